import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A backup is a folder `direto-AAAAMMDD-HHMMSS/` holding manifest.json, one gzipped COPY file per
 * table under tables/, the uploaded images under objects/ and the server's own key files under
 * keys/ (docs/operations.md, "Backups"). The manifest says what each file must be (size, SHA-256),
 * how many rows each table had, and the migration the database stood at: a restore rebuilds
 * exactly that schema before loading.
 */
export const BACKUP_FORMAT = 'direto-backup';
/** 2 added keys/; archives of version 1 (no keys) still restore. */
export const BACKUP_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

const storedFile = z.object({ file: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
/** A key file sits directly in keys/ under a plain name: the manifest cannot point a restore elsewhere. */
const storedKey = storedFile.extend({ file: z.string().regex(/^keys\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/) });

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal([1, BACKUP_FORMAT_VERSION]),
  createdAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  /** The last migration applied when the snapshot was taken. */
  migration: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(storedFile.extend({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable(), isCalled: z.boolean() })),
  /** Uploaded images: the local objects folder; false when they live in an S3 bucket (backed up apart). */
  objectsIncluded: z.boolean(),
  objects: z.array(storedFile),
  /** The key files the server generated in DATA_DIR (VAPID keys, session secret); none when variables set them, or in version 1. */
  keys: z.array(storedKey).default([]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type StoredFile = z.infer<typeof storedFile>;

export class BackupError extends Error {}

/** Reads and checks an archive's manifest; a folder that is not a Direto backup is refused in pt-BR. */
export async function readManifest(archiveDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(archiveDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${archiveDir} não é um backup do Direto (falta o ${MANIFEST_FILE}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`O ${MANIFEST_FILE} de ${archiveDir} está corrompido.`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupError(`O ${MANIFEST_FILE} de ${archiveDir} não é de um backup que esta versão do Direto reconheça.`);
  return manifest.data;
}
