import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeRestaurant } from '../../test/factories';
import { decodeQrSvg } from '../../test/qr-svg';

const PUBLIC_URL = 'https://pedidos.exemplo.com.br';

const t = testAppForTheFile({ PUBLIC_URL });
let restaurantId: string;

beforeAll(async () => {
  restaurantId = (await makeRestaurant(t.em(), { name: 'Sabor da Bahia', shareableSlug: 'sabor-da-bahia-qr' })).id;
});

describe('GET /api/restaurants/{id}/qr.svg', () => {
  it('serves, to anyone, an SVG whose QR code reads as the restaurant’s public link on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}/qr.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(decodeQrSvg(res.body)).toBe(`${PUBLIC_URL}/r/sabor-da-bahia-qr`);
  });

  it('answers 404 JSON for an unknown restaurant and 400 for an id that is not one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/restaurants/${randomUUID()}/qr.svg` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.json()).toEqual({ message: 'Restaurante não encontrado' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/restaurants/nao-e-um-id/qr.svg' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id: Identificador inválido');
  });

  it('is the same procedure through tRPC (the web app’s poster uses it)', async () => {
    const svg = await callerFor(t, null).restaurant.qrSvg({ id: restaurantId });
    expect(decodeQrSvg(svg)).toBe(`${PUBLIC_URL}/r/sabor-da-bahia-qr`);
  });

  it('is listed in OpenAPI as an SVG image', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/restaurants/{id}/qr.svg'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(operation.security).toEqual([]);
  });
});
