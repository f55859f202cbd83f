// `pnpm db:seed`: inserts the demo data into the configured database (once).
import pino from 'pino';
import { DEMO_ACCOUNTS, seedDemoData } from '@direto/db/seed';
import { loadConfig } from '../config';
import { startDatabase } from '../database';

const config = loadConfig();
const database = await startDatabase(config, pino({ level: 'warn' }));
try {
  const seeded = await seedDemoData(database.orm.em.fork());
  console.log(seeded ? 'Dados de demonstração criados.' : 'Os dados de demonstração já existem; nada a fazer.');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(30)} ${account.email.padEnd(22)} senha: ${account.password}`);
} finally {
  await database.close();
}
