import { createECDH } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';

/** What signs our Web Push requests (VAPID, RFC 8292): the push services check it on every message. */
export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for the push services' operators: mailto: or https:. */
  subject: string;
  /** Where the keys came from, for the start-up log. */
  source: 'env' | 'file';
}

/** The generated keys' file in DATA_DIR (backups carry it: docs/operations.md). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const storedKeysSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise a pair generated on the
 * first start and kept in DATA_DIR/vapid-keys.json — in production too, like uploaded images
 * (DATA_DIR must then be a kept volume, as docker-compose.yml mounts it). Every browser subscribes
 * with the public key, so it must stay the same: processes that do not share DATA_DIR set the
 * variables instead.
 */
export function resolveVapidIdentity(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'PUBLIC_URL'>): VapidIdentity {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config.PUBLIC_URL);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject, source: 'env' };
  }
  const file = join(config.DATA_DIR, VAPID_KEYS_FILE);
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written aside, then linked into place: link() fails when the file exists, so the first
  // process to start wins and the others read its complete keys, never half-written ones.
  const candidate = `${file}.${process.pid}.tmp`;
  writeFileSync(candidate, JSON.stringify(generateVapidKeys()), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  const stored = storedKeysSchema.safeParse(readJson(file));
  if (!stored.success) throw new Error(`${file} não contém chaves VAPID válidas (apague-o para gerar outras)`);
  return { ...stored.data, subject, source: 'file' };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The site itself when it is https; otherwise a placeholder address (push services only use it to reach the operator). */
function defaultSubject(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@direto.invalid';
}

/**
 * A new P-256 key pair in the form web-push and browsers take (base64url: the uncompressed 65-byte
 * public point, the 32-byte private scalar) — what web-push's generateVAPIDKeys returns, without
 * loading web-push at every start.
 */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // getPrivateKey drops leading zero bytes; web-push wants exactly 32.
  const privateKey = Buffer.alloc(32);
  const scalar = curve.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return { publicKey: curve.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}
