import type { LookupAddress } from 'node:dns';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC, type OpenDeliverySettings } from '@direto/contracts';
import { OpenDeliveryMerchant, RestaurantMember, User } from '@direto/db';
import { connectOpenDeliveryClient, requestToken } from '../../test/open-delivery-client';
import { registerAndLogin } from '../../test/session';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile, type TestApp } from '../../test/test-app';

/** Names as the internet resolves them: the POS vendor's to a public address, the router's to the restaurant's network. */
const DNS: Record<string, string> = { 'pdv.exemplo.com.br': '142.250.79.42', 'pdv.local.exemplo.com.br': '192.168.0.20' };
const resolvePushHost = async (hostname: string): Promise<LookupAddress[]> => (DNS[hostname] ? [{ address: DNS[hostname], family: 4 }] : []);

const t = testAppForTheFile({}, { resolvePushHost });
const lenient = testAppForTheFile({ OD_WEBHOOK_ALLOW_PRIVATE: 'true' }, { resolvePushHost });
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina Configurada' });
});

const settingsUrl = (restaurantId = owner.restaurant.id) => `/api/restaurants/${restaurantId}/open-delivery`;

describe('GET/PUT /api/restaurants/{id}/open-delivery and POST …/credentials', () => {
  it('starts switched off, without credentials; PUT switches it on and GET never shows the secret', async () => {
    const first = await owner.rest.get(settingsUrl());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ enabled: false, clientId: null, webhookUrl: null, lastPollAt: null, events: [] });

    const pos = await connectOpenDeliveryClient(t, owner);
    const read = await owner.rest.get(settingsUrl());
    expect(read.json<OpenDeliverySettings>()).toMatchObject({ enabled: true, clientId: pos.clientId });
    expect(read.body).not.toContain(pos.clientSecret);
    const stored = await t.em().findOneOrFail(OpenDeliveryMerchant, { restaurant: owner.restaurant.id });
    expect(stored.clientSecretSealed).toMatch(/^v1\./);
    expect(stored.clientSecretSealed).not.toContain(pos.clientSecret);
  });

  it('belongs to the owner: staff, another owner, a customer and anonymous are refused, and nothing changes', async () => {
    const other = await signedInOwner(t, { name: 'Outra Cantina' });
    const customer = await signedInCustomer(t);
    const person = await registerAndLogin(t, { userType: 'customer', firstName: 'João', lastName: 'Atendente' });
    const em = t.em();
    em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: em.getReference(User, person.user.id) });
    await em.flush();
    const before = (await owner.rest.get(settingsUrl())).json<OpenDeliverySettings>();
    for (const [who, client, status] of [
      ['staff', restClient(t, person.cookie), 403],
      ['another owner', other.rest, 403],
      ['a customer', customer.rest, 403],
      ['anonymous', restClient(t), 401],
    ] as const) {
      expect((await client.get(settingsUrl())).statusCode, who).toBe(status);
      expect((await client.put(settingsUrl(), { enabled: false })).statusCode, who).toBe(status);
      expect((await client.post(`${settingsUrl()}/credentials`)).statusCode, who).toBe(status);
    }
    expect((await owner.rest.get(settingsUrl())).json<OpenDeliverySettings>()).toEqual(before);
  });

  it('keeps the webhook URL left out, clears it with null, and refuses one that is not a URL', async () => {
    expect((await owner.rest.put(settingsUrl(), { enabled: true, webhookUrl: 'https://pdv.exemplo.com.br/od/newEvent' })).json()).toMatchObject({
      webhookUrl: 'https://pdv.exemplo.com.br/od/newEvent',
    });
    expect((await owner.rest.put(settingsUrl(), { enabled: true })).json()).toMatchObject({ webhookUrl: 'https://pdv.exemplo.com.br/od/newEvent' });
    expect((await owner.rest.put(settingsUrl(), { enabled: true, webhookUrl: null })).json()).toMatchObject({ webhookUrl: null });
    const typo = await owner.rest.put(settingsUrl(), { enabled: true, webhookUrl: 'pdv.exemplo.com.br' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toContain('Informe a URL completa do webhook do PDV');
  });

  it.each([
    ['http at a public name', 'http://pdv.exemplo.com.br/newEvent'],
    ['a private address', 'https://192.168.0.20/newEvent'],
    ['loopback', 'https://127.0.0.1:8443/newEvent'],
    ['a name that resolves to a private address', 'https://pdv.local.exemplo.com.br/newEvent'],
  ])('refuses %s unless the operator allows private webhooks', async (_, url) => {
    const refused = await owner.rest.put(settingsUrl(), { enabled: true, webhookUrl: url });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC);
    expect((await owner.rest.get(settingsUrl())).json<OpenDeliverySettings>().webhookUrl).not.toBe(url);

    const local = await signedInOwner(lenient as TestApp, { name: 'Cantina na Rede Local' });
    const accepted = await local.rest.put(`/api/restaurants/${local.restaurant.id}/open-delivery`, { enabled: true, webhookUrl: url });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().webhookUrl).toBe(url);
  });

  it('issuing new credentials kills the old pair and its tokens', async () => {
    const pos = await connectOpenDeliveryClient(t, owner);
    const renewed = await owner.rest.post(`${settingsUrl()}/credentials`);
    expect(renewed.statusCode).toBe(201);
    const fresh = renewed.json<{ clientId: string; clientSecret: string }>();
    expect(fresh.clientId).not.toBe(pos.clientId);
    expect((await pos.get('/v1/events:polling')).statusCode).toBe(401);
    expect((await requestToken(t, { client_id: pos.clientId, client_secret: pos.clientSecret, grant_type: 'client_credentials' }, '198.51.100.7')).statusCode).toBe(401);
    expect((await requestToken(t, { client_id: fresh.clientId, client_secret: fresh.clientSecret, grant_type: 'client_credentials' }, '198.51.100.7')).statusCode).toBe(200);
    expect((await owner.rest.get(settingsUrl())).json<OpenDeliverySettings>().clientId).toBe(fresh.clientId);
  });
});
