// `pnpm admin:create --email E --password P`: creates (or promotes) an administrator.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { z } from 'zod';
import { ensureAdmin } from '@direto/api';
import { loadConfig } from '../config';
import { startDatabase } from '../database';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const args = z
  .object({ email: z.email('informe um email válido'), password: z.string().min(8, 'a senha deve ter pelo menos 8 caracteres') })
  .safeParse(values);
if (!args.success) {
  console.error(`Uso: pnpm admin:create --email E --password P\n${args.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(1);
}

const database = await startDatabase(loadConfig(), pino({ level: 'warn' }));
try {
  const outcome = await ensureAdmin(database.orm.em.fork(), args.data.email, args.data.password);
  console.log(`Administrador ${args.data.email} ${outcome === 'created' ? 'criado' : 'promovido'}.`);
} finally {
  await database.close();
}
