import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAB_MESSAGES, type CashSession, type DiningRoom, type Tab, type TabPaymentResult } from '@direto/contracts';
import { Order, OrderPayment, RestaurantMember, TableCall, User, type IProduct, type IUser } from '@direto/db';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { registerAndLogin } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

/** Issue 33, part C: the contas of the dining room (GET tabs, PUT tab, payments, close), over real HTTP. */

let t: TestApp;
let owner: SignedInOwner;
let otherOwner: SignedInOwner;
let customer: SignedInCustomer;
let staff: ReturnType<typeof restClient>;
let staffUser: IUser;
let otherStaff: ReturnType<typeof restClient>;
let moqueca: IProduct;
let pudim: IProduct;

async function staffOf(restaurantId: string, firstName: string) {
  const person = await registerAndLogin(t, { userType: 'customer', firstName, lastName: 'Garçom' });
  const em = t.em();
  em.create(RestaurantMember, { restaurant: restaurantId, user: em.getReference(User, person.user.id) });
  await em.flush();
  return { rest: restClient(t, person.cookie), user: await em.findOneOrFail(User, person.user.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { name: 'Bar do Salão' });
  otherOwner = await signedInOwner(t, { name: 'Outro Bar' });
  customer = await signedInCustomer(t);
  const member = await staffOf(owner.restaurant.id, 'Caio');
  staff = member.rest;
  staffUser = member.user;
  otherStaff = (await staffOf(otherOwner.restaurant.id, 'Otto')).rest;
  moqueca = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '50.00' });
  pudim = await makeProduct(t.em(), owner.restaurant, { name: 'Pudim', price: '23.45' });
});
afterAll(async () => {
  await t.close();
});

const roomUrl = () => `/api/restaurants/${owner.restaurant.id}/tabs`;

/** A table made by the owner; its QR link's token. */
async function table(name: string): Promise<{ id: string; token: string }> {
  const res = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/tables`, { name });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ id: string; link: string }>();
  return { id: created.id, token: created.link.split('/m/')[1] ?? '' };
}

/** An order through the table's QR link (part B's route): it lands in the table's open conta. */
async function tableOrder(token: string, product: IProduct, quantity: number): Promise<string> {
  const price = Math.round(Number(product.price) * 100) * quantity;
  const amount = (price / 100).toFixed(2);
  const res = await restClient(t).post(`/api/table-links/${token}/orders`, {
    order: { subtotal: amount, total: amount },
    items: [{ productId: product.id, quantity, unitPrice: product.price, totalPrice: amount }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function diningRoom(client = owner.rest): Promise<DiningRoom> {
  const res = await client.get(roomUrl());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DiningRoom>();
}

const tabOf = (room: DiningRoom, tableId: string) => room.tables.find((entry) => entry.id === tableId)?.tab ?? null;

describe('the contas of the dining room (issue 33)', () => {
  let mesa12: { id: string; token: string };
  let mesa2: { id: string; token: string };
  let tab: Tab;
  let firstOrder: string;
  let secondOrder: string;

  it('GET tabs: every active table, free or occupied, with its conta\'s orders, figures and the calls waiting', async () => {
    mesa12 = await table('12');
    mesa2 = await table('2');
    firstOrder = await tableOrder(mesa12.token, moqueca, 2); // R$ 100,00
    secondOrder = await tableOrder(mesa12.token, pudim, 1); // R$ 23,45
    const call = await restClient(t).post(`/api/table-links/${mesa12.token}/calls`, { type: 'bill' });
    expect(call.statusCode, call.body).toBe(201);

    const room = await diningRoom(staff);
    expect(room).toMatchObject({ restaurantName: 'Bar do Salão', serviceChargePercent: '10.00' });
    // '2' before '12': the names read as numbers.
    expect(room.tables.map((entry) => entry.name)).toEqual(['2', '12']);
    expect(room.tables[0]).toMatchObject({ name: '2', tab: null, calls: [] });
    const occupied = room.tables[1];
    expect(occupied?.calls).toEqual([{ id: expect.any(String), type: 'bill', createdAt: expect.any(String) }]);
    tab = occupied?.tab as Tab;
    expect(tab.orders.map((order) => order.id)).toEqual([firstOrder, secondOrder]);
    expect(tab.orders[0]?.items).toMatchObject([{ productName: 'Moqueca', quantity: 2, totalPrice: '100.00' }]);
    // 10 % of R$ 123,45 is R$ 12,345: half-up to R$ 12,35.
    expect(tab).toMatchObject({ status: 'open', tableName: '12', subtotal: '123.45', serviceChargePercent: '10.00', serviceCharge: '12.35', total: '135.80', paid: '0.00', remaining: '135.80', split: null });
    expect(tab.firstOrderAt).toBe(tab.orders[0]?.createdAt);
  });

  it("'Atendido' (tabs.attendCall, tRPC only) takes the call off the waiting list", async () => {
    const call = await t.em().findOneOrFail(TableCall, { table: mesa12.id });
    const attended = await callerFor(t, staffUser).tabs.attendCall({ callId: call.id });
    expect(attended.id).toBe(call.id);
    expect(tabOf(await diningRoom(), mesa12.id)).not.toBeNull();
    expect((await diningRoom()).tables.find((entry) => entry.id === mesa12.id)?.calls).toEqual([]);
    const stranger = await t.em().findOneOrFail(User, otherOwner.user.id);
    await expect(callerFor(t, stranger).tabs.attendCall({ callId: call.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('staff may remove the service charge and put the restaurant\'s back, never set 15 % (the owner may)', async () => {
    const removed = await staff.put(`/api/tabs/${tab.id}`, { serviceChargePercent: 0 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Tab>()).toMatchObject({ serviceChargePercent: '0.00', serviceCharge: '0.00', total: '123.45' });

    const fifteen = await staff.put(`/api/tabs/${tab.id}`, { serviceChargePercent: 15 });
    expect(fifteen.statusCode).toBe(403);
    expect(fifteen.json().message).toBe(TAB_MESSAGES.staffPercent);

    const back = await staff.put(`/api/tabs/${tab.id}`, { serviceChargePercent: '10' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Tab>()).toMatchObject({ serviceChargePercent: '10.00', total: '135.80' });

    const byOwner = await owner.rest.put(`/api/tabs/${tab.id}`, { serviceChargePercent: 15 });
    expect(byOwner.json<Tab>()).toMatchObject({ serviceChargePercent: '15.00', serviceCharge: '18.52' });
    expect((await owner.rest.put(`/api/tabs/${tab.id}`, { serviceChargePercent: 25 })).statusCode).toBe(400);
    expect((await owner.rest.put(`/api/tabs/${tab.id}`, { serviceChargePercent: 10 })).statusCode).toBe(200);
  });

  it('splits equally by 3 (the shares add up to the total) or by items (each person\'s lines, with their part of the service charge)', async () => {
    const byThree = await staff.put(`/api/tabs/${tab.id}`, { split: { people: 3 } });
    expect(byThree.statusCode, byThree.body).toBe(200);
    expect(byThree.json<Tab>().split).toEqual({
      kind: 'people',
      people: 3,
      shares: [
        { person: 1, itemIds: [], amount: '45.27', serviceCharge: '4.12' },
        { person: 2, itemIds: [], amount: '45.27', serviceCharge: '4.12' },
        { person: 3, itemIds: [], amount: '45.26', serviceCharge: '4.11' },
      ],
    });
    // Stored: the dining room reads it back.
    expect(tabOf(await diningRoom(), mesa12.id)?.split?.people).toBe(3);

    const [moquecaLine] = tab.orders[0]?.items ?? [];
    const [pudimLine] = tab.orders[1]?.items ?? [];
    const byItems = await staff.put(`/api/tabs/${tab.id}`, { split: { items: [{ itemId: moquecaLine?.id, person: 1 }, { itemId: pudimLine?.id, person: 2 }] } });
    expect(byItems.statusCode, byItems.body).toBe(200);
    // R$ 135,80 by 100,00 : 23,45; the service charge R$ 12,35 likewise.
    expect(byItems.json<Tab>().split).toEqual({
      kind: 'items',
      people: 2,
      shares: [
        { person: 1, itemIds: [moquecaLine?.id], amount: '110.00', serviceCharge: '10.00' },
        { person: 2, itemIds: [pudimLine?.id], amount: '25.80', serviceCharge: '2.35' },
      ],
    });
    const foreign = await staff.put(`/api/tabs/${tab.id}`, { split: { items: [{ itemId: crypto.randomUUID(), person: 1 }] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(TAB_MESSAGES.itemNotInTab);
    expect((await staff.put(`/api/tabs/${tab.id}`, { split: { people: 3 } })).statusCode).toBe(200);
  });

  it('payments in two methods until nothing is due: a card up to what remains, cash with its change; closing before is refused', async () => {
    const opened = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/cash-sessions`, { openingFloat: '100.00' });
    expect(opened.statusCode, opened.body).toBe(201);

    const tooMuch = await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'credit', brand: 'visa', amount: '200.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(TAB_MESSAGES.aboveRemaining('135.80'));
    expect((await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'credit', amount: '10.00' })).json().message).toBe(TAB_MESSAGES.brandRequired);
    expect((await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'pix', amount: '10.00' })).statusCode).toBe(409);

    const card = await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'credit', brand: 'visa', amount: '80.00' });
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json<TabPaymentResult>()).toMatchObject({ change: '0.00', tab: { paid: '80.00', remaining: '55.80' } });

    const early = await staff.post(`/api/tabs/${tab.id}/close`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Faltam R$ 55,80 para fechar a conta');

    const cash = await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'cash', amount: '60.00' });
    expect(cash.statusCode, cash.body).toBe(201);
    const paid = cash.json<TabPaymentResult>();
    expect(paid.change).toBe('4.20');
    expect(paid.tab).toMatchObject({ paid: '135.80', remaining: '0.00' });
    expect(paid.tab.payments.map(({ method, brand, amount, createdByName }) => ({ method, brand, amount, createdByName }))).toEqual([
      { method: 'credit', brand: 'visa', amount: '80.00', createdByName: 'Caio Garçom' },
      { method: 'cash', brand: null, amount: '55.80', createdByName: 'Caio Garçom' },
    ]);
    const more = await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'cash', amount: '1.00' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(TAB_MESSAGES.nothingDue);
  });

  it("'Fechar conta' delivers the orders with their service charge, writes their payments and frees the table; the caixa expects each method", async () => {
    const res = await staff.post(`/api/tabs/${tab.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tab>()).toMatchObject({ status: 'closed', total: '135.80', serviceCharge: '12.35', closedByName: 'Caio Garçom', closedAt: expect.any(String) });

    const em = t.em();
    const orders = await em.find(Order, { id: { $in: [firstOrder, secondOrder] } }, { orderBy: { createdAt: 'asc' } });
    // R$ 12,35 spread by 100,00 : 23,45 in centavos that add up.
    expect(orders.map(({ status, serviceCharge, total }) => ({ status, serviceCharge, total }))).toEqual([
      { status: 'delivered', serviceCharge: '10.00', total: '110.00' },
      { status: 'delivered', serviceCharge: '2.35', total: '25.80' },
    ]);
    const parts = await em.find(OrderPayment, { order: { $in: [firstOrder, secondOrder] } });
    for (const order of orders) {
      const sum = parts.filter((part) => part.order.id === order.id).reduce((cents, part) => cents + Math.round(Number(part.amount) * 100), 0);
      expect(sum).toBe(Math.round(Number(order.total) * 100));
    }
    // Payments then orders, oldest first: the card pays R$ 80,00 of the first; cash the rest of it and the second.
    expect(parts.map(({ order, method, amount }) => ({ order: order.id, method, amount })).sort((a, b) => (a.order + a.method).localeCompare(b.order + b.method))).toEqual(
      [
        { order: firstOrder, method: 'cash', amount: '30.00' },
        { order: firstOrder, method: 'credit', amount: '80.00' },
        { order: secondOrder, method: 'cash', amount: '25.80' },
      ].sort((a, b) => (a.order + a.method).localeCompare(b.order + b.method)),
    );

    const room = await diningRoom();
    expect(room.tables.find((entry) => entry.id === mesa12.id)).toMatchObject({ tab: null, calls: [] });

    const caixa = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/cash-sessions/current`)).json<CashSession>();
    expect(caixa.lines.map(({ method, brand, orderCount, expected }) => ({ method, brand, orderCount, expected }))).toEqual([
      { method: 'cash', brand: null, orderCount: 2, expected: '155.80' },
      { method: 'credit', brand: 'visa', orderCount: 1, expected: '80.00' },
    ]);
    expect(caixa).toMatchObject({ orderCount: 2, salesTotal: '135.80' });
    expect(caixa.cash).toMatchObject({ cashSales: '55.80', changeGiven: '0.00', expected: '155.80' });
  });

  it('a closed conta refuses payments, changes and a second close (409); the next order opens a new conta', async () => {
    for (const res of [
      await staff.post(`/api/tabs/${tab.id}/payments`, { method: 'cash', amount: '1.00' }),
      await staff.put(`/api/tabs/${tab.id}`, { serviceChargePercent: 0 }),
      await staff.post(`/api/tabs/${tab.id}/close`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TAB_MESSAGES.closed);
    }
    await tableOrder(mesa12.token, pudim, 1);
    const reopened = tabOf(await diningRoom(), mesa12.id);
    expect(reopened?.id).not.toBe(tab.id);
    expect(reopened).toMatchObject({ subtotal: '23.45', paid: '0.00' });
  });

  it("cancelling a table's order on the board takes it out of the conta; two payments of the whole amount at once give one, and so do two closes", async () => {
    const kept = await tableOrder(mesa2.token, moqueca, 1);
    const dropped = await tableOrder(mesa2.token, pudim, 1);
    const cancel = await owner.rest.put(`/api/orders/${dropped}/status`, { status: 'cancelled', reason: 'Item em falta' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const conta = tabOf(await diningRoom(), mesa2.id) as Tab;
    expect(conta).toMatchObject({ subtotal: '50.00', serviceCharge: '5.00', total: '55.00' });
    expect(conta.orders.map((order) => order.status)).toEqual(['pending', 'cancelled']);

    // Two devices register the whole amount at once: the conta takes one payment; the other finds nothing due.
    const payments = await Promise.all([
      owner.rest.post(`/api/tabs/${conta.id}/payments`, { method: 'debit', brand: 'elo', amount: '55.00' }),
      staff.post(`/api/tabs/${conta.id}/payments`, { method: 'debit', brand: 'elo', amount: '55.00' }),
    ]);
    expect(payments.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(payments.find((res) => res.statusCode === 409)?.json().message).toBe(TAB_MESSAGES.nothingDue);
    expect(tabOf(await diningRoom(), mesa2.id)).toMatchObject({ paid: '55.00', remaining: '0.00' });
    const closes = await Promise.all([owner.rest.post(`/api/tabs/${conta.id}/close`), staff.post(`/api/tabs/${conta.id}/close`)]);
    expect(closes.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const em = t.em();
    expect((await em.findOneOrFail(Order, kept)).status).toBe('delivered');
    expect((await em.findOneOrFail(Order, dropped)).status).toBe('cancelled');
    expect(await em.count(OrderPayment, { order: kept })).toBe(1);
  });

  it("another restaurant's owner and staff get 403, a customer 403, signed out 401, an unknown conta 404", async () => {
    const open = tabOf(await diningRoom(), mesa12.id) as Tab;
    for (const client of [otherOwner.rest, otherStaff, customer.rest]) {
      expect((await client.get(roomUrl())).statusCode).toBe(403);
      expect((await client.put(`/api/tabs/${open.id}`, { serviceChargePercent: 0 })).statusCode).toBe(403);
      expect((await client.post(`/api/tabs/${open.id}/payments`, { method: 'cash', amount: '1.00' })).statusCode).toBe(403);
      expect((await client.post(`/api/tabs/${open.id}/close`)).statusCode).toBe(403);
    }
    expect((await restClient(t).get(roomUrl())).statusCode).toBe(401);
    const unknown = await staff.post(`/api/tabs/${crypto.randomUUID()}/close`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TAB_MESSAGES.notFound);
    expect(tabOf(await diningRoom(), mesa12.id)).toMatchObject({ status: 'open', paid: '0.00' });
  });
});

describe("the service charge setting (Configurações › Pedidos, 'Taxa de serviço (%)')", () => {
  const url = () => `/api/restaurants/${otherOwner.restaurant.id}/order-settings`;

  it('defaults to 10 %, takes 0 to 20 with two decimals, and a client that leaves it out keeps it', async () => {
    expect((await otherOwner.rest.get(url())).json()).toMatchObject({ serviceChargePercent: '10.00' });
    const set = await otherOwner.rest.put(url(), { serviceChargePercent: 12.5 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ serviceChargePercent: '12.50' });
    for (const bad of [20.01, -1, '1.234', 'dez']) {
      const res = await otherOwner.rest.put(url(), { serviceChargePercent: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toContain(TAB_MESSAGES.percent);
    }
    const older = await otherOwner.rest.put(url(), { guestOrders: true });
    expect(older.json()).toMatchObject({ guestOrders: true, serviceChargePercent: '12.50' });
    expect((await otherStaff.put(url(), { serviceChargePercent: 0 })).statusCode).toBe(403);
  });
});
