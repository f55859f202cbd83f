import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@direto/db/testing';
import { testAppWritingItsLog } from '../../test/app-writing-its-log';
import { connectOpenDeliveryClient, requestToken } from '../../test/open-delivery-client';
import { signedInOwner } from '../../test/restaurant-fixtures';
import { startedForTheFile } from '../../test/per-file';

// Issue 34: a POS's client secret and its bearer tokens never reach the log, whatever the request
// (the token's form body, a JSON body, a malformed one) and whether it succeeds or fails.

const database = startedForTheFile(() => createTestDatabase(), (started) => started.destroy());

describe.each(['production', 'development'] as const)('the log (%s) with Open Delivery', (NODE_ENV) => {
  const t = testAppWritingItsLog(database, NODE_ENV, { LOG_LEVEL: 'debug' });

  it('never holds the client secret nor the token', async () => {
    const owner = await signedInOwner(t, { name: `Cantina ${NODE_ENV}` });
    const pos = await connectOpenDeliveryClient(t, owner);
    await pos.get('/v1/events:polling');
    await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'password' } });
    await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: `{"client_secret":"${pos.clientSecret}",` });
    await requestToken(t, { client_id: pos.clientId, client_secret: `${pos.clientSecret}x`, grant_type: 'client_credentials' });
    await pos.post('/v1/events/acknowledgment', { client_secret: pos.clientSecret });
    expect(t.written()).toContain('/oauth/token');
    expect(t.written()).not.toContain(pos.clientSecret);
    expect(t.written()).not.toContain(pos.token);
    expect(t.written()).not.toContain(pos.token.split('.')[1]);
  });
});
