import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from '@direto/api';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureWritableDataDir } from './data-dir';
import { releaseStartUpGarbage } from './heap-compaction';
import { limitHeapGrowth } from './heap-growth';
import { startDatabase, type Database } from './database';
import { listen } from './listen';
import { answerMemoryQueries } from './memory-report';
import { createLogger } from './logger';
import { describeStartUpFailure } from './start-up-error';
import { startBanner, type StartFacts } from './start-banner';

/** Responses still being written this long after a stop (a client that stopped reading) have their connections cut. */
const CONNECTIONS_GRACE_MS = 3_000;
/** A shutdown that takes longer than this ends the process anyway, with exit code 1. */
const FORCE_EXIT_MS = 10_000;

limitHeapGrowth();
answerMemoryQueries();

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

const bootLog = createLogger(config);
let database: Database | undefined;
let app: FastifyInstance | undefined;
let started = false;
let stopSignal: NodeJS.Signals | null = null;

// `on`, not `once`: one Ctrl-C reaches this process twice (from the terminal and through pnpm),
// and a second signal without a listener would kill it halfway through its shutdown (exit 130).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopSignal) return;
    stopSignal = signal;
    // During start-up, the stop waits for the start to end, then closes what it opened.
    if (started) void shutdown(signal);
  });
}

try {
  ensureWritableDataDir(config);
  database = await startDatabase(config, bootLog);
  const em = database.orm.em.fork();
  // The demo data module is loaded only where demo data may be: never by a production server that did not ask for it.
  const demo = config.SEED_DEMO_DATA || config.NODE_ENV !== 'production' ? await import('@direto/db/seed') : null;
  if (demo && config.SEED_DEMO_DATA && (await demo.seedDemoData(em))) bootLog.info('Dados de demonstração criados.');
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(em, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    bootLog.info(`Administrador ${config.ADMIN_EMAIL} ${outcome === 'created' ? 'criado' : 'atualizado'}.`);
  }
  const demoAccounts = demo && (await demo.isDemoSeeded(em)) ? demo.DEMO_ACCOUNTS : [];
  app = await buildApp({ config, orm: database.orm });
  releaseStartUpGarbage();
  await listen(app, config);
  started = true;
  if (stopSignal) await shutdown(stopSignal);
  printBanner(config, app, database, demoAccounts);
} catch (error) {
  // Stopped while starting: the failure may be the stop itself (a Ctrl-C reaches postgres too).
  if (!stopSignal) {
    console.error(describeStartUpFailure(error));
    bootLog.debug({ err: error }, 'Falha ao iniciar');
  }
  await closeAll().catch(() => {});
  process.exit(stopSignal ? 0 : 1);
}

/** Open streams end with a retryable error, requests finish, then the database closes (and stops, if this process started it). */
async function closeAll(): Promise<void> {
  if (app) {
    const server = app.server;
    const cut = setTimeout(() => server.closeAllConnections(), CONNECTIONS_GRACE_MS);
    cut.unref();
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
  }
  await database?.close();
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  const log = app?.log ?? bootLog;
  log.info(`${signal} recebido: encerrando...`);
  const force = setTimeout(() => {
    console.error(`O encerramento levou mais de ${FORCE_EXIT_MS / 1000} s; saindo assim mesmo.`);
    process.exit(1);
  }, FORCE_EXIT_MS);
  force.unref();
  try {
    await closeAll();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'Falha ao encerrar');
    process.exit(1);
  }
}

/** Printed last, after every start-up log line (the development logger writes synchronously). */
function printBanner(config: Config, app: FastifyInstance, database: Database, demoAccounts: StartFacts['demoAccounts']): void {
  const backups = { at: config.BACKUP_AT, folder: config.BACKUP_DIR };
  console.log(startBanner({ publicUrl: config.PUBLIC_URL, listening: app.server.address() as AddressInfo, database, demoAccounts, backups }));
}
