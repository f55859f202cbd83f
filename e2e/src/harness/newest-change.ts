import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under a path (a file or a whole folder), 0 when it is missing. */
export function newestChange(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}
