import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { quoteIdentifier } from '../sql/create-database';
import { migrateToLatest, openDatabase } from '../orm';
import { TEMPLATE_DATABASE } from './test-database';

/**
 * Runs once per `vitest run`: a real PostgreSQL (TEST_DATABASE_URL, or an embedded one in a
 * temporary folder) with a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'direto-test-pg-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = await startEmbeddedPostgres({ dataDir, port, database: 'direto_test_admin' });
    adminUrl = server.adminUrl;
    stop = server.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(TEMPLATE_DATABASE)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${quoteIdentifier(TEMPLATE_DATABASE)}`);
  await admin.end();

  const orm = await openDatabase({ clientUrl: withDatabase(adminUrl, TEMPLATE_DATABASE) });
  await migrateToLatest(orm);
  await orm.close();

  project.provide('testDatabaseAdminUrl', adminUrl);
  return async () => {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
