import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { seedOrders } from '../../test/seeded-orders';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let customer: SignedInCustomer;

beforeAll(async () => {
  customer = await signedInCustomer(t, { firstName: 'Bruno', lastName: 'Lima' });
});

const MINUTE = 60_000;

/** Midnight of the current day in São Paulo (UTC−3, no daylight saving since 2019). */
function startOfTodayInSaoPaulo(): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(`${day}T00:00:00-03:00`);
}



describe('GET /api/restaurants/{id}/stats', () => {
  it("counts today's orders (São Paulo day), today's non-cancelled revenue, average delivery minutes and rating", async () => {
    const owner = await signedInOwner(t, { rating: '4.50' });
    const today = startOfTodayInSaoPaulo();
    const at = (minutes: number) => new Date(today.getTime() + minutes * MINUTE);
    await seedOrders(t.em(), customer, owner, [
      { status: 'pending', total: '50.00', createdAt: at(0) },
      { status: 'delivered', total: '30.10', createdAt: at(1), deliveredAfterMinutes: 30 },
      { status: 'delivered', total: '19.95', createdAt: at(2), deliveredAfterMinutes: 51 },
      { status: 'cancelled', total: '100.00', createdAt: at(3) },
      // One second before São Paulo's midnight: already today in UTC, yesterday here.
      { status: 'delivered', total: '999.00', createdAt: new Date(today.getTime() - 1000), deliveredAfterMinutes: 5 },
      { status: 'delivered', total: '999.00', createdAt: new Date(today.getTime() - 24 * 60 * MINUTE), deliveredAfterMinutes: 5 },
    ]);
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/stats`);
    expect(res.statusCode).toBe(200);
    // 30 and 51 minutes average 40.5, shown as whole minutes.
    expect(res.json()).toEqual({ todayOrders: 4, todayRevenue: '100.05', avgDeliveryTime: 41, todayDeliveredOrders: 2, rating: '4.50' });
  });

  it('answers zeros when there are no orders today', async () => {
    const owner = await signedInOwner(t);
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/stats`);
    expect(res.json()).toEqual({ todayOrders: 0, todayRevenue: '0.00', avgDeliveryTime: 0, todayDeliveredOrders: 0, rating: '0.00' });
  });

  it('tells an average of 0 minutes from no delivered order yet', async () => {
    const owner = await signedInOwner(t);
    const today = startOfTodayInSaoPaulo();
    // Delivered within the same minute: a real average of 0, with one delivered order behind it.
    await seedOrders(t.em(), customer, owner, [
      { status: 'delivered', total: '10.00', createdAt: new Date(today.getTime() + MINUTE), deliveredAfterMinutes: 0.2 },
      { status: 'ready', total: '10.00', createdAt: new Date(today.getTime() + 2 * MINUTE) },
    ]);
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/stats`);
    expect(res.json()).toMatchObject({ todayOrders: 2, avgDeliveryTime: 0, todayDeliveredOrders: 1 });
  });

  it("is only for the restaurant's owner: other owner 403, customer 403, anonymous 401; unknown 404", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const url = `/api/restaurants/${a.restaurant.id}/stats`;
    const byOther = await b.rest.get(url);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este restaurante.' });
    expect((await customer.rest.get(url)).statusCode).toBe(403);
    expect((await restClient(t).get(url)).statusCode).toBe(401);
    expect((await b.rest.get(`/api/restaurants/${randomUUID()}/stats`)).statusCode).toBe(404);
  });
});

describe('GET /api/restaurants/{id}/orders', () => {
  it('lists newest first with total, status, item count and customer name', async () => {
    const owner = await signedInOwner(t);
    const now = Date.now();
    const [older, newer] = await seedOrders(t.em(), customer, owner, [
      { status: 'delivered', total: '40.00', createdAt: new Date(now - 60 * MINUTE), deliveredAfterMinutes: 30, quantities: [1] },
      { status: 'pending', total: '62.50', createdAt: new Date(now - 5 * MINUTE), quantities: [2, 3] },
    ]);
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: newer, total: '62.50', status: 'pending', createdAt: new Date(now - 5 * MINUTE).toISOString(), itemCount: 5, customerName: 'Bruno Lima', orderType: 'delivery', scheduledFor: null, scheduledTimezone: null, payment: { method: null, status: 'not_applicable' }, discount: '0.00', couponCode: null, origin: null, takenByName: null, tableName: null },
      { id: older, total: '40.00', status: 'delivered', createdAt: new Date(now - 60 * MINUTE).toISOString(), itemCount: 1, customerName: 'Bruno Lima', orderType: 'delivery', scheduledFor: null, scheduledTimezone: null, payment: { method: null, status: 'not_applicable' }, discount: '0.00', couponCode: null, origin: null, takenByName: null, tableName: null },
    ]);
  });

  it('returns at most 100 by default and pages with limit and before', async () => {
    const owner = await signedInOwner(t);
    const base = Date.now() - 1000 * MINUTE;
    // Two orders share each timestamp: the id breaks the tie, so no order is skipped or repeated.
    const seeds = Array.from({ length: 110 }, (_, i) => ({ status: 'pending' as const, total: '10.00', createdAt: new Date(base + Math.floor(i / 2) * MINUTE) }));
    await seedOrders(t.em(), customer, owner, seeds);
    const url = `/api/restaurants/${owner.restaurant.id}/orders`;
    const first = (await owner.rest.get(url)).json();
    expect(first).toHaveLength(100);

    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = (await owner.rest.get(`${url}?limit=25${before ? `&before=${before}` : ''}`)).json();
      seen.push(...page.map((o: { id: string }) => o.id));
      if (page.length < 25) break;
      before = page.at(-1).id;
    }
    expect(seen).toHaveLength(110);
    expect(new Set(seen).size).toBe(110);
    expect(seen.slice(0, 100)).toEqual(first.map((o: { id: string }) => o.id));
    expect((await owner.rest.get(`${url}?limit=101`)).statusCode).toBe(400);
  });

  it("is only for the restaurant's owner: other owner 403, customer 403, anonymous 401", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const url = `/api/restaurants/${a.restaurant.id}/orders`;
    expect((await b.rest.get(url)).statusCode).toBe(403);
    expect((await customer.rest.get(url)).statusCode).toBe(403);
    expect((await restClient(t).get(url)).statusCode).toBe(401);
    await expect(callerFor(t, b.user).restaurant.orders({ id: a.restaurant.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
