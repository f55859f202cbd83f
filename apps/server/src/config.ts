import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository's root folder (this file is at apps/server/{src,dist}/). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://').optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default(`${REPO_ROOT}.data`),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    SEED_DEMO_DATA: booleanFlag.optional(),
    SESSION_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    TRUST_PROXY: booleanFlag.default(false),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
    UI_DIST_DIR: z.string().default(`${REPO_ROOT}packages/ui/dist`),
  })
  .refine((env) => !!env.ADMIN_EMAIL === !!env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.SESSION_SECRET, {
    message: 'obrigatório em produção',
    path: ['SESSION_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.DATABASE_URL, {
    message: 'obrigatório em produção (o PostgreSQL embutido é só para desenvolvimento)',
    path: ['DATABASE_URL'],
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends Omit<RawConfig, 'PUBLIC_URL' | 'SEED_DEMO_DATA'> {
  PUBLIC_URL: string;
  /** Demo data is seeded on the first start of the embedded database, never on a DATABASE_URL unless asked. */
  SEED_DEMO_DATA: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${problems.join('\n')}`);
  }
  const raw = parsed.data;
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA ?? !raw.DATABASE_URL,
  };
}
