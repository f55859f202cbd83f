import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** rw------- : what every file of an archive, and a restored key, is written with. */
export const PRIVATE_FILE = 0o600;
/** rwx------ : an archive's folder. */
export const PRIVATE_FOLDER = 0o700;

export interface Digest {
  bytes: number;
  sha256: string;
}

/**
 * Writes `source` (gzipped when `gzip`) into a new file, readable by its owner only (an archive
 * holds personal data and the server's keys); the size and SHA-256 of what reached the disk.
 */
export async function writeWithDigest(source: Readable, file: string, { gzip = false } = {}): Promise<Digest> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const output = createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE });
  await (gzip ? pipeline(source, createGzip(), tap, output) : pipeline(source, tap, output));
  return { bytes, sha256: hash.digest('hex') };
}

/** The size and SHA-256 of a file as it is on disk. */
export async function digestOf(file: string): Promise<Digest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
