import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerRestaurant, Restaurant, User } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeRestaurant } from '../../test/factories';
import { restClient, signedInCustomer, type SignedInCustomer } from '../../test/restaurant-fixtures';

/** Issue 20: the customer list searched, filtered and paged (REST with X-Next-Cursor, and tRPC). */
const t = testAppForTheFile();
let customer: SignedInCustomer;
let url: (query: Record<string, string | number>) => string;

interface Item {
  id: string;
  name: string;
  cuisine: string | null;
  isOpen: boolean;
  registeredViaLink: boolean;
}

beforeAll(async () => {
  customer = await signedInCustomer(t);
  url = (query) => `/api/restaurants?${new URLSearchParams({ customerId: customer.user.id, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`;
  const em = t.em();
  await makeRestaurant(em, { name: 'São João Grill', cuisine: 'Brasileira' });
  await makeRestaurant(em, { name: 'Cantina Itália', cuisine: 'Italiana' });
  await makeRestaurant(em, { name: 'Sushi Kenzo', cuisine: 'Japonesa' });
  await makeRestaurant(em, { name: 'Árabe do Zé', cuisine: 'Árabe', isOpen: false });
  await makeRestaurant(em, { name: 'Doceria 100% Açúcar', cuisine: 'Doces & Sobremesas' });
  // Ties: several restaurants with the same name (and names differing only in accents and case).
  for (let i = 0; i < 4; i++) await makeRestaurant(em, { name: 'Pizzaria Mesma', cuisine: 'Pizza' });
  await makeRestaurant(em, { name: 'pizzaria mésma', cuisine: 'Pizza' });
  for (let i = 0; i < 9; i++) await makeRestaurant(em, { name: `Bistrô ${String.fromCharCode(65 + i)}`, cuisine: 'Gourmet', isOpen: i % 2 === 0 });
  const linked = await makeRestaurant(em, { name: 'Zeca Pelo Link', cuisine: 'Brasileira' });
  em.create(CustomerRestaurant, { customer: em.getReference(User, customer.user.id), restaurant: linked, registeredViaLink: true });
  await em.flush();
});

async function get(query: Record<string, string | number>) {
  const res = await customer.rest.get(url(query));
  return { status: res.statusCode, items: res.json() as Item[], next: res.headers['x-next-cursor'] as string | undefined, body: res.json() };
}

async function allPages(query: Record<string, string | number>): Promise<{ pages: Item[][]; lastNext: string | undefined }> {
  const pages: Item[][] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 50; guard++) {
    const page = await get(cursor ? { ...query, cursor } : query);
    expect(page.status).toBe(200);
    pages.push(page.items);
    if (!page.next) return { pages, lastNext: page.next };
    cursor = page.next;
  }
  throw new Error('páginas demais');
}

describe('search (q)', () => {
  it('finds names ignoring accents and case', async () => {
    expect((await get({ q: 'sao joao' })).items.map((r) => r.name)).toEqual(['São João Grill']);
    expect((await get({ q: 'SÃO JOÃO' })).items.map((r) => r.name)).toEqual(['São João Grill']);
    expect((await get({ q: 'italia' })).items.map((r) => r.name)).toEqual(['Cantina Itália']);
  });

  it('finds cuisines the same way', async () => {
    expect((await get({ q: 'arabe' })).items.map((r) => r.name)).toEqual(['Árabe do Zé']);
    expect((await get({ q: 'japon' })).items.map((r) => r.name)).toEqual(['Sushi Kenzo']);
  });

  it('takes % and _ literally, and finds nothing across name and cuisine', async () => {
    expect((await get({ q: '100%' })).items.map((r) => r.name)).toEqual(['Doceria 100% Açúcar']);
    expect((await get({ q: '%' })).items.map((r) => r.name)).toEqual(['Doceria 100% Açúcar']);
    expect((await get({ q: 'a_a' })).items).toEqual([]);
    expect((await get({ q: 'grill brasileira' })).items).toEqual([]);
  });

  it('a blank search is no search', async () => {
    expect((await get({ q: '   ' })).items).toHaveLength(await t.em().count(Restaurant, {}));
  });
});

describe('cuisine filter', () => {
  it('keeps exactly that cuisine, with or without a search', async () => {
    const gourmet = (await get({ cuisine: 'Gourmet' })).items;
    expect(gourmet).toHaveLength(9);
    expect(gourmet.every((r) => r.cuisine === 'Gourmet')).toBe(true);
    expect((await get({ cuisine: 'Pizza', q: 'mesma' })).items).toHaveLength(5);
    expect((await get({ cuisine: 'Italiana', q: 'sushi' })).items).toEqual([]);
  });

  it('refuses a cuisine outside the list', async () => {
    const res = await get({ cuisine: 'Marciana' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('cuisine: Escolha um tipo de cozinha da lista');
  });
});

describe('pages (limit, cursor, X-Next-Cursor)', () => {
  it('walks every restaurant once, the customer’s first, then by name, with ties in names', async () => {
    const total = await t.em().count(Restaurant, {});
    const { pages } = await allPages({ limit: 3 });
    const ids = pages.flat().map((r) => r.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    const names = pages.flat().map((r) => r.name);
    expect(names[0]).toBe('Zeca Pelo Link');
    expect(pages.flat()[0]?.registeredViaLink).toBe(true);
    const folded = names.slice(1).map((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(folded).toEqual([...folded].sort());
    expect(names.filter((name) => /pizzaria m[eé]sma/i.test(name))).toHaveLength(5);
  });

  it('pages a search and a cuisine too, tied names split across pages', async () => {
    const { pages } = await allPages({ q: 'pizzaria', limit: 2 });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat().map((r) => r.id)).size).toBe(5);
    const gourmet = await allPages({ cuisine: 'Gourmet', limit: 4 });
    expect(gourmet.pages.flat().map((r) => r.name)).toEqual('ABCDEFGHI'.split('').map((letter) => `Bistrô ${letter}`));
  });

  it('sends no X-Next-Cursor on the last page, even one exactly full', async () => {
    const exact = await get({ cuisine: 'Gourmet', limit: 9 });
    expect(exact.items).toHaveLength(9);
    expect(exact.next).toBeUndefined();
    const more = await get({ cuisine: 'Gourmet', limit: 8 });
    expect(more.next).toEqual(expect.any(String));
    const last = await get({ cuisine: 'Gourmet', limit: 8, cursor: more.next as string });
    expect(last.items.map((r) => r.name)).toEqual(['Bistrô I']);
    expect(last.next).toBeUndefined();
  });

  it('a cursor alone pages by 24', async () => {
    const first = await get({ limit: 1 });
    const rest = await get({ cursor: first.next as string });
    expect(rest.items.length).toBe(Math.min(24, (await t.em().count(Restaurant, {})) - 1));
  });

  it('refuses a bad cursor (400) and a limit outside 1–100', async () => {
    for (const cursor of ['nada', 'eyJhIjoxfQ', 'WzEsImEiLCJ4Il0', '!!!']) {
      const res = await get({ cursor });
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toBe('cursor: Cursor de paginação inválido.');
    }
    for (const limit of [0, 101, 'dez', 2.5]) {
      const res = await get({ limit });
      expect(res.status, String(limit)).toBe(400);
      expect(res.body.message).toBe('limit: Peça de 1 a 100 restaurantes por página');
    }
    const long = await get({ q: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('q: Busca deve ter no máximo 100 caracteres');
  });
});

describe('the spec-only call', () => {
  it('answers every restaurant as a plain array, open first then by name, without X-Next-Cursor', async () => {
    const res = await customer.rest.get(`/api/restaurants?customerId=${customer.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    const list: Item[] = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(await t.em().count(Restaurant, {}));
    const firstClosed = list.findIndex((r) => !r.isOpen);
    expect(firstClosed).toBeGreaterThan(0);
    expect(list.slice(firstClosed).every((r) => !r.isOpen)).toBe(true);
    const open = list.slice(0, firstClosed).map((r) => r.name);
    expect(open).toEqual([...open].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
  });
});

describe('through tRPC (the web app)', () => {
  it('answers { items, nextCursor } pages that join up', async () => {
    const caller = callerFor(t, await t.em().findOneOrFail(User, customer.user.id));
    const first = await caller.restaurant.list({ customerId: customer.user.id, q: 'BISTRO', limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await caller.restaurant.list({ customerId: customer.user.id, q: 'BISTRO', limit: 5, cursor: first.nextCursor ?? '' });
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((r) => r.name)).toEqual('ABCDEFGHI'.split('').map((letter) => `Bistrô ${letter}`));
    await expect(caller.restaurant.list({ customerId: customer.user.id, cursor: 'xyz' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the index', () => {
  it('serves a search and a page from the indexes', async () => {
    const em = t.em();
    await em.execute('set enable_seqscan = off');
    const plan = async (sql: string, params: unknown[]) => JSON.stringify(await em.execute(`explain ${sql}`, params));
    expect(await plan(`select id from restaurants r where direto_restaurant_search_text(r.name, r.cuisine) like '%' || direto_fold(?) || '%'`, ['sao joao'])).toContain('restaurants_search_index');
    expect(await plan('select id from restaurants r order by direto_fold(r.name) collate "C", r.id limit 24', [])).toContain('restaurants_name_key_index');
    await em.execute('reset enable_seqscan');
  });
});

describe('anonymous', () => {
  it('is refused (401)', async () => {
    expect((await restClient(t).get(url({ q: 'pizza' }))).statusCode).toBe(401);
  });
});
