import { beforeAll, describe, expect, it } from 'vitest';
import { CustomerRestaurant, Restaurant, User } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeRestaurant, makeUser } from '../../test/factories';
import { registerAndLogin } from '../../test/session';
import { restClient, signedInCustomer, signedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let anonymous: ReturnType<typeof restClient>;

beforeAll(async () => {
  anonymous = restClient(t);
});

async function newOwner() {
  const owner = await registerAndLogin(t, { userType: 'restaurant' });
  return { ...owner, rest: restClient(t, owner.cookie) };
}

describe('POST /api/restaurants', () => {
  it('creates the owner restaurant with a slug from its name, then -2, -3 for the same name', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const owner = await newOwner();
      const res = await owner.rest.post('/api/restaurants', { name: 'Cantina da Nonna', description: 'Massas', cuisine: 'Italiana' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ name: 'Cantina da Nonna', description: 'Massas', cuisine: 'Italiana', ownerId: owner.user.id });
      expect(body).toMatchObject({ deliveryFee: '0.00', deliveryTime: '30-45 min', rating: '0.00', isOpen: true });
      slugs.push(body.shareableSlug);
    }
    expect(slugs).toEqual(['cantina-da-nonna', 'cantina-da-nonna-2', 'cantina-da-nonna-3']);
    expect((await anonymous.get('/api/restaurants/slug/cantina-da-nonna-2')).statusCode).toBe(200);
  });

  it('strips accents and anything not URL-safe', async () => {
    const owner = await newOwner();
    const res = await owner.rest.post('/api/restaurants', { name: '  Açaí & Cia. — São João!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Açaí & Cia. — São João!', shareableSlug: 'acai-cia-sao-joao', description: null, cuisine: null });
  });

  it('gives every one of many simultaneous creations with the same name its own slug', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => newOwner()));
    const responses = await Promise.all(owners.map((owner) => owner.rest.post('/api/restaurants', { name: 'Pizzaria Simultânea' })));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    const slugs = responses.map((res) => res.json().shareableSlug).sort();
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('pizzaria-simultanea');
    for (const slug of slugs) expect(slug).toMatch(/^pizzaria-simultanea(-[2-7])?$/);
  });

  it('allows one restaurant per owner (409), even for simultaneous requests', async () => {
    const owner = await newOwner();
    const [a, b] = await Promise.all([
      owner.rest.post('/api/restaurants', { name: 'Primeiro' }),
      owner.rest.post('/api/restaurants', { name: 'Segundo' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toEqual({ message: 'Você já tem um restaurante cadastrado.' });
    expect(await t.em().count(Restaurant, { owner: owner.user.id })).toBe(1);
  });

  it('validates the form: name required, cuisine from the list', async () => {
    const owner = await newOwner();
    const noName = await owner.rest.post('/api/restaurants', { name: '   ', cuisine: 'Italiana' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('name: Nome obrigatório');
    const badCuisine = await owner.rest.post('/api/restaurants', { name: 'Cantina', cuisine: 'Marciana' });
    expect(badCuisine.statusCode).toBe(400);
    expect(badCuisine.json().message).toBe('cuisine: Escolha um tipo de cozinha da lista');
  });

  it('is for restaurant owners only: anonymous 401, customer 403', async () => {
    expect((await anonymous.post('/api/restaurants', { name: 'X' })).statusCode).toBe(401);
    const customer = await signedInCustomer(t);
    const res = await customer.rest.post('/api/restaurants', { name: 'X' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Apenas donos de restaurante podem fazer isso.' });
  });
});

describe('GET /api/restaurants/my', () => {
  it("lists the owner's restaurant (first item), or nothing yet", async () => {
    const owner = await signedInOwner(t, { name: 'Meu Bistrô' });
    const res = await owner.rest.get('/api/restaurants/my');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ id: owner.restaurant.id, name: 'Meu Bistrô' });

    const fresh = await newOwner();
    expect((await fresh.rest.get('/api/restaurants/my')).json()).toEqual([]);
  });

  it('refuses anonymous (401) and customers (403)', async () => {
    expect((await anonymous.get('/api/restaurants/my')).statusCode).toBe(401);
    expect((await (await signedInCustomer(t)).rest.get('/api/restaurants/my')).statusCode).toBe(403);
  });
});

describe('PUT /api/restaurants/{id}', () => {
  const settings = { name: 'Bistrô Novo', description: 'Comida caseira', cuisine: 'Brasileira', deliveryFee: '7.5', deliveryTime: '20-30 min', isOpen: false };

  it("saves the owner's settings and keeps the shared link", async () => {
    const owner = await signedInOwner(t);
    const res = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...settings, deliveryFee: '7.50', shareableSlug: owner.restaurant.shareableSlug });
    const stored = await t.em().findOneOrFail(Restaurant, owner.restaurant.id);
    expect(stored).toMatchObject({ name: 'Bistrô Novo', deliveryFee: '7.50', isOpen: false });
  });

  it('clears description and cuisine with empty values and keeps them when left out', async () => {
    const owner = await signedInOwner(t, { description: 'Antes', cuisine: 'Pizza' });
    const { description: _d, cuisine: _c, ...withoutOptional } = settings;
    const kept = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, withoutOptional);
    expect(kept.json()).toMatchObject({ description: 'Antes', cuisine: 'Pizza' });
    const cleared = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, { ...settings, description: '', cuisine: '' });
    expect(cleared.json()).toMatchObject({ description: null, cuisine: null });
  });

  it('applies the §5 rules with their messages', async () => {
    const owner = await signedInOwner(t);
    const url = `/api/restaurants/${owner.restaurant.id}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: Nome é obrigatório'],
      [{ deliveryFee: '5,00' }, 'deliveryFee: Taxa deve ser um valor válido'],
      [{ deliveryFee: '5.999' }, 'deliveryFee: Taxa deve ser um valor válido'],
      [{ deliveryFee: '-1' }, 'deliveryFee: Taxa deve ser um valor válido'],
      [{ deliveryTime: '' }, 'deliveryTime: Tempo de entrega é obrigatório'],
      [{ cuisine: 'Marciana' }, 'cuisine: Escolha um tipo de cozinha da lista'],
    ];
    for (const [change, message] of cases) {
      const res = await owner.rest.put(url, { ...settings, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.em().findOneOrFail(Restaurant, owner.restaurant.id)).name).toBe(owner.restaurant.name);
  });

  it("lets nobody else change it: another owner 403, customer 403, anonymous 401; unknown id 404", async () => {
    const a = await signedInOwner(t, { name: 'Restaurante A' });
    const b = await signedInOwner(t);
    const url = `/api/restaurants/${a.restaurant.id}`;
    const byOtherOwner = await b.rest.put(url, settings);
    expect(byOtherOwner.statusCode).toBe(403);
    expect(byOtherOwner.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await (await signedInCustomer(t)).rest.put(url, settings)).statusCode).toBe(403);
    expect((await anonymous.put(url, settings)).statusCode).toBe(401);
    expect((await t.em().findOneOrFail(Restaurant, a.restaurant.id)).name).toBe('Restaurante A');
    const unknown = await b.rest.put('/api/restaurants/6f1c7a52-1d0e-4c1e-9a53-8d1f0b2c3d4e', settings);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Restaurante não encontrado' });
  });
});

describe('GET /api/restaurants?customerId=', () => {
  it('lists every restaurant, open ones first, marking those the customer registered through', async () => {
    const em = t.em();
    const closed = await makeRestaurant(em, { name: 'AAA Fechado', isOpen: false });
    const viaLink = await makeRestaurant(em, { name: 'ZZZ Pelo Link' });
    const customer = await signedInCustomer(t);
    em.create(CustomerRestaurant, { customer: em.getReference(User, customer.user.id), restaurant: viaLink, registeredViaLink: true });
    await em.flush();

    const res = await customer.rest.get(`/api/restaurants?customerId=${customer.user.id}`);
    expect(res.statusCode).toBe(200);
    const list: { id: string; isOpen: boolean; registeredViaLink: boolean; name: string }[] = res.json();
    expect(list.length).toBe(await t.em().count(Restaurant, {}));
    const firstClosed = list.findIndex((r) => !r.isOpen);
    expect(list.slice(firstClosed).every((r) => !r.isOpen)).toBe(true);
    expect(list.find((r) => r.id === closed.id)).toMatchObject({ isOpen: false, registeredViaLink: false });
    expect(list.find((r) => r.id === viaLink.id)).toMatchObject({ registeredViaLink: true });
    expect(list.filter((r) => r.registeredViaLink)).toHaveLength(1);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it("refuses another customer's list (403) but lets an administrator see it", async () => {
    const ana = await signedInCustomer(t);
    const bruno = await signedInCustomer(t);
    const res = await bruno.rest.get(`/api/restaurants?customerId=${ana.user.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Você só pode ver a sua própria lista de restaurantes.' });
    const admin = await registerAndLogin(t, { isAdmin: true });
    expect((await restClient(t, admin.cookie).get(`/api/restaurants?customerId=${ana.user.id}`)).statusCode).toBe(200);
  });

  it('needs a signed-in caller (401) and a customerId (400)', async () => {
    const customer = await signedInCustomer(t);
    expect((await anonymous.get(`/api/restaurants?customerId=${customer.user.id}`)).statusCode).toBe(401);
    expect((await customer.rest.get('/api/restaurants')).statusCode).toBe(400);
  });

  it('is the same procedure through tRPC', async () => {
    const customer = await makeUser(t.em());
    const page = await callerFor(t, customer).restaurant.list({ customerId: customer.id });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.nextCursor).toBeNull();
    await expect(callerFor(t, null).restaurant.list({ customerId: customer.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
