import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClockTo } from '@direto/api';
import type { IProduct } from '@direto/db';
import { makeProduct } from '../../test/factories';
import { listenOnPort, startPeerApp, type PeerApp } from '../../test/peer-app';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';
import { PUBLIC_CACHE_CONTROL } from './menu-cache-plugin';

/**
 * Issue 20: the public restaurant and menu answers come from memory, pre-compressed, with a strong
 * ETag, and every edit reaches every process within a second.
 */
const t = testAppForTheFile();
/** Where `t` listens, for real HTTP (what a browser goes through). */
let base: string;
let owner: SignedInOwner;
let other: SignedInOwner;
let moqueca: IProduct;
let pastel: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '5.00' });
  other = await signedInOwner(t, { name: 'Pastelaria do Zé', deliveryFee: '0.00' });
  moqueca = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '89.90' });
  pastel = await makeProduct(t.em(), other.restaurant, { name: 'Pastel de carne', price: '9.50' });
  base = (await listenOnPort(t.app)).url;
});
afterEach(() => {
  setClockTo(null);
});

const slugUrl = (o: SignedInOwner) => `/api/restaurants/slug/${o.restaurant.shareableSlug}`;
const productsUrl = (o: SignedInOwner) => `/api/restaurants/${o.restaurant.id}/products`;
const trpcUrl = (path: string, input: unknown, batch = false) => `/trpc/${path}?${batch ? 'batch=1&' : ''}input=${encodeURIComponent(JSON.stringify(input))}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The answer without its instant of computation (asOf), which moves with the clock. */
function withoutAsOf(json: string): unknown {
  return JSON.parse(json, (key, value: unknown) => (key === 'asOf' ? undefined : value));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads until the answer is the kept one (the fixtures' own notifications may still be arriving). */
async function settled(url: string) {
  let previous = await get(url);
  for (let attempt = 0; attempt < 50; attempt++) {
    const next = await get(url);
    if (next.headers.etag === previous.headers.etag) return next;
    previous = next;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return previous;
}

describe('answers from memory', () => {
  it('sends the restaurant with a strong ETag, a public must-revalidate policy, and 304 to If-None-Match', async () => {
    const first = await settled(slugUrl(owner));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json()).toMatchObject({ name: 'Sabor da Bahia', deliveryFee: '5.00', isOpen: true, openState: { status: 'open' } });

    const again = await get(slugUrl(owner), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(slugUrl(owner), { 'if-none-match': '"outro"' })).statusCode).toBe(200);
  });

  it('sends the menu pre-compressed in brotli or gzip, the same bytes as without compression', async () => {
    // Big enough to be compressed (1 KB and more).
    for (let i = 0; i < 8; i++) await makeProduct(t.em(), owner.restaurant, { name: `Acarajé ${i}`, price: '12.00', description: 'Bolinho de feijão-fradinho frito no dendê, com vatapá e camarão seco.' });
    const plain = await settled(productsUrl(owner));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(productsUrl(owner), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(productsUrl(owner), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(plain.json().map((product: { name: string }) => product.name)).toContain('Moqueca');
    expect((await get(productsUrl(owner), { 'if-none-match': `W/${plain.headers.etag as string}` })).statusCode).toBe(304);
  });

  it('answers tRPC exactly as tRPC does, alone or in a batch of public reads, and leaves mixed batches to tRPC', async () => {
    const rest = (await get(productsUrl(owner))).body;
    const single = await get(trpcUrl('product.listByRestaurant', { id: owner.restaurant.id }));
    expect(single.statusCode).toBe(200);
    expect(single.headers.etag).toBeDefined();
    expect(single.body).toBe(`{"result":{"data":${rest}}}`);

    const batch = await get(trpcUrl('restaurant.bySlug,product.listByRestaurant', { 0: { slug: owner.restaurant.shareableSlug }, 1: { id: owner.restaurant.id } }, true));
    expect(batch.statusCode).toBe(200);
    expect(batch.headers.etag).toBeDefined();
    const [restaurant, products] = batch.json();
    expect(restaurant.result.data.name).toBe('Sabor da Bahia');
    expect(JSON.stringify(products.result.data)).toBe(rest);

    // With auth.me in it, the batch is tRPC's own (no ETag), and its data is the same.
    const mixed = await get(trpcUrl('auth.me,product.listByRestaurant', { 0: {}, 1: { id: owner.restaurant.id } }, true), { cookie: owner.cookie });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.headers.etag).toBeUndefined();
    const [me, menu] = mixed.json();
    expect(me.result.data.id).toBe(owner.user.id);
    expect(JSON.stringify(menu.result.data)).toBe(rest);
    // The uncached path answers the same restaurant, field for field.
    const uncached = await get(trpcUrl('auth.me,restaurant.bySlug', { 0: {}, 1: { slug: owner.restaurant.shareableSlug } }, true));
    expect(withoutAsOf(JSON.stringify(uncached.json()[1].result.data))).toEqual(withoutAsOf((await get(slugUrl(owner))).body));
  });

  it('never answers one restaurant with another’s data, and leaves unknown or invalid reads to the routes', async () => {
    const mine = await get(slugUrl(owner));
    const theirs = await get(slugUrl(other));
    expect(mine.json().id).toBe(owner.restaurant.id);
    expect(theirs.json().id).toBe(other.restaurant.id);
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    const theirMenu = (await get(productsUrl(other))).json();
    expect(theirMenu.map((product: { id: string }) => product.id)).toEqual([pastel.id]);
    const crossed = (await get(trpcUrl('restaurant.bySlug,product.listByRestaurant', { 0: { slug: owner.restaurant.shareableSlug }, 1: { id: other.restaurant.id } }, true))).json();
    expect(crossed[0].result.data.id).toBe(owner.restaurant.id);
    expect(crossed[1].result.data.map((product: { id: string }) => product.id)).toEqual([pastel.id]);

    const missing = await get('/api/restaurants/slug/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Restaurante não encontrado' });
    expect((await get('/api/restaurants/nao-e-uuid/products')).statusCode).toBe(400);
    expect((await get(trpcUrl('restaurant.bySlug', { slug: 'nao-existe' }))).statusCode).toBe(404);
  });

  it('answers a signed-in reader without looking the session up', async () => {
    const customer = await signedInCustomer(t);
    const anonymous = await settled(slugUrl(owner));
    const signedIn = await get(slugUrl(owner), { cookie: customer.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    // The session is gone from the store: a route that read it would drop the browser's cookie.
    await t.em().getConnection().execute(`delete from sessions where sess->>'userId' = ?`, [customer.user.id]);
    const afterLogout = await get(slugUrl(owner), { cookie: customer.cookie });
    expect(afterLogout.statusCode).toBe(200);
    expect(afterLogout.headers['set-cookie']).toBeUndefined();
    expect((await get('/api/user', { cookie: customer.cookie })).headers['set-cookie']).toBeDefined();
  });
});

/** A GET over real HTTP, the bytes as sent (fetch would decompress them). */
function httpGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ between any two answers (the instant) or only over a socket (keep-alive). */
function lasting(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, unknown> {
  const { date: _date, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('over HTTP, a read answered before (kept answers skip the routing)', () => {
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  let tapioca: SignedInOwner;
  let queijo: IProduct;
  beforeAll(async () => {
    tapioca = await signedInOwner(t, { name: 'Tapiocaria da Praça' });
    queijo = await makeProduct(t.em(), tapioca.restaurant, { name: 'Tapioca de queijo', price: '12.00' });
    // Big enough to be compressed (1 KB and more).
    for (let i = 0; i < 8; i++) await makeProduct(t.em(), tapioca.restaurant, { name: `Tapioca ${i}`, price: '14.00', description: 'Goma fresca, recheio de coco com leite condensado ou carne de sol.' });
  });

  it('gets the same status, headers and bytes as through every hook', async () => {
    const batch = trpcUrl('restaurant.bySlug,product.listByRestaurant', { 0: { slug: tapioca.restaurant.shareableSlug }, 1: { id: tapioca.restaurant.id } }, true);
    const cases: [string, Record<string, string>][] = [
      [slugUrl(tapioca), {}],
      [slugUrl(tapioca), br],
      [productsUrl(tapioca), {}],
      [productsUrl(tapioca), br],
      [productsUrl(tapioca), { 'accept-encoding': 'gzip' }],
      [productsUrl(tapioca), { ...br, 'x-no-compression': '1' }],
      [batch, br],
    ];
    for (const [url, headers] of cases) {
      // Retried while the kept answer is rebuilt in between (a late notification of the fixtures, its age limit).
      await vi.waitFor(async () => {
        await httpGet(url, headers);
        const again = await httpGet(url, headers);
        const injected = await get(url, headers);
        expect(again.status, url).toBe(200);
        expect(lasting(again.headers), url).toEqual(lasting(injected.headers));
        expect(again.body.equals(injected.rawPayload), url).toBe(true);

        const notModified = await httpGet(url, { ...headers, 'if-none-match': String(injected.headers.etag) });
        const injectedNotModified = await get(url, { ...headers, 'if-none-match': String(injected.headers.etag) });
        expect(notModified.status).toBe(304);
        expect(lasting(notModified.headers)).toEqual(lasting(injectedNotModified.headers));
        expect(notModified.body.length).toBe(0);
      });
    }
  });

  it('a new spelling of the URL goes through the hooks once, with the same answer', async () => {
    const upper = `/api/restaurants/slug/${tapioca.restaurant.shareableSlug.toUpperCase()}`;
    await vi.waitFor(async () => {
      const first = await httpGet(upper, br);
      const again = await httpGet(upper, br);
      expect(first.status).toBe(200);
      expect(lasting(again.headers)).toEqual(lasting(first.headers));
      expect(again.body.equals(first.body)).toBe(true);
      expect(JSON.parse(again.body.toString()).id).toBe(tapioca.restaurant.id);
    });
  });

  it('shows an edit at once', async () => {
    await httpGet(productsUrl(tapioca));
    const before = await httpGet(productsUrl(tapioca));
    const res = await tapioca.rest.put(`/api/products/${queijo.id}`, { name: 'Tapioca de queijo', description: 'Queijo coalho', price: '13.50', prepTime: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await httpGet(productsUrl(tapioca), { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    const menu = JSON.parse(after.body.toString()) as { id: string; price: string }[];
    expect(menu.find((product) => product.id === queijo.id)?.price).toBe('13.50');
  });
});

describe('an edit is served at once', () => {
  it('restaurant fields', async () => {
    await get(slugUrl(owner));
    const res = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, { name: 'Sabor da Bahia', description: 'Comida baiana de verdade', deliveryFee: '6.50', deliveryTime: '40-50 min', isOpen: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(slugUrl(owner))).json()).toMatchObject({ description: 'Comida baiana de verdade', deliveryFee: '6.50', deliveryTime: '40-50 min' });
  });

  it('a product’s price, in REST and in the tRPC batch', async () => {
    const batchUrl = trpcUrl('restaurant.bySlug,product.listByRestaurant', { 0: { slug: owner.restaurant.shareableSlug }, 1: { id: owner.restaurant.id } }, true);
    const before = await get(productsUrl(owner));
    await get(batchUrl);
    const res = await owner.rest.put(`/api/products/${moqueca.id}`, { name: 'Moqueca', description: 'Peixe no dendê', price: '94.90', prepTime: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(productsUrl(owner), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().find((product: { id: string }) => product.id === moqueca.id).price).toBe('94.90');
    const batch = (await get(batchUrl)).json();
    expect(batch[1].result.data.find((product: { id: string }) => product.id === moqueca.id).price).toBe('94.90');
  });

  it('an option group and its link to a product', async () => {
    await get(productsUrl(owner));
    const group = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, { name: 'Acompanhamento', min: 0, max: 1, options: [{ name: 'Pirão', price: '4.00' }] });
    expect(group.statusCode, group.body).toBe(201);
    expect((await owner.rest.put(`/api/products/${moqueca.id}/option-groups`, { groupIds: [group.json().id] })).statusCode).toBe(200);
    const linked = (await get(productsUrl(owner))).json().find((product: { id: string }) => product.id === moqueca.id);
    expect(linked.optionGroups.map((g: { name: string }) => g.name)).toEqual(['Acompanhamento']);

    const saved = group.json();
    const renamed = await owner.rest.put(`/api/option-groups/${saved.id}`, { name: 'Acompanhamentos', min: 0, max: 1, options: [{ id: saved.options[0].id, name: 'Pirão de peixe', price: '5.00' }] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const menu = (await get(productsUrl(owner))).json().find((product: { id: string }) => product.id === moqueca.id);
    expect(menu.optionGroups[0]).toMatchObject({ name: 'Acompanhamentos', options: [{ name: 'Pirão de peixe', price: '5.00' }] });
  });

  it('opening hours', async () => {
    setClockTo(new Date('2026-11-27T15:00:00-03:00'));
    expect((await get(slugUrl(owner))).json().isOpen).toBe(true);
    const dinner = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '18:00', closes: '23:00' }));
    const res = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/opening-hours`, { timezone: 'America/Sao_Paulo', weekly: dinner, exceptions: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(slugUrl(owner))).json()).toMatchObject({ isOpen: false, openState: { status: 'closed', message: 'Fechado agora · Abre hoje às 18:00' } });
    await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/opening-hours`, { timezone: 'America/Sao_Paulo', weekly: [], exceptions: [] });
    expect((await get(slugUrl(owner))).json().isOpen).toBe(true);
  });

  it('a change written straight to the database arrives through the notification', async () => {
    await get(productsUrl(other));
    await t.em().getConnection().execute(`update products set price = '11.00' where id = ?`, [pastel.id]);
    const menu = await until(() => get(productsUrl(other)).then((res) => res.json()), (products) => products[0]?.price === '11.00', 1_000);
    expect(menu[0].price).toBe('11.00');
  });
});

describe('the clock', () => {
  it('flips a kept restaurant from open to closed at its closing time, with no edit', async () => {
    setClockTo(new Date('2026-11-27T12:00:00-03:00'));
    const lunch = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '11:00', closes: '15:00' }));
    await other.rest.put(`/api/restaurants/${other.restaurant.id}/opening-hours`, { timezone: 'America/Sao_Paulo', weekly: lunch, exceptions: [] });
    setClockTo(new Date('2026-11-27T14:59:58-03:00'));
    const open = await settled(slugUrl(other));
    expect(open.json()).toMatchObject({ isOpen: true, openState: { status: 'open', closesAt: '2026-11-27T18:00:00.000Z' } });
    expect((await get(slugUrl(other), { 'if-none-match': open.headers.etag as string })).statusCode).toBe(304);
    // 2.5 s later on the clock: past closing, well before the answer's own age limit.
    setClockTo(new Date('2026-11-27T15:00:00.500-03:00'));
    const closed = await get(slugUrl(other), { 'if-none-match': open.headers.etag as string });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ isOpen: false, openState: { status: 'closed', message: 'Fechado agora · Abre amanhã às 11:00' } });
    await other.rest.put(`/api/restaurants/${other.restaurant.id}/opening-hours`, { timezone: 'America/Sao_Paulo', weekly: [], exceptions: [] });
  });
});

describe('the listener', () => {
  it('drops every kept answer after reconnecting (edits may have been missed)', async () => {
    await settled(slugUrl(owner));
    expect(t.app.menuCache.size).toBeGreaterThan(0);
    const pid = t.app.orderEventListener.backendPid;
    await t.em().getConnection().execute('select pg_terminate_backend(?)', [pid]);
    await until(async () => t.app.orderEventListener.backendPid, (now) => now !== null && now !== pid, 5_000);
    expect(t.app.orderEventListener.listening).toBe(true);
    expect(t.app.menuCache.size).toBe(0);
  });
});

describe('two server processes on one database', () => {
  let peer: PeerApp & { close(): Promise<void> };
  beforeAll(async () => {
    peer = await startPeerApp(t);
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('an edit through A is served by B within a second', async () => {
    const read = async () => (await fetch(new URL(productsUrl(owner), peer.url))).json() as Promise<{ id: string; price: string }[]>;
    const readRestaurant = async () => (await fetch(new URL(slugUrl(owner), peer.url))).json() as Promise<{ name: string }>;
    await read();
    await readRestaurant();
    const before = await fetch(new URL(productsUrl(owner), peer.url));
    expect(before.headers.get('etag')).toBeTruthy();

    const res = await owner.rest.put(`/api/products/${moqueca.id}`, { name: 'Moqueca', description: 'Peixe no dendê', price: '99.90', prepTime: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const started = Date.now();
    const menu = await until(read, (products) => products.find((product) => product.id === moqueca.id)?.price === '99.90', 1_000);
    expect(menu.find((product) => product.id === moqueca.id)?.price).toBe('99.90');
    expect(Date.now() - started).toBeLessThan(1_000);

    await restClient(t, owner.cookie).put(`/api/restaurants/${owner.restaurant.id}`, { name: 'Sabor da Bahia Raiz', deliveryFee: '6.50', deliveryTime: '40-50 min', isOpen: true });
    const renamed = await until(readRestaurant, (restaurant) => restaurant.name === 'Sabor da Bahia Raiz', 1_000);
    expect(renamed.name).toBe('Sabor da Bahia Raiz');
  });
});
