import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { appliedMigrationNames, beginSnapshot, commitTransaction, copyTableOut, schemaTables, sequenceStates, serverVersion } from '../sql/backup-copy';
import { archiveNameFor } from './archive-name';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, MANIFEST_FILE, type BackupManifest, type StoredFile } from './backup-manifest';
import { diskProblem } from './disk-problem';
import { PRIVATE_FILE, PRIVATE_FOLDER, writeWithDigest } from './file-digest';
import { copyServerKeys, type ServerKeyFiles } from './server-keys';
import { isAlive } from '../process-alive';

export interface BackupOptions {
  /** The database to copy. */
  url: string;
  /** Where archives go (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** The local objects folder (DATA_DIR/objects); null when images live in an S3 bucket. */
  objectsDir: string | null;
  /** The key files the server generated in DATA_DIR; null to leave them out. */
  serverKeys: ServerKeyFiles | null;
  appVersion: string;
  /** When the backup is made (names the archive). */
  now: Date;
  /** The time zone the archive's name is written in. */
  timeZone: string;
}

export interface BackupResult {
  /** The archive's folder. */
  path: string;
  name: string;
  /** Its size on disk. */
  bytes: number;
  manifest: BackupManifest;
}

/** The folder an archive is written into until it is whole; renamed to its name at the very end. */
const PARTIAL = /^\.(direto-[\d-]+)\.(\d+)\.partial$/;

/**
 * Writes one archive: every table of the database from one snapshot (a single REPEATABLE READ,
 * READ ONLY transaction, so rows of different tables agree), the migrations applied, the
 * uploaded images and the server's key files. It is written under a temporary name and renamed
 * when complete; on any failure the temporary folder is removed, so nothing half-written is ever
 * left to restore. It holds secrets: the folder is its owner's only (rwx------, files rw-------).
 */
export async function writeBackup(options: BackupOptions): Promise<BackupResult> {
  let partial: string | null = null;
  try {
    await mkdir(options.backupDir, { recursive: true, mode: PRIVATE_FOLDER });
    await removeAbandonedPartials(options.backupDir);
    const name = freeName(options.backupDir, archiveNameFor(options.now, options.timeZone));
    partial = join(options.backupDir, `.${name}.${process.pid}.partial`);
    await mkdir(partial, { mode: PRIVATE_FOLDER });
    await mkdir(join(partial, 'tables'));
    await mkdir(join(partial, 'objects'));
    const manifest = await copyDatabase(options, partial);
    manifest.objects = options.objectsDir ? await copyObjects(options.objectsDir, partial) : [];
    manifest.keys = options.serverKeys ? await copyServerKeys(options.serverKeys, partial) : [];
    const manifestText = JSON.stringify(manifest, null, 2) + '\n';
    await writeFile(join(partial, MANIFEST_FILE), manifestText, { flag: 'wx', mode: PRIVATE_FILE });
    const path = join(options.backupDir, name);
    await rename(partial, path);
    partial = null;
    const bytes = Buffer.byteLength(manifestText) + [...manifest.tables, ...manifest.objects, ...manifest.keys].reduce((sum, file) => sum + file.bytes, 0);
    return { path, name, bytes, manifest };
  } catch (error) {
    if (partial) await rm(partial, { recursive: true, force: true }).catch(() => {});
    throw asBackupError(error, options.backupDir);
  }
}

async function copyDatabase(options: BackupOptions, partial: string): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: options.url, application_name: 'direto-backup' });
  client.on('error', () => {});
  await client.connect();
  try {
    await beginSnapshot(client);
    const migrations = await appliedMigrationNames(client);
    const migration = migrations.at(-1);
    if (!migration) throw new BackupError('O banco de dados ainda não foi criado (nenhuma migração aplicada): não há o que copiar.');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      appVersion: options.appVersion,
      postgresVersion: await serverVersion(client),
      migration,
      migrations,
      tables: [],
      sequences: await sequenceStates(client),
      objectsIncluded: options.objectsDir !== null,
      objects: [],
      keys: [],
    };
    for (const table of await schemaTables(client)) {
      const file = `tables/${table.name}.copy.gz`;
      const rows = copyTableOut(client, table);
      const digest = await writeWithDigest(rows, join(partial, file), { gzip: true });
      manifest.tables.push({ name: table.name, columns: table.columns, rows: (rows as unknown as { rowCount: number }).rowCount, file, ...digest });
    }
    await commitTransaction(client);
    return manifest;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The uploaded images, one file each (written once and never changed, so a copy after the snapshot is whole). */
async function copyObjects(objectsDir: string, partial: string): Promise<StoredFile[]> {
  let names: string[];
  try {
    names = (await readdir(objectsDir, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const objects: StoredFile[] = [];
  for (const name of names.sort()) {
    const file = `objects/${name}`;
    objects.push({ file, ...(await writeWithDigest(createReadStream(join(objectsDir, name)), join(partial, file))) });
  }
  return objects;
}

/** Two archives in one second (a manual one beside the scheduled one) get -2, -3... */
function freeName(backupDir: string, base: string): string {
  let name = base;
  for (let n = 2; existsSync(join(backupDir, name)); n++) name = `${base}-${n}`;
  return name;
}

/** Temporary folders of backups whose process died (a crash, a kill) are removed; a running one's are left alone. */
async function removeAbandonedPartials(backupDir: string): Promise<void> {
  for (const entry of await readdir(backupDir)) {
    const pid = Number(PARTIAL.exec(entry)?.[2] ?? NaN);
    if (Number.isInteger(pid) && !isAlive(pid)) await rm(join(backupDir, entry), { recursive: true, force: true });
  }
}

function asBackupError(error: unknown, backupDir: string): BackupError {
  if (error instanceof BackupError) return error;
  const reason = diskProblem(error);
  if (reason) return new BackupError(`Não foi possível gravar o backup em ${backupDir}: ${reason}.`, { cause: error });
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new BackupError(`O backup falhou: ${detail}`, { cause: error });
}
