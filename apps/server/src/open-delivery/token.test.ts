import { beforeAll, describe, expect, it } from 'vitest';
import { connectOpenDeliveryClient, requestToken, type OpenDeliveryClient } from '../../test/open-delivery-client';
import { expectValid } from '../../test/open-delivery-schemas';
import { signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

const t = testAppForTheFile();
let owner: SignedInOwner;
let pos: OpenDeliveryClient;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina do Token' });
  pos = await connectOpenDeliveryClient(t, owner);
});

/** Each test its own address, so that the per-address limit of one does not reach another. */
let lastAddress = 10;
const freshAddress = () => `203.0.113.${++lastAddress}`;

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({ status, title: expect.any(String) });
  expectValid('Error', res.json());
}

describe('POST /oauth/token', () => {
  it('grants a bearer token for form-urlencoded and for JSON credentials', async () => {
    const form = await requestToken(t, { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'client_credentials' }, freshAddress());
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 3600 });
    expectValid('TokenResponse', form.json());

    const json = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'client_credentials', scope: 'od.all', extra: 1 },
    });
    expect(json.statusCode).toBe(200);
    expectValid('TokenResponse', json.json());
    const polled = await t.app.inject({ method: 'GET', url: '/v1/events:polling', headers: { authorization: `Bearer ${json.json<{ access_token: string }>().access_token}` } });
    expect([200, 204]).toContain(polled.statusCode);
  });

  it('refuses a wrong secret with 401, another grant with 400 and missing fields with 400, all problem+json', async () => {
    const address = freshAddress();
    const wrong = await requestToken(t, { client_id: pos.clientId, client_secret: 'errado', grant_type: 'client_credentials' }, address);
    expectProblem(wrong, 401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const unknownClient = await requestToken(t, { client_id: 'ninguem', client_secret: pos.clientSecret, grant_type: 'client_credentials' }, address);
    expectProblem(unknownClient, 401);
    const grant = await requestToken(t, { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'password' }, address);
    expectProblem(grant, 400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await requestToken(t, { client_id: pos.clientId, grant_type: 'client_credentials' }, address);
    expectProblem(missing, 400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const malformed = await t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: '{"client_id":' });
    expectProblem(malformed, 400);
    expect(JSON.stringify([wrong.json(), grant.json(), missing.json()])).not.toContain(pos.clientSecret);
  });

  it('answers 429 after 10 failed attempts for one client id, from any address, even with the right secret', async () => {
    const other = await signedInOwner(t, { name: 'Cantina Atacada' });
    const target = await connectOpenDeliveryClient(t, other);
    for (let attempt = 0; attempt < 10; attempt++) {
      expectProblem(await requestToken(t, { client_id: target.clientId, client_secret: `chute-${attempt}`, grant_type: 'client_credentials' }, freshAddress()), 401);
    }
    const limited = await requestToken(t, { client_id: target.clientId, client_secret: target.clientSecret, grant_type: 'client_credentials' }, freshAddress());
    expectProblem(limited, 429);
    expect(limited.json<{ title: string }>().title).toMatch(/^Muitas tentativas com credenciais erradas/);
  });

  it('answers 429 after 10 failed attempts from one address, whatever client id they name', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expectProblem(await requestToken(t, { client_id: `cliente-${attempt}`, client_secret: 'x', grant_type: 'client_credentials' }, address), 401);
    }
    expectProblem(await requestToken(t, { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'client_credentials' }, address), 429);
    // Another address is still served.
    expect((await requestToken(t, { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'client_credentials' }, freshAddress())).statusCode).toBe(200);
  });
});

describe('the /v1 routes without a valid token', () => {
  const ORDER = '00000000-0000-4000-8000-000000000000';
  const routes: Array<['GET' | 'POST', string]> = [
    ['GET', '/v1/events:polling'],
    ['POST', '/v1/events/acknowledgment'],
    ['GET', `/v1/orders/${ORDER}`],
    ['POST', `/v1/orders/${ORDER}/confirm`],
  ];

  it.each(routes)('%s %s is 401 problem+json without a token, with a forged one and with one of replaced credentials', async (method, url) => {
    const none = await t.app.inject({ method, url });
    expectProblem(none, 401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const forged = await t.app.inject({ method, url, headers: { authorization: `Bearer ${pos.token.slice(0, -2)}xx` } });
    expectProblem(forged, 401);
    const garbage = await t.app.inject({ method, url, headers: { authorization: 'Bearer abc.def' } });
    expectProblem(garbage, 401);
  });

  it('refuses the old pair and its tokens once new credentials are issued, and every token once switched off', async () => {
    const owner2 = await signedInOwner(t, { name: 'Cantina Renovada' });
    const old = await connectOpenDeliveryClient(t, owner2);
    const renewed = await owner2.rest.post(`/api/restaurants/${owner2.restaurant.id}/open-delivery/credentials`);
    expect(renewed.statusCode).toBe(201);
    expectProblem(await old.get('/v1/events:polling'), 401);
    expectProblem(await requestToken(t, { client_id: old.clientId, client_secret: old.clientSecret, grant_type: 'client_credentials' }, freshAddress()), 401);
    const fresh = renewed.json<{ clientId: string; clientSecret: string }>();
    const granted = await requestToken(t, { client_id: fresh.clientId, client_secret: fresh.clientSecret, grant_type: 'client_credentials' }, freshAddress());
    expect(granted.statusCode).toBe(200);
    const token = granted.json<{ access_token: string }>().access_token;
    const poll = () => t.app.inject({ method: 'GET', url: '/v1/events:polling', headers: { authorization: `Bearer ${token}` } });
    expect((await poll()).statusCode).toBe(204);
    expect((await owner2.rest.put(`/api/restaurants/${owner2.restaurant.id}/open-delivery`, { enabled: false })).statusCode).toBe(200);
    expectProblem(await poll(), 401);
    expectProblem(await requestToken(t, { client_id: fresh.clientId, client_secret: fresh.clientSecret, grant_type: 'client_credentials' }, freshAddress()), 401);
  });
});

describe('GET /v1/versions/orderingApp', () => {
  it('answers without a token: version 1.7.1 and polling', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/versions/orderingApp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ merchant: { version: '1.7.1' }, order: { version: '1.7.1', availableEventsMethods: expect.arrayContaining(['POLLING']) } });
    expectValid('VersionOrderingApp', res.json());
  });
});
