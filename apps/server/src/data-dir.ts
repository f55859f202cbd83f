import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diskProblem } from '@direto/db';
import type { Config } from './config';
import { StartUpError } from './start-up-error';

/** Whether this configuration keeps anything under DATA_DIR (database, session secret, images). */
function usesDataDir(config: Config): boolean {
  return !config.DATABASE_URL || !config.SESSION_SECRET || !config.S3_BUCKET;
}

/**
 * Creates DATA_DIR and writes a file into it, before anything else starts: a folder that cannot
 * be written would otherwise fail later and far from its cause (the embedded database, the
 * session secret, the first uploaded image).
 */
export function ensureWritableDataDir(config: Config): void {
  if (!usesDataDir(config)) return;
  const probe = join(config.DATA_DIR, `.gravavel-${process.pid}`);
  try {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const reason = diskProblem(error) ?? ((error as NodeJS.ErrnoException).code || 'erro desconhecido');
    throw new StartUpError(`Não é possível gravar em DATA_DIR (${config.DATA_DIR}): ${reason}. Defina DATA_DIR com uma pasta gravável.`, { cause: error });
  }
}
