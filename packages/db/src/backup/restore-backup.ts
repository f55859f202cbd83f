import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { migrationsList } from '../../migrations';
import { queries } from '../database';
import { migrateToLatest, openDatabase } from '../orm';
import {
  appliedMigrationNames,
  beginTransaction,
  commitTransaction,
  copyTableIn,
  emptySchema,
  foreignKeyEdges,
  hasAnyTable,
  otherConnections,
  restoreSequence,
  rollbackTransaction,
  schemaTables,
  truncateTables,
} from '../sql/backup-copy';
import { withMigrationLock } from '../sql/migration-lock';
import { BackupError, readManifest, type BackupManifest } from './backup-manifest';
import { copyIntoPlace } from './copy-into-place';
import { digestOf } from './file-digest';
import { loadOrder } from './load-order';
import { keysReplacedError, planKeyRestore, writeServerKeys, type KeyRestorePlan, type ServerKeyFiles } from './server-keys';

export interface RestoreOptions {
  /** The database to restore into: empty, or emptied first with `force`. */
  url: string;
  archiveDir: string;
  /** The local objects folder (DATA_DIR/objects); null when images live in an S3 bucket. */
  objectsDir: string | null;
  /** Where the archive's key files go (DATA_DIR) and which this server reads; null to leave them out. */
  serverKeys: ServerKeyFiles | null;
  /** Empty a database that holds tables, and replace different key files, instead of refusing. */
  force: boolean;
  /**
   * Asked once the archive is checked and before anything changes; false stops the restore (a
   * terminal's "tem certeza?"). `replacedKeys`: the key files of DATA_DIR it would overwrite.
   */
  confirm?: (manifest: BackupManifest, replacing: boolean, replacedKeys: string[]) => Promise<boolean>;
  log?: (message: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied after the load, to bring an older archive up to this release. */
  upgradedWith: string[];
  /** Sessions ended (everyone signs in again). */
  sessionsEnded: number;
  /** The key files written into DATA_DIR (those already there and identical are not). */
  keysRestored: string[];
  /** The archive's key files this server does not read (a variable sets that key): not written. */
  keysUnused: string[];
}

export class RestoreCancelledError extends BackupError {}

/**
 * Restores an archive: checks every file against the manifest, migrates the empty database to
 * exactly the archive's migration, loads every table with COPY in one transaction (parents
 * before children), puts the sequences back, copies the images and the server's key files,
 * migrates forward to this release, and ends every session.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(options.archiveDir);
  assertKnownMigrations(manifest);
  await verifyFiles(options.archiveDir, manifest);
  const keys: KeyRestorePlan = options.serverKeys ? await planKeyRestore(manifest, options.serverKeys) : { write: [], replacing: [], unused: [] };

  const client = new pg.Client({ connectionString: options.url, application_name: 'direto-restore' });
  client.on('error', () => {});
  await client.connect();
  try {
    if ((await otherConnections(client)) > 0) {
      throw new BackupError('Há outras conexões abertas neste banco de dados (o servidor do Direto está rodando?). Pare o servidor antes de restaurar.');
    }
    const replacing = await hasAnyTable(client);
    if (replacing && !options.force) {
      throw new BackupError('O banco de dados não está vazio. Para apagá-lo e restaurar o backup no lugar, repita com --force.');
    }
    if (options.serverKeys && keys.replacing.length > 0 && !options.force) throw keysReplacedError(options.serverKeys, keys.replacing);
    if (options.confirm && !(await options.confirm(manifest, replacing, keys.replacing))) throw new RestoreCancelledError('Restauração cancelada; nada foi alterado.');
    if (replacing) {
      log('Apagando o banco de dados atual...');
      await emptySchema(client);
    }
    log(`Criando o esquema da migração ${manifest.migration}...`);
    await migrateTo(options.url, manifest.migration);
    const applied = await appliedMigrationNames(client);
    if (applied.join('\n') !== manifest.migrations.join('\n')) {
      throw new BackupError('As migrações deste banco não correspondem às do backup; restaure em um banco vazio.');
    }
    log('Carregando as tabelas...');
    await loadTables(client, options.archiveDir, manifest);
  } finally {
    await client.end().catch(() => {});
  }

  if (options.objectsDir) await restoreObjects(options.archiveDir, manifest, options.objectsDir);
  const keysRestored = options.serverKeys ? await writeServerKeys(options.archiveDir, keys, options.serverKeys.dir) : [];

  const orm = await openDatabase({ clientUrl: options.url, poolMax: 1 });
  try {
    const upgradedWith = await migrateToLatest(orm);
    if (upgradedWith.length > 0) log(`Banco atualizado para esta versão: ${upgradedWith.join(', ')}.`);
    const ended = await queries(orm.em.fork()).deleteFrom('sessions').executeTakeFirst();
    return { manifest, upgradedWith, sessionsEnded: Number(ended.numDeletedRows), keysRestored, keysUnused: keys.unused };
  } finally {
    await orm.close();
  }
}

/** An archive made by a newer release names migrations this one does not have: it cannot be rebuilt here. */
function assertKnownMigrations(manifest: BackupManifest): void {
  const known = new Set(migrationsList.map((migration) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(`Este backup é de uma versão mais nova do Direto (migração ${unknown.at(-1)}). Atualize o Direto antes de restaurá-lo.`);
  }
}

/** Every file is checked before the database is touched: a damaged archive changes nothing. */
async function verifyFiles(archiveDir: string, manifest: BackupManifest): Promise<void> {
  for (const stored of [...manifest.tables, ...manifest.objects, ...manifest.keys]) {
    const actual = await digestOf(join(archiveDir, stored.file)).catch(() => null);
    if (!actual || actual.bytes !== stored.bytes || actual.sha256 !== stored.sha256) {
      throw new BackupError(`O backup está danificado: ${stored.file} ${actual ? 'não confere com o manifest.json' : 'está faltando'}. Nada foi alterado.`);
    }
  }
}

async function migrateTo(url: string, migration: string): Promise<void> {
  const orm = await openDatabase({ clientUrl: url, poolMax: 1 });
  try {
    await withMigrationLock(url, () => orm.migrator.up({ to: migration }));
  } finally {
    await orm.close();
  }
}

/** One transaction: every table emptied (rows that migrations insert included), then loaded; all or nothing. */
async function loadTables(client: pg.Client, archiveDir: string, manifest: BackupManifest): Promise<void> {
  const inSchema = new Map((await schemaTables(client)).map((table) => [table.name, table]));
  const byName = new Map(manifest.tables.map((table) => [table.name, table]));
  for (const name of byName.keys()) {
    if (!inSchema.has(name)) throw new BackupError(`A tabela ${name} do backup não existe na migração ${manifest.migration}.`);
  }
  const order = loadOrder([...byName.keys()], await foreignKeyEdges(client));
  await beginTransaction(client);
  try {
    await truncateTables(client, [...inSchema.keys()]);
    for (const name of order) {
      const table = byName.get(name);
      if (!table) continue;
      const target = copyTableIn(client, { name, columns: table.columns });
      await pipeline(createReadStream(join(archiveDir, table.file)), createGunzip(), target);
      const loaded = (target as unknown as { rowCount: number }).rowCount;
      if (loaded !== table.rows) throw new BackupError(`A tabela ${name} tinha ${table.rows} linhas no backup, mas ${loaded} foram carregadas.`);
    }
    for (const sequence of manifest.sequences) await restoreSequence(client, sequence);
    await commitTransaction(client);
  } catch (error) {
    await rollbackTransaction(client).catch(() => {});
    throw error;
  }
}

/** Each image is written beside the folder and renamed into place: a reader never sees half of one. */
async function restoreObjects(archiveDir: string, manifest: BackupManifest, objectsDir: string): Promise<void> {
  const incoming = join(objectsDir, '.incoming');
  await mkdir(incoming, { recursive: true });
  for (const stored of manifest.objects) {
    const name = basename(stored.file);
    await copyIntoPlace(join(archiveDir, stored.file), join(objectsDir, name), join(incoming, `${name}.${randomUUID()}`));
  }
}
