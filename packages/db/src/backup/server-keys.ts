import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BackupError, type BackupManifest, type StoredFile } from './backup-manifest';
import { copyIntoPlace } from './copy-into-place';
import { digestOf, PRIVATE_FILE, writeWithDigest } from './file-digest';

/**
 * The key files the server generates into DATA_DIR on its first start when no variable sets them
 * (its Web Push keys, its session secret). Browsers subscribed to push with that public key and
 * signed cookies (the guest device's) are only recognised with the same keys: a backup restored
 * on a new machine must bring them back.
 */
export interface ServerKeyFiles {
  /** The folder they live in (DATA_DIR). */
  dir: string;
  /** The files this server reads ('vapid-keys.json', 'session-secret'); a key set by a variable is not among them. */
  names: string[];
}

/** Copies the key files that exist into the archive's keys/ folder. */
export async function copyServerKeys(keys: ServerKeyFiles, archiveDir: string): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const name of [...keys.names].sort()) {
    const source = join(keys.dir, name);
    if (!(await isFile(source))) continue;
    const file = `keys/${name}`;
    await mkdir(join(archiveDir, 'keys'), { recursive: true });
    stored.push({ file, ...(await writeWithDigest(createReadStream(source), join(archiveDir, file))) });
  }
  return stored;
}

export interface KeyRestorePlan {
  /** The archive's keys to write into DATA_DIR (those already there, identical, are left alone). */
  write: StoredFile[];
  /** Those of them that would replace a different file already there: refused unless --force. */
  replacing: string[];
  /** The archive's keys this server does not read (a variable sets that key now): not written. */
  unused: string[];
}

/** What a restore will do with the archive's keys, decided before anything changes. */
export async function planKeyRestore(manifest: BackupManifest, keys: ServerKeyFiles): Promise<KeyRestorePlan> {
  const plan: KeyRestorePlan = { write: [], replacing: [], unused: [] };
  for (const stored of manifest.keys) {
    const name = basename(stored.file);
    if (!keys.names.includes(name)) {
      plan.unused.push(name);
      continue;
    }
    const existing = await digestOf(join(keys.dir, name)).catch(() => null);
    if (existing?.sha256 === stored.sha256) continue;
    plan.write.push(stored);
    if (existing) plan.replacing.push(name);
  }
  return plan;
}

/** The refusal of a restore that would replace different keys without --force. */
export function keysReplacedError(keys: ServerKeyFiles, replacing: string[]): BackupError {
  const files = replacing.map((name) => join(keys.dir, name)).join(' e ');
  const differ = replacing.length > 1 ? 'já existem com chaves diferentes das do backup' : 'já existe com uma chave diferente da do backup';
  return new BackupError(
    `${files} ${differ}. Para substituir pelas do backup, repita com --force (os alertas push e os cookies assinados com a chave atual deixam de valer).`,
  );
}

/** Each key is written beside, readable by its owner only, and renamed into place: the server never reads half of one. */
export async function writeServerKeys(archiveDir: string, plan: KeyRestorePlan, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const stored of plan.write) {
    const name = basename(stored.file);
    await copyIntoPlace(join(archiveDir, stored.file), join(dir, name), join(dir, `.${name}.${randomUUID()}.tmp`), PRIVATE_FILE);
    written.push(name);
  }
  return written;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
