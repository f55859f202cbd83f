import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/** The generated secret's file in DATA_DIR (backups carry it: docs/operations.md). */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * SESSION_SECRET signs the session cookie. Production must set it (config.ts refuses to start
 * otherwise); elsewhere one is generated on the first start and kept in DATA_DIR/session-secret,
 * so sessions survive restarts and two processes on the same DATA_DIR accept each other's cookies.
 */
export function resolveSessionSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, SESSION_SECRET_FILE);
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written aside, then linked into place: link() fails when the file exists, so the first
  // process to start wins and the others read its complete secret, never a half-written one.
  const candidate = `${file}.${process.pid}.tmp`;
  writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} deve conter pelo menos 32 caracteres (apague-o para gerar outro)`);
  return secret;
}
