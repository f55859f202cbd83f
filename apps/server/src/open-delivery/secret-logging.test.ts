import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@direto/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { connectOpenDeliveryClient, requestToken } from '../../test/open-delivery-client';
import { signedInOwner } from '../../test/restaurant-fixtures';
import type { TestApp } from '../../test/test-app';

// Issue 34: a POS's client secret and its bearer tokens never reach the log, whatever the request
// (the token's form body, a JSON body, a malformed one) and whether it succeeds or fails.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe.each(['production', 'development'] as const)('the log (%s) with Open Delivery', (NODE_ENV) => {
  let written = '';
  let t: TestApp;

  beforeAll(async () => {
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'direto-test-data-')),
        LOG_LEVEL: 'debug',
      }),
      NODE_ENV,
    };
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const app = await buildApp({ config, orm: database.orm, logger: createLogger(config, sink) });
    await app.ready();
    t = { app, orm: database.orm, config, em: () => database.orm.em.fork(), close: () => app.close() };
  });
  afterAll(async () => {
    await t?.app.close();
  });

  it('never holds the client secret nor the token', async () => {
    const owner = await signedInOwner(t, { name: `Cantina ${NODE_ENV}` });
    const pos = await connectOpenDeliveryClient(t, owner);
    await pos.get('/v1/events:polling');
    await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'password' } });
    await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: `{"client_secret":"${pos.clientSecret}",` });
    await requestToken(t, { client_id: pos.clientId, client_secret: `${pos.clientSecret}x`, grant_type: 'client_credentials' });
    await pos.post('/v1/events/acknowledgment', { client_secret: pos.clientSecret });
    expect(written).toContain('/oauth/token');
    expect(written).not.toContain(pos.clientSecret);
    expect(written).not.toContain(pos.token);
    expect(written).not.toContain(pos.token.split('.')[1]);
  });
});
