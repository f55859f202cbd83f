import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/**
 * Copies `source` to `target` through `temporary` (a new file on the same disk), renamed into
 * place: a reader never sees half of it, and a failure leaves no temporary file behind.
 */
export async function copyIntoPlace(source: string, target: string, temporary: string, mode = 0o666): Promise<void> {
  try {
    await pipeline(createReadStream(source), createWriteStream(temporary, { flags: 'wx', mode }));
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}
