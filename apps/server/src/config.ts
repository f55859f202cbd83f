import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { KNOWN_PUSH_SERVICE_HOSTS } from './push/known-push-services';

/** The repository's root folder (this file is at apps/server/{src,dist}/). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A comma-separated list, each item checked by `item`. */
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).min(1, 'deve ter pelo menos um item'));

/** A push service's host name (not an IP address), `*.` for any subdomain, `:port` when not 443. */
const pushHostPattern = z
  .string()
  .toLowerCase()
  .regex(/^(\*\.)?([a-z0-9-]+\.)*[a-z][a-z0-9-]*(:\d{1,5})?$/, 'cada item deve ser um nome de host (ex.: fcm.googleapis.com ou *.push.apple.com), com :porta se não for 443');

/** The origin (scheme, host, port) of a local stand-in push service. */
const pushTestOrigin = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'cada item deve ser uma URL http:// ou https://')
  .transform((value) => new URL(value).origin);

/** A key written in base64url (RFC 7515, no padding) that decodes to exactly `bytes` bytes. */
const base64UrlBytes = (bytes: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, message);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: every interface in production (Docker), only this machine elsewhere (the demo accounts' passwords are published). */
    HOST: z.string().trim().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://').optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default(`${REPO_ROOT}.data`),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    SEED_DEMO_DATA: booleanFlag.optional(),
    /** The daily backup's time (HH:MM, the server's time zone) or `off`; unset = 03:30 with the embedded database, none with DATABASE_URL. */
    BACKUP_AT: z
      .string()
      .trim()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'deve ser um horário HH:MM (ex.: 03:30) ou off')
      .optional(),
    /** Where backups go (another disk, ideally); default DATA_DIR/backups. */
    BACKUP_DIR: z.string().trim().min(1).optional(),
    /** Signs the session cookie; outside production one is generated once under DATA_DIR. */
    SESSION_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    /** Google sign-in is offered only when both are set. */
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    /** The OpenID provider; tests point it at a local one. */
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    TRUST_PROXY: booleanFlag.default(false),
    /** Accounts one IP address may register per hour (people behind one NAT share an address). */
    REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** Live (SSE) streams one session may hold open per server process: a few tabs; the bench raises it. */
    LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(10_000).default(5),
    /** Outgoing mail relay (smtp:// or smtps://, user and password in the URL); unset = .eml files under DATA_DIR/outbox. */
    SMTP_URL: z.string().trim().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional(),
    /** The From of every e-mail. */
    MAIL_FROM: z.string().trim().min(3).default('Direto <nao-responda@localhost>'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
    UI_DIST_DIR: z.string().default(`${REPO_ROOT}packages/ui/dist`),
    /** Serve the web app's source maps (*.map): they show the original code to anyone who asks. */
    SERVE_SOURCE_MAPS: booleanFlag.optional(),
    /** Test-only: adds POST /__test/clock, which moves the server's clock (browser tests of opening hours). Refused in production. */
    DIRETO_TEST_CLOCK: booleanFlag.default(false),
    /** Signs upload URLs (HMAC); derived from SESSION_SECRET when unset. */
    UPLOAD_SIGNING_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    /** Setting S3_BUCKET stores uploads in an S3-compatible bucket instead of DATA_DIR/objects. */
    S3_BUCKET: z.string().trim().min(3).optional(),
    /** The S3 API the server talks to (unset = AWS); e.g. http://minio:9000. */
    S3_ENDPOINT: z.url().optional(),
    /** The S3 API as the browser reaches it, for presigned upload URLs (default S3_ENDPOINT). */
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Unset = the AWS SDK's default credential chain (environment, instance role...). */
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** Path-style URLs (endpoint/bucket/key), needed by MinIO and most self-hosted servers. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Web Push (VAPID) keys, base64url; unset = generated once into DATA_DIR/vapid-keys.json. */
    VAPID_PUBLIC_KEY: base64UrlBytes(65, 'deve ser a chave pública VAPID (base64url, 65 bytes), como gera `npx web-push generate-vapid-keys`').optional(),
    VAPID_PRIVATE_KEY: base64UrlBytes(32, 'deve ser a chave privada VAPID (base64url, 32 bytes), como gera `npx web-push generate-vapid-keys`').optional(),
    /** The only push services alerts are sent to (SSRF, issue 28); setting it replaces the list. */
    PUSH_ALLOWED_HOSTS: commaList(pushHostPattern).default([...KNOWN_PUSH_SERVICE_HOSTS]),
    /** Test-only: origins of local stand-in push services, accepted over http and at this machine's addresses. Refused in production. */
    PUSH_TEST_SERVICES: commaList(pushTestOrigin).optional(),
    /** Issue 34: Open Delivery webhooks may go to private and loopback addresses (a POS on the restaurant's own network; the tests). */
    OD_WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
    /** Who runs this server, for the push services: a mailto: address or an https: URL. */
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'deve ser um endereço mailto: ou uma URL https:')
      .optional(),
  })
  .refine((env) => !!env.VAPID_PUBLIC_KEY === !!env.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser definidos juntos',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((env) => !!env.ADMIN_EMAIL === !!env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !!env.GOOGLE_CLIENT_ID === !!env.GOOGLE_CLIENT_SECRET, {
    message: 'GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos',
    path: ['GOOGLE_CLIENT_SECRET'],
  })
  .refine((env) => !!env.S3_ACCESS_KEY_ID === !!env.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser definidos juntos',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => !!env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_PUBLIC_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    message: 'obrigatório quando outras variáveis S3_ são definidas',
    path: ['S3_BUCKET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.SESSION_SECRET, {
    message: 'obrigatório em produção',
    path: ['SESSION_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.DIRETO_TEST_CLOCK, {
    message: 'é só para testes: não pode ser usado em produção',
    path: ['DIRETO_TEST_CLOCK'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.PUSH_TEST_SERVICES, {
    message: 'é só para testes: não pode ser usado em produção',
    path: ['PUSH_TEST_SERVICES'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !!env.DATABASE_URL, {
    message: 'obrigatório em produção (o PostgreSQL embutido é só para desenvolvimento)',
    path: ['DATABASE_URL'],
  });

type RawConfig = z.infer<typeof configSchema>;

/** Every variable read here: docs/configuration.md has a row for each (apps/server/test/docs.test.ts). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export interface Config extends Omit<RawConfig, 'HOST' | 'PUBLIC_URL' | 'SEED_DEMO_DATA' | 'SERVE_SOURCE_MAPS' | 'BACKUP_AT' | 'BACKUP_DIR'> {
  /** The address the server listens on. */
  HOST: string;
  PUBLIC_URL: string;
  /** Demo data is seeded on the first start of the embedded database, never on a DATABASE_URL unless asked. */
  SEED_DEMO_DATA: boolean;
  /** Off in production unless asked for; on elsewhere, for readable stack traces while developing. */
  SERVE_SOURCE_MAPS: boolean;
  /** The daily backup's time (HH:MM), or null: none (`off`, or DATABASE_URL without BACKUP_AT). */
  BACKUP_AT: string | null;
  BACKUP_DIR: string;
}

/** The daily backup with the embedded database: a quiet hour for a restaurant. */
const DEFAULT_BACKUP_AT = '03:30';

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
    HOST: raw.HOST || (raw.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA ?? !raw.DATABASE_URL,
    SERVE_SOURCE_MAPS: raw.SERVE_SOURCE_MAPS ?? raw.NODE_ENV !== 'production',
    BACKUP_AT: raw.BACKUP_AT === 'off' ? null : (raw.BACKUP_AT ?? (raw.DATABASE_URL ? null : DEFAULT_BACKUP_AT)),
    BACKUP_DIR: raw.BACKUP_DIR ?? join(raw.DATA_DIR, 'backups'),
  };
}
