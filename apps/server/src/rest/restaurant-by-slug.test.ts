import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../../test/test-app';
import { makeRestaurant } from '../../test/factories';
import { callerFor } from '../../test/caller';

const t = testAppForTheFile();
let slug: string;

beforeAll(async () => {
  const restaurant = await makeRestaurant(t.em(), { name: 'Sabor da Bahia', deliveryFee: '5', rating: '4.8' });
  slug = restaurant.shareableSlug;
});

describe('GET /api/restaurants/slug/{slug} — the vertical slice', () => {
  it('returns the restaurant with money and rating as numeric strings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/restaurants/slug/${slug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Sabor da Bahia', shareableSlug: slug, deliveryFee: '5.00', rating: '4.80', isOpen: true, deliveryTime: '30-45 min' });
    expect(body.password).toBeUndefined();
  });

  it('answers 404 JSON in Portuguese for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurants/slug/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Restaurante não encontrado' });
  });

  it('is the same procedure through tRPC', async () => {
    const caller = callerFor(t, null);
    const restaurant = await caller.restaurant.bySlug({ slug });
    expect(restaurant.deliveryFee).toBe('5.00');
    await expect(caller.restaurant.bySlug({ slug: 'nao-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Restaurante não encontrado' });
  });

  it('is reachable over HTTP at /trpc', async () => {
    const input = encodeURIComponent(JSON.stringify({ slug }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/restaurant.bySlug?input=${input}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.name).toBe('Sabor da Bahia');
  });
});

describe('server shell', () => {
  it('answers /healthz after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada' });
  });

  it('refuses malformed JSON with a 400 in Portuguese', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nao-existe', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });
});
