import { beforeAll, describe, expect, it } from 'vitest';
import { Restaurant, User } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { seedOrders, type OrderSeed } from '../../test/seeded-orders';
import { required } from '../../test/required';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let customer: SignedInCustomer;

beforeAll(async () => {
  customer = await signedInCustomer(t);
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** 21/11/2026 00:00 in São Paulo (UTC−3): 03:00 UTC. */
const NOV_21_SP = new Date('2026-11-21T03:00:00.000Z');



async function listIds(owner: SignedInOwner, query: string): Promise<string[]> {
  const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((order: { id: string }) => order.id);
}

describe('GET /api/restaurants/{id}/orders — filters', () => {
  it("takes `from` and `to` as days in São Paulo: each starts and ends at that city's midnight", async () => {
    const owner = await signedInOwner(t);
    const [lateOn20th, midnight21st, lateOn21st, midnight22nd] = await seedOrders(t.em(), customer, owner, [
      // 23:59:59 of the 20th in São Paulo, already the 21st in UTC.
      { createdAt: new Date(NOV_21_SP.getTime() - SECOND) },
      { createdAt: NOV_21_SP },
      // 23:59:59 of the 21st in São Paulo (02:59:59 UTC on the 22nd).
      { createdAt: new Date(NOV_21_SP.getTime() + 24 * HOUR - SECOND) },
      { createdAt: new Date(NOV_21_SP.getTime() + 24 * HOUR) },
    ]);
    expect(await listIds(owner, 'from=2026-11-21&to=2026-11-21')).toEqual([lateOn21st, midnight21st]);
    expect(await listIds(owner, 'from=2026-11-20&to=2026-11-21')).toEqual([lateOn21st, midnight21st, lateOn20th]);
    expect(await listIds(owner, 'from=2026-11-22')).toEqual([midnight22nd]);
    expect(await listIds(owner, 'to=2026-11-20')).toEqual([lateOn20th]);
    // No filter: every order, as before.
    expect(await listIds(owner, '')).toEqual([midnight22nd, lateOn21st, midnight21st, lateOn20th]);
  });

  it('filters by one status or several (comma-separated, repeated, or an array over tRPC)', async () => {
    const owner = await signedInOwner(t);
    const at = (minutes: number) => new Date(NOV_21_SP.getTime() + 10 * HOUR + minutes * MINUTE);
    const [pending, ready, delivered, cancelled] = await seedOrders(t.em(), customer, owner, [
      { createdAt: at(4), status: 'pending' },
      { createdAt: at(3), status: 'ready' },
      { createdAt: at(2), status: 'delivered' },
      { createdAt: at(1), status: 'cancelled' },
    ]);
    expect(await listIds(owner, 'status=pending')).toEqual([pending]);
    expect(await listIds(owner, 'status=pending,ready')).toEqual([pending, ready]);
    expect(await listIds(owner, 'status=delivered&status=cancelled')).toEqual([delivered, cancelled]);
    const viaTrpc = await callerFor(t, await t.em().findOneOrFail(User, owner.user.id)).restaurant.orders({
      id: owner.restaurant.id,
      status: ['ready', 'cancelled'],
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(viaTrpc.map((order) => order.id)).toEqual([ready, cancelled]);
  });

  it("searches the customer's name (any part, any case, with or without accents) and the end of the id (4+ characters)", async () => {
    const owner = await signedInOwner(t);
    const at = (minutes: number) => new Date(NOV_21_SP.getTime() + 12 * HOUR + minutes * MINUTE);
    const [ana, joao, percent] = await seedOrders(t.em(), customer, owner, [
      { createdAt: at(3), customerName: 'Ana Souza' },
      { createdAt: at(2), customerName: 'João Conceição' },
      { createdAt: at(1), customerName: '100% Bruno_Lima' },
    ]);
    expect(await listIds(owner, 'search=ana')).toEqual([ana]);
    expect(await listIds(owner, 'search=SOUZA')).toEqual([ana]);
    expect(await listIds(owner, `search=${encodeURIComponent('joao conceicao')}`)).toEqual([joao]);
    expect(await listIds(owner, `search=${encodeURIComponent('JOÃO')}`)).toEqual([joao]);
    // LIKE wildcards typed by the owner are plain characters.
    expect(await listIds(owner, `search=${encodeURIComponent('%')}`)).toEqual([percent]);
    expect(await listIds(owner, 'search=a_s')).toEqual([]);
    expect(await listIds(owner, 'search=o_l')).toEqual([percent]);
    expect(await listIds(owner, `search=${encodeURIComponent('  ')}`)).toEqual([ana, joao, percent]);

    const joaoId = required(joao, 'o pedido de João');
    const suffix = joaoId.slice(-4);
    expect(await listIds(owner, `search=${suffix}`)).toEqual([joao]);
    expect(await listIds(owner, `search=${encodeURIComponent(`#${suffix.toUpperCase()}`)}`)).toEqual([joao]);
    expect(await listIds(owner, `search=${joaoId.slice(-8)}`)).toEqual([joao]);
    expect(await listIds(owner, `search=${joaoId}`)).toEqual([joao]);
    // Three characters are too few to tell an order: no id match (and no name has them).
    expect(await listIds(owner, `search=${encodeURIComponent(`#${joaoId.slice(-3)}`)}`)).toEqual([]);
  });

  it('pages through filtered orders with limit and before, none skipped or repeated', async () => {
    const owner = await signedInOwner(t);
    const base = NOV_21_SP.getTime() + 8 * HOUR;
    // 25 pending orders of Carla on the 21st among others: the filters select exactly them.
    const seeds: OrderSeed[] = [];
    for (let i = 0; i < 40; i++) {
      const carla = i % 8 !== 0 && seeds.filter((seed) => seed.customerName === 'Carla Dias').length < 25;
      seeds.push({
        // Two orders share each minute: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * MINUTE),
        customerName: carla ? 'Carla Dias' : 'Bruno Lima',
        status: carla || i % 2 === 0 ? 'pending' : 'confirmed',
      });
    }
    seeds.push({ createdAt: new Date(base - 24 * HOUR), customerName: 'Carla Dias' });
    const ids = await seedOrders(t.em(), customer, owner, seeds);
    const expected = new Set(ids.filter((_, i) => seeds[i]?.customerName === 'Carla Dias' && seeds[i]?.createdAt.getTime() >= base));
    expect(expected.size).toBe(25);

    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await listIds(owner, `from=2026-11-21&to=2026-11-21&status=pending&search=carla&limit=10${before ? `&before=${before}` : ''}`);
      seen.push(...page);
      if (page.length < 10) break;
      before = page.at(-1);
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(expected);
  });

  it('refuses bad filters with a 400 in Portuguese', async () => {
    const owner = await signedInOwner(t);
    const url = `/api/restaurants/${owner.restaurant.id}/orders`;
    const cases: [string, string][] = [
      ['from=2026-02-30', 'from: Data inválida: use o formato AAAA-MM-DD'],
      ['to=21/11/2026', 'to: Data inválida: use o formato AAAA-MM-DD'],
      ['from=0000-01-01', 'from: Data inválida: use o formato AAAA-MM-DD'],
      ['from=2026-11-22&to=2026-11-21', 'from: A data inicial deve ser igual ou anterior à data final'],
      ['status=entregue', 'status: Status inválido: use pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled (um ou vários, separados por vírgula)'],
      ['status=', 'status: Status inválido: use pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled (um ou vários, separados por vírgula)'],
      [`search=${'a'.repeat(101)}`, 'search: Busca deve ter no máximo 100 caracteres'],
      ['limit=0&status=pending', 'limit: Peça de 1 a 100 pedidos por página'],
    ];
    for (const [query, message] of cases) {
      const res = await owner.rest.get(`${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe('pendingAlertMinutes (restaurant setting)', () => {
  const settings = { name: 'Bistrô', deliveryFee: '5.00', deliveryTime: '30-45 min', isOpen: true };

  it('is 5 minutes by default, is saved by PUT /api/restaurants/{id}, and kept when left out', async () => {
    const owner = await signedInOwner(t);
    const url = `/api/restaurants/${owner.restaurant.id}`;
    expect((await owner.rest.get('/api/restaurants/my')).json()[0]).toMatchObject({ pendingAlertMinutes: 5 });

    const saved = await owner.rest.put(url, { ...settings, pendingAlertMinutes: 12 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pendingAlertMinutes: 12 });
    const kept = await owner.rest.put(url, { ...settings, name: 'Outro nome' });
    expect(kept.json()).toMatchObject({ name: 'Outro nome', pendingAlertMinutes: 12 });
    expect((await t.em().findOneOrFail(Restaurant, owner.restaurant.id)).pendingAlertMinutes).toBe(12);
  });

  it('accepts whole minutes from 1 to 60 only (400 in Portuguese otherwise)', async () => {
    const owner = await signedInOwner(t);
    const url = `/api/restaurants/${owner.restaurant.id}`;
    for (const minutes of [1, 60]) {
      expect((await owner.rest.put(url, { ...settings, pendingAlertMinutes: minutes })).json()).toMatchObject({ pendingAlertMinutes: minutes });
    }
    for (const minutes of [0, 61, 7.5, '7', null]) {
      const res = await owner.rest.put(url, { ...settings, pendingAlertMinutes: minutes });
      expect(res.statusCode, String(minutes)).toBe(400);
      expect(res.json().message).toBe('pendingAlertMinutes: Informe de 1 a 60 minutos');
    }
    expect((await t.em().findOneOrFail(Restaurant, owner.restaurant.id)).pendingAlertMinutes).toBe(60);
  });
});
