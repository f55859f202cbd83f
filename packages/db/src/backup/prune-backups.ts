import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { archivesToDelete, DEFAULT_RETENTION, type RetentionPolicy } from './retention';

/** Deletes the archives of `backupDir` that the policy does not keep; returns their names. */
export async function pruneBackups(backupDir: string, policy: RetentionPolicy = DEFAULT_RETENTION): Promise<string[]> {
  const doomed = archivesToDelete(await readdir(backupDir), policy);
  for (const name of doomed) await rm(join(backupDir, name), { recursive: true, force: true });
  return doomed;
}
