import { DEMO_ACCOUNTS, isDemoSeeded, seedDemoData } from '@direto/db';
import { ensureAdmin } from '@direto/api';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startDatabase } from './database';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const bootLog = pino(loggerOptions(config) || { level: 'silent' });
const database = await startDatabase(config, bootLog);
const em = database.orm.em.fork();

if (config.SEED_DEMO_DATA && (await seedDemoData(em))) bootLog.info('Dados de demonstração criados.');
if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
  const outcome = await ensureAdmin(em, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  bootLog.info(`Administrador ${config.ADMIN_EMAIL} ${outcome === 'created' ? 'criado' : 'atualizado'}.`);
}
const showDemoLogins = await isDemoSeeded(em);

const app = await buildApp({ config, orm: database.orm });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} recebido: encerrando...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Falha ao encerrar');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'Não foi possível iniciar o servidor');
  await database.close();
  process.exit(1);
}

const lines = [
  '',
  `  Direto rodando em ${config.PUBLIC_URL}`,
  `  Banco de dados: ${database.displayUrl}${database.embedded ? ' (PostgreSQL embutido)' : ''}`,
];
if (showDemoLogins) {
  lines.push('', '  Contas de demonstração:');
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(30)} ${account.email.padEnd(22)} senha: ${account.password}`);
}
console.log(lines.join('\n') + '\n');
