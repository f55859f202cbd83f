import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_SETTING_KEY } from '@direto/contracts';
import { Setting } from '@direto/db';
import { createTestDatabase } from '@direto/db/testing';
import { buildApp } from './app';
import { loadConfig } from './config';

// One error model: whatever goes wrong inside, a client sees a status and a pt-BR message, never
// the internal text; the real error goes to the log with the request id.
const GENERIC = 'Erro interno do servidor';

type LogEntry = { level: number; msg: string; reqId?: string; err?: { message?: string } };
const logs: LogEntry[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogEntry);
    done();
  },
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'direto-test-data-')),
  });
  app = await buildApp({ config, orm: database.orm, logger: pino({ level: 'error' }, logSink) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});
beforeEach(() => {
  logs.length = 0;
});

const errorLogs = () => logs.filter((entry) => entry.level >= 50);

describe('a procedure whose output breaks its own schema', () => {
  beforeEach(async () => {
    // A logo path written by something other than the app: logo.get's output schema refuses it.
    await database.orm.em.fork().upsert(Setting, { key: LOGO_SETTING_KEY, value: 'https://elsewhere.example/logo.png' });
  });

  it('is a 500 with the generic message on REST, logged with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/logo' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC });
    expect(errorLogs()).toEqual([expect.objectContaining({ reqId: expect.any(String), err: expect.objectContaining({ message: expect.stringContaining('Output validation failed') }) })]);
  });

  it('is a 500 with the generic message on tRPC, naming no internal field, logged with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/logo.get' });
    expect(res.statusCode).toBe(500);
    const { error } = res.json();
    expect(error.message).toBe(GENERIC);
    expect(error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });
    expect(error.data.issues).toBeUndefined();
    expect(res.body).not.toContain('logoPath');
    expect(res.body).not.toContain('elsewhere');
    expect(errorLogs()).toEqual([expect.objectContaining({ reqId: expect.any(String), msg: 'tRPC error' })]);
  });
});

describe('a database error', () => {
  beforeAll(async () => {
    await database.orm.em.getConnection().execute('alter table settings rename to settings_gone');
  });
  afterAll(async () => {
    await database.orm.em.getConnection().execute('alter table settings_gone rename to settings');
  });

  it('never shows its text to a tRPC client', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/logo.get' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe(GENERIC);
    expect(res.body).not.toMatch(/settings|relation|does not exist|select/i);
    expect(errorLogs()).toEqual([expect.objectContaining({ reqId: expect.any(String), err: expect.objectContaining({ message: expect.stringContaining('settings') }) })]);
  });

  it('never shows its text to a REST client', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/logo' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC });
  });
});
