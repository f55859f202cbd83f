import { beforeAll, describe, expect, it } from 'vitest';
import type { IProduct } from '@direto/db';
import { makeProduct } from '../../test/factories';
import { connectOpenDeliveryClient, type OpenDeliveryClient } from '../../test/open-delivery-client';
import { expectValid } from '../../test/open-delivery-schemas';
import { signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

/**
 * Issue 34: what a POS tells Direto about the store (PUT /v1/merchantOnboarding, POST
 * /v1/merchantUpdate, GET /v1/merchantStatus). The operator has not allowed private webhook
 * addresses here (OD_WEBHOOK_ALLOW_PRIVATE unset).
 */

const t = testAppForTheFile();
let owner: SignedInOwner;
let pos: OpenDeliveryClient;
let calabresa: IProduct;
let mussarela: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Pizzaria do PDV' });
  calabresa = await makeProduct(t.em(), owner.restaurant, { name: 'Calabresa', price: '45.00', externalCode: 'PDV-101' });
  mussarela = await makeProduct(t.em(), owner.restaurant, { name: 'Mussarela', price: '42.00', externalCode: 'PDV-102' });
  pos = await connectOpenDeliveryClient(t, owner);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const publicMenu = () => get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`).then((res) => res.json<{ isOpen: boolean }>());
const publicProducts = () => get(`/api/restaurants/${owner.restaurant.id}/products`).then((res) => res.json<{ id: string; isAvailable: boolean }[]>());

/** The public menu is kept in memory and refreshed by a database notification: read until it shows the change. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('PUT /v1/merchantOnboarding', () => {
  it('refuses a webhook on a private address (problem+json), like the settings screen', async () => {
    const res = await pos.put('/v1/merchantOnboarding?merchantId=pdv-1', { ordersWebhookURL: 'http://192.168.0.10/v1/newEvent' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, title: 'O webhook do PDV deve ser uma URL https:// num endereço público da internet' });
    const settings = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/open-delivery`);
    expect(settings.json().webhookUrl).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v1/merchantOnboarding?merchantId=pdv-1', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /v1/merchantUpdate and GET /v1/merchantStatus', () => {
  it('404 before any update', async () => {
    const res = await pos.get('/v1/merchantStatus?merchantId=pdv-1');
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().title).toContain('Nenhuma atualização');
  });

  it('UNAVAILABLE pauses the store on the public menu; AVAILABLE reopens it', async () => {
    expect((await publicMenu()).isOpen).toBe(true);
    const paused = await pos.post('/v1/merchantUpdate', { merchantStatus: 'UNAVAILABLE', somethingNew: true });
    expect(paused.statusCode, paused.body).toBe(204);
    expect((await eventually(publicMenu, (menu) => !menu.isOpen)).isOpen).toBe(false);

    const status = await pos.get('/v1/merchantStatus?merchantId=pdv-1');
    expect(status.statusCode, status.body).toBe(200);
    expectValid('MerchantStatus', status.json());
    expect(status.json()).toMatchObject({ status: 'SUCCESS' });

    expect((await pos.post('/v1/merchantUpdate', { merchantStatus: 'AVAILABLE' })).statusCode).toBe(204);
    expect((await eventually(publicMenu, (menu) => menu.isOpen)).isOpen).toBe(true);
  });

  it('ITEM availability by externalCode hides and shows products; an unknown code is reported', async () => {
    const hidden = await pos.post('/v1/merchantUpdate', {
      entityType: 'ITEM',
      updatedObjects: [
        { id: 'a', name: 'Calabresa', externalCode: 'PDV-101', status: 'UNAVAILABLE', unit: 'UN', description: '' },
        { id: 'b', externalCode: 'PDV-999', status: 'UNAVAILABLE' },
      ],
    });
    expect(hidden.statusCode, hidden.body).toBe(204);
    const products = await eventually(publicProducts, (list) => list.some((product) => product.id === calabresa.id && !product.isAvailable));
    expect(products.find((product) => product.id === calabresa.id)?.isAvailable).toBe(false);
    expect(products.find((product) => product.id === mussarela.id)?.isAvailable).toBe(true);
    const status = (await pos.get('/v1/merchantStatus?merchantId=pdv-1')).json();
    expect(status).toMatchObject({ status: 'FAIL', moreInfo: 'Código PDV não encontrado: PDV-999' });

    expect((await pos.post('/v1/merchantUpdate', { entityType: 'ITEM', updatedObjects: [{ externalCode: 'PDV-101', status: 'AVAILABLE' }] })).statusCode).toBe(204);
    const back = await eventually(publicProducts, (list) => list.some((product) => product.id === calabresa.id && product.isAvailable));
    expect(back.find((product) => product.id === calabresa.id)?.isAvailable).toBe(true);
  });

  it('a menu push is answered but not applied: Direto owns the menu, and merchantStatus says so', async () => {
    const res = await pos.post('/v1/merchantUpdate', { entityType: 'CATEGORY', updatedObjects: [{ id: 'c', name: 'Pizzas', externalCode: 'CAT', status: 'AVAILABLE', index: 0 }] });
    expect(res.statusCode).toBe(204);
    expect((await pos.get('/v1/merchantStatus?merchantId=pdv-1')).json()).toMatchObject({ status: 'FAIL', moreInfo: expect.stringContaining('cardápio gerenciado no Direto') });
  });

  it('refuses a bad merchantStatus and an entityType without objects (400 problem+json)', async () => {
    const bad = await pos.post('/v1/merchantUpdate', { merchantStatus: 'CLOSED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, title: 'merchantStatus deve ser AVAILABLE ou UNAVAILABLE' });
    const empty = await pos.post('/v1/merchantUpdate', { entityType: 'ITEM', updatedObjects: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe('Com entityType, updatedObjects não pode ser vazio');
  });
});
