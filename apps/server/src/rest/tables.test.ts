import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_MESSAGES, type OrderWithItems, type RestaurantTableView, type TableCallPlaced, type TableLink } from '@direto/contracts';
import { Order, Restaurant, RestaurantMember, Tab, TableCall, User, type IProduct } from '@direto/db';
import { openEventStream, type EventStream } from '../../test/event-stream';
import { makeProduct } from '../../test/factories';
import { listenOnPort } from '../../test/peer-app';
import { readPdfPages, renderPdfPage } from '../../test/pdf-pages';
import { restClient, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { registerAndLogin } from '../../test/session';
import { testAppForTheFile } from '../../test/test-app';

/** Issue 33, part B: tables, their QR links and table mode. */
// http: the test's requests are plain HTTP, where a session cookie for an https address would not be set.
const PUBLIC_URL = 'http://pedidos.exemplo.com.br';
const t = testAppForTheFile({ PUBLIC_URL });
let owner: SignedInOwner;
let otherOwner: SignedInOwner;
let staff: ReturnType<typeof restClient>;
let otherStaff: ReturnType<typeof restClient>;
let anonymous: ReturnType<typeof restClient>;
let chope: IProduct;
const streams: EventStream[] = [];

async function staffOf(restaurantId: string) {
  const person = await registerAndLogin(t, { userType: 'customer', firstName: 'Bruno', lastName: 'Garçom' });
  const em = t.em();
  em.create(RestaurantMember, { restaurant: restaurantId, user: em.getReference(User, person.user.id) });
  await em.flush();
  return restClient(t, person.cookie);
}

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Bar do Chope', deliveryFee: '7.00' });
  otherOwner = await signedInOwner(t, { name: 'Outro Bar' });
  staff = await staffOf(owner.restaurant.id);
  otherStaff = await staffOf(otherOwner.restaurant.id);
  anonymous = restClient(t);
  chope = await makeProduct(t.em(), owner.restaurant, { name: 'Chope', price: '12.00' });
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

const tablesUrl = (restaurantId = owner.restaurant.id) => `/api/restaurants/${restaurantId}/tables`;
const tokenOf = (table: RestaurantTableView) => table.link.replace('/m/', '');

async function createTable(name: string): Promise<RestaurantTableView> {
  const res = await owner.rest.post(tablesUrl(), { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RestaurantTableView>();
}

/** Two chopes, as table mode sends them: no address, no fee, no payment. */
const tableOrder = (extra: Record<string, unknown> = {}) => ({
  order: { subtotal: '24.00', total: '24.00', notes: 'Bem gelado' },
  items: [{ productId: chope.id, quantity: 2, unitPrice: '12.00', totalPrice: '24.00' }],
  ...extra,
});

describe('tables (owner CRUD, staff read)', () => {
  it('the owner adds, renames, deactivates and deletes tables; a repeated name is 409', async () => {
    const doze = await createTable('12');
    expect(doze).toMatchObject({ name: '12', active: true });
    expect(doze.link).toMatch(/^\/m\/[A-Za-z0-9_-]{43}$/);
    await createTable('2');

    const again = await owner.rest.post(tablesUrl(), { name: '12' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TABLE_MESSAGES.duplicateName);
    const blank = await owner.rest.post(tablesUrl(), { name: '  ' });
    expect(blank.statusCode).toBe(400);

    // Numbers in numeric order: 2 before 12.
    const listed = (await owner.rest.get(tablesUrl())).json<RestaurantTableView[]>();
    expect(listed.map((table) => table.name)).toEqual(['2', '12']);

    const renamed = await owner.rest.put(`/api/tables/${doze.id}`, { name: 'Varanda 12' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Varanda 12', active: true, link: doze.link });
    const clash = await owner.rest.put(`/api/tables/${doze.id}`, { name: '2' });
    expect(clash.statusCode).toBe(409);
    const off = await owner.rest.put(`/api/tables/${doze.id}`, { active: false });
    expect(off.json()).toMatchObject({ name: 'Varanda 12', active: false });

    const deleted = await owner.rest.delete(`/api/tables/${doze.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await owner.rest.get(tablesUrl())).json<RestaurantTableView[]>().map((table) => table.name)).toEqual(['2']);
    expect((await owner.rest.delete(`/api/tables/${doze.id}`)).statusCode).toBe(404);
  });

  it('staff of the restaurant read the list but change nothing (403); another restaurant’s owner and staff get 403, an unknown table 404', async () => {
    const table = await createTable('Staff 1');
    const listed = await staff.get(tablesUrl());
    expect(listed.statusCode).toBe(200);
    expect(listed.json<RestaurantTableView[]>().map((row) => row.name)).toContain('Staff 1');

    expect((await staff.post(tablesUrl(), { name: 'Staff 2' })).statusCode).toBe(403);
    expect((await staff.put(`/api/tables/${table.id}`, { name: 'Outro' })).statusCode).toBe(403);
    expect((await staff.delete(`/api/tables/${table.id}`)).statusCode).toBe(403);
    expect((await staff.post(`/api/tables/${table.id}/rotate-token`)).statusCode).toBe(403);
    expect((await staff.get(`${tablesUrl()}/qr.pdf`)).statusCode).toBe(403);

    for (const stranger of [otherOwner.rest, otherStaff]) {
      expect((await stranger.get(tablesUrl())).statusCode).toBe(403);
      expect((await stranger.post(tablesUrl(), { name: 'Invasora' })).statusCode).toBe(403);
      expect((await stranger.put(`/api/tables/${table.id}`, { name: 'Invasora' })).statusCode).toBe(403);
      expect((await stranger.delete(`/api/tables/${table.id}`)).statusCode).toBe(403);
      expect((await stranger.post(`/api/tables/${table.id}/rotate-token`)).statusCode).toBe(403);
      expect((await stranger.get(`${tablesUrl()}/qr.pdf`)).statusCode).toBe(403);
    }
    expect((await anonymous.get(tablesUrl())).statusCode).toBe(401);
    expect((await owner.rest.put(`/api/tables/${crypto.randomUUID()}`, { name: 'X' })).statusCode).toBe(404);
    expect((await owner.rest.get(tablesUrl(crypto.randomUUID()))).statusCode).toBe(404);
    // Nothing changed.
    expect((await owner.rest.get(tablesUrl())).json<RestaurantTableView[]>().find((row) => row.id === table.id)).toEqual(table);
  });
});

describe('table mode through the QR link', () => {
  let table: RestaurantTableView;

  beforeAll(async () => {
    table = await createTable('7');
  });

  it('anyone with the link gets the restaurant and the table', async () => {
    const res = await anonymous.get(`/api/table-links/${tokenOf(table)}`);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<TableLink>();
    expect(link.table).toEqual({ id: table.id, name: '7' });
    expect(link.restaurant).toMatchObject({ id: owner.restaurant.id, name: 'Bar do Chope', shareableSlug: owner.restaurant.shareableSlug });
  });

  it('an order lands in the table’s open conta with origin table and no fee; a second order lands in the same conta', async () => {
    const first = await anonymous.post(`/api/table-links/${tokenOf(table)}/orders`, tableOrder({ name: 'Ana' }));
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<OrderWithItems>();
    expect(order).toMatchObject({ origin: 'table', tableName: '7', orderType: 'table', deliveryFee: '0.00', total: '24.00', status: 'pending', customerName: 'Ana', notes: 'Bem gelado' });
    // A spec client's body (restaurantId and a zero fee) is taken as well; the diner's name is optional.
    const second = await anonymous.post(`/api/table-links/${tokenOf(table)}/orders`, tableOrder({ order: { restaurantId: owner.restaurant.id, subtotal: '24.00', deliveryFee: '0.00', total: '24.00' } }));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<OrderWithItems>().customerName).toBe('Mesa 7');

    const em = t.em();
    const orders = await em.find(Order, { table: table.id }, { orderBy: { createdAt: 'asc' } });
    expect(orders).toHaveLength(2);
    const tabIds = new Set(orders.map((row) => row.tab?.id));
    expect(tabIds.size).toBe(1);
    const tab = await em.findOneOrFail(Tab, { id: [...tabIds][0] as string });
    expect(tab).toMatchObject({ status: 'open', tableName: '7', serviceChargePercent: '10.00' });
    expect(orders.map((row) => [row.origin, row.orderType, row.deliveryFee])).toEqual([
      ['table', 'table', '0.00'],
      ['table', 'table', '0.00'],
    ]);

    // A table with an open conta cannot be deleted.
    const refused = await owner.rest.delete(`/api/tables/${table.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TABLE_MESSAGES.openTab);
  });

  it('prices are the server’s: a total the menu does not give is 409; a fee sent is refused as a change; another restaurant’s id is 400', async () => {
    const wrong = await anonymous.post(`/api/table-links/${tokenOf(table)}/orders`, tableOrder({ order: { subtotal: '24.00', total: '20.00' } }));
    expect(wrong.statusCode).toBe(409);
    const fee = await anonymous.post(`/api/table-links/${tokenOf(table)}/orders`, tableOrder({ order: { subtotal: '24.00', deliveryFee: '7.00', total: '31.00' } }));
    expect(fee.statusCode).toBe(409);
    expect(fee.json().message).toContain('R$ 0,00');
    const other = await anonymous.post(`/api/table-links/${tokenOf(table)}/orders`, tableOrder({ order: { restaurantId: otherOwner.restaurant.id, subtotal: '24.00', total: '24.00' } }));
    expect(other.statusCode).toBe(400);
  });

  it('a closed restaurant refuses the order (409), as for customers', async () => {
    await t.em().nativeUpdate(Restaurant, { id: owner.restaurant.id }, { isOpen: false });
    try {
      const closed = await anonymous.post(`/api/table-links/${tokenOf(table)}/orders`, tableOrder());
      expect(closed.statusCode).toBe(409);
    } finally {
      await t.em().nativeUpdate(Restaurant, { id: owner.restaurant.id }, { isOpen: true });
    }
  });

  it('a call reaches the board live; a second call of the same type within a minute is 429 saying when; of parallel calls exactly one is taken', async () => {
    const server = (await listenOnPort(t.app)).url;
    const board = await openEventStream(server, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);
    streams.push(board);
    await board.waitFor<{ type: string }>((event) => event.type === 'sync');

    const called = await anonymous.post(`/api/table-links/${tokenOf(table)}/calls`, { type: 'waiter' });
    expect(called.statusCode, called.body).toBe(201);
    const call = called.json<TableCallPlaced>();
    expect(call.type).toBe('waiter');
    expect(Date.parse(call.nextCallAt) - Date.parse(call.createdAt)).toBe(60_000);
    const heard = await board.waitFor<{ type: string; tableName: string; callType: string }>((event) => event.type === 'table.call', 2_000);
    expect(heard).toMatchObject({ tableName: '7', callType: 'waiter', tableId: table.id, restaurantId: owner.restaurant.id });

    const tooSoon = await anonymous.post(`/api/table-links/${tokenOf(table)}/calls`, { type: 'waiter' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Você já chamou há pouco\. Poderá chamar de novo em \d+ segundos\.$/);
    // 'Pedir a conta' is another button: its own minute.
    const bill = await anonymous.post(`/api/table-links/${tokenOf(table)}/calls`, { type: 'bill' });
    expect(bill.statusCode).toBe(201);
    const bogus = await anonymous.post(`/api/table-links/${tokenOf(table)}/calls`, { type: 'chef' });
    expect(bogus.statusCode).toBe(400);

    const parallelTable = await createTable('Paralela');
    const results = await Promise.all(Array.from({ length: 6 }, () => anonymous.post(`/api/table-links/${tokenOf(parallelTable)}/calls`, { type: 'waiter' })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    expect(await t.em().count(TableCall, { table: parallelTable.id })).toBe(1);
    expect(await t.em().count(TableCall, { table: table.id })).toBe(2);
  });

  it('after "Gerar novo QR" the old link is 404 on GET, orders and calls; the new one works', async () => {
    const rotated = await owner.rest.post(`/api/tables/${table.id}/rotate-token`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json<RestaurantTableView>();
    expect(fresh.link).not.toBe(table.link);

    const old = tokenOf(table);
    for (const res of [
      await anonymous.get(`/api/table-links/${old}`),
      await anonymous.post(`/api/table-links/${old}/orders`, tableOrder()),
      await anonymous.post(`/api/table-links/${old}/calls`, { type: 'bill' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TABLE_MESSAGES.linkNotFound);
    }
    expect((await anonymous.get(`/api/table-links/${tokenOf(fresh)}`)).statusCode).toBe(200);
    expect((await anonymous.get('/api/table-links/nao-existe')).statusCode).toBe(404);

    // A deactivated table's link stops too.
    await owner.rest.put(`/api/tables/${table.id}`, { active: false });
    expect((await anonymous.get(`/api/table-links/${tokenOf(fresh)}`)).statusCode).toBe(404);
    await owner.rest.put(`/api/tables/${table.id}`, { active: true });
  });
});

describe('GET /api/restaurants/{id}/tables/qr.pdf', () => {
  it('prints the active tables six to an A4 page, each with the restaurant, “Mesa N”, the caption and a QR code of its absolute link', async () => {
    const shop = await signedInOwner(t, { name: 'Cantina das Mesas' });
    const emptySheet = await shop.rest.get(`/api/restaurants/${shop.restaurant.id}/tables/qr.pdf`);
    expect(emptySheet.statusCode).toBe(409);

    const range = await t.app.inject({
      method: 'POST',
      url: '/trpc/tables.createRange',
      headers: { cookie: shop.cookie },
      payload: { id: shop.restaurant.id, from: 1, to: 8 },
    });
    expect(range.statusCode, range.body).toBe(200);
    const tables = (await shop.rest.get(`/api/restaurants/${shop.restaurant.id}/tables`)).json<RestaurantTableView[]>();
    expect(tables.map((table) => table.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // One inactive: left off the sheet. Seven active tables: two pages.
    await shop.rest.put(`/api/tables/${tables[7]?.id}`, { active: false });

    const res = await shop.rest.get(`/api/restaurants/${shop.restaurant.id}/tables/qr.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const pages = await readPdfPages(res.rawPayload);
    expect(pages).toHaveLength(Math.ceil(7 / 6));
    expect(pages[0]?.images).toBe(6);
    expect(pages[1]?.images).toBe(1);
    expect(pages[0]?.text).toContain('Cantina das Mesas');
    for (const label of ['Mesa 1', 'Mesa 6']) expect(pages[0]?.text).toContain(label);
    expect(pages[0]?.text).toContain('Aponte a câmera para ver o cardápio e pedir');
    expect(pages[1]?.text).toContain('Mesa 7');
    expect(pages[1]?.text).not.toContain('Mesa 8');

    // The second page holds one code: a phone reads it as table 7's absolute link.
    const page = await renderPdfPage(res.rawPayload, 2, 2);
    expect(jsQR(page.rgba, page.width, page.height)?.data).toBe(`${PUBLIC_URL}${tables[6]?.link}`);
  });
});
