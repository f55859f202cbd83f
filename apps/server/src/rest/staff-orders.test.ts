import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { GUEST_ORDER_REFUSED, STAFF_ORDER_TABLE_INACTIVE, STORE_CLOSED_CONFIRM, type OrderDetail, type OptionGroup, type OrderWithItems, type CustomerPage } from '@direto/contracts';
import { Order, Restaurant, RestaurantCustomer, RestaurantMember, RestaurantTable, Tab, User, type IProduct, type IRestaurant } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { required } from '../../test/required';
import { registerAndLogin } from '../../test/session';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let otherOwner: SignedInOwner;
let customer: SignedInCustomer;
let staff: ReturnType<typeof restClient>;
let otherStaff: ReturnType<typeof restClient>;
let lasanha: IProduct;
let burger: IProduct;
let sauce: OptionGroup;

/** A member of `restaurant`'s team ('Atendente'), signed in. */
async function staffOf(restaurant: IRestaurant, firstName: string) {
  const person = await registerAndLogin(t, { userType: 'customer', firstName, lastName: 'Atendente' });
  const em = t.em();
  em.create(RestaurantMember, { restaurant: restaurant.id, user: em.getReference(User, person.user.id) });
  await em.flush();
  return restClient(t, person.cookie);
}

async function makeTable(restaurant: IRestaurant, name: string, active = true) {
  const em = t.em();
  const table = em.create(RestaurantTable, { restaurant: restaurant.id, name, active, token: `token-${name}-${restaurant.id}` });
  await em.flush();
  return table;
}

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina da Equipe', deliveryFee: '5.00', offersPickup: true });
  otherOwner = await signedInOwner(t, { name: 'Outra Cantina' });
  customer = await signedInCustomer(t, { phone: '(11) 98765-4321', firstName: 'Ana', lastName: 'Souza' });
  staff = await staffOf(owner.restaurant, 'João');
  otherStaff = await staffOf(otherOwner.restaurant, 'Pedro');
  lasanha = await makeProduct(t.em(), owner.restaurant, { name: 'Lasanha', price: '19.00' });
  burger = await makeProduct(t.em(), owner.restaurant, { name: 'Hambúrguer', price: '25.00' });
  const created = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, {
    name: 'Molho',
    min: 1,
    max: 1,
    options: [{ name: 'Barbecue', price: '0' }, { name: 'Mostarda', price: '0' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  sauce = created.json<OptionGroup>();
  expect((await owner.rest.put(`/api/products/${burger.id}/option-groups`, { groupIds: [sauce.id] })).statusCode).toBe(200);
});

afterEach(async () => {
  setClockTo(null);
  await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { isOpen: true, weeklyHours: [] });
});

const staffOrdersUrl = (restaurantId = owner.restaurant.id) => `/api/restaurants/${restaurantId}/staff-orders`;

type Body = Record<string, unknown> & { order: Record<string, unknown> };

/** Two lasanhas (R$ 38,00): a delivery with the R$ 5,00 fee, or a pickup or table order without it. */
function body(extra: Record<string, unknown> = {}, order: Record<string, unknown> = {}): Body {
  const delivery = (order.orderType ?? 'delivery') === 'delivery' && !extra.tableId;
  return {
    order: {
      restaurantId: owner.restaurant.id,
      subtotal: '38.00',
      deliveryFee: delivery ? '5.00' : '0.00',
      total: delivery ? '43.00' : '38.00',
      ...(delivery ? { deliveryAddress: 'Rua das Flores, 12 - Centro' } : {}),
      ...order,
    },
    items: [{ productId: lasanha.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
    origin: 'phone',
    customer: { name: 'Carla Mendes', phone: '(21) 99876-5432' },
    ...extra,
  };
}

describe('POST /api/restaurants/{id}/staff-orders', () => {
  it('takes orders of each origin from the owner and from staff, priced by the server, with who took them on the order, its detail and the board', async () => {
    const byPhone = await staff.post(staffOrdersUrl(), body());
    expect(byPhone.statusCode, byPhone.body).toBe(201);
    expect(byPhone.json<OrderWithItems>()).toMatchObject({
      status: 'pending',
      origin: 'phone',
      takenByName: 'João Atendente',
      customerId: null,
      customerName: 'Carla Mendes',
      customerPhone: '(21) 99876-5432',
      orderType: 'delivery',
      subtotal: '38.00',
      deliveryFee: '5.00',
      total: '43.00',
      deliveryAddress: 'Rua das Flores, 12 - Centro',
    });

    // At the counter, nobody identified: the order is named by where it came from.
    const atTheCounter = await owner.rest.post(staffOrdersUrl(), body({ origin: 'counter', customer: undefined }, { orderType: 'pickup', payment: { method: 'cash' } }));
    expect(atTheCounter.statusCode, atTheCounter.body).toBe(201);
    expect(atTheCounter.json<OrderWithItems>()).toMatchObject({ origin: 'counter', customerName: 'Balcão', customerPhone: null, orderType: 'pickup', total: '38.00', payment: { method: 'cash' } });
    expect(atTheCounter.json<OrderWithItems>().takenByName).toMatch(/\S/);

    const byWhatsapp = await staff.post(staffOrdersUrl(), body({ origin: 'whatsapp', customer: { name: 'Rafa' } }, { orderType: 'pickup' }));
    expect(byWhatsapp.statusCode, byWhatsapp.body).toBe(201);
    expect(byWhatsapp.json<OrderWithItems>()).toMatchObject({ origin: 'whatsapp', customerName: 'Rafa', takenByName: 'João Atendente' });

    const detail = await owner.rest.get(`/api/orders/${byPhone.json<OrderWithItems>().id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<OrderDetail>()).toMatchObject({ origin: 'phone', takenByName: 'João Atendente', tableName: null });
    const board = (await staff.get(`/api/restaurants/${owner.restaurant.id}/orders`)).json<{ id: string; origin: string | null; takenByName: string | null }[]>();
    expect(board.find((row) => row.id === byWhatsapp.json<OrderWithItems>().id)).toMatchObject({ origin: 'whatsapp', takenByName: 'João Atendente' });
  });

  it("finds a known phone's customer record, so the order counts in the owner's Clientes; a blocked one is refused with the neutral message", async () => {
    // Ana ordered before from her account, with her profile's phone.
    const earlier = await customer.rest.post('/api/orders', {
      order: { restaurantId: owner.restaurant.id, subtotal: '19.00', deliveryFee: '5.00', total: '24.00', deliveryAddress: 'Rua Augusta, 1200, apto 52' },
      items: [{ productId: lasanha.id, quantity: 1, unitPrice: '19.00', totalPrice: '19.00' }],
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const record = await t.em().findOneOrFail(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: '+5511987654321' });

    const taken = await staff.post(staffOrdersUrl(), body({ customer: { name: 'Ana Souza', phone: '11 98765-4321' } }));
    expect(taken.statusCode, taken.body).toBe(201);
    const stored = await t.em().findOneOrFail(Order, taken.json<OrderWithItems>().id);
    expect(stored.restaurantCustomer?.id).toBe(record.id);
    expect(taken.json<OrderWithItems>().customerPhone).toBe('(11) 98765-4321');

    const clientes = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers?q=Ana`)).json<CustomerPage>();
    expect(clientes.customers.find((row) => row.id === record.id)?.orderCount).toBe(2);

    await t.em().nativeUpdate(RestaurantCustomer, record.id, { blocked: true });
    const blocked = await staff.post(staffOrdersUrl(), body({ customer: { name: 'Ana Souza', phone: '(11) 98765-4321' } }));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: GUEST_ORDER_REFUSED });
    await t.em().nativeUpdate(RestaurantCustomer, record.id, { blocked: false });
  });

  it('applies the menu rules a customer meets: current prices, option limits, a delivery phone and address', async () => {
    const stalePrice = body();
    stalePrice.items = [{ productId: lasanha.id, quantity: 2, unitPrice: '18.00', totalPrice: '36.00' }];
    stalePrice.order = { ...stalePrice.order, subtotal: '36.00', total: '41.00' };
    const refused = await staff.post(staffOrdersUrl(), stalePrice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('R$');

    const barbecue = required(sauce.options.find((option) => option.name === 'Barbecue'), 'Barbecue').id;
    const mostarda = required(sauce.options.find((option) => option.name === 'Mostarda'), 'Mostarda').id;
    const twoSauces = body({}, { subtotal: '25.00', total: '30.00' });
    twoSauces.items = [{ productId: burger.id, quantity: 1, unitPrice: '25.00', totalPrice: '25.00', options: [{ optionId: barbecue }, { optionId: mostarda }] }];
    const tooMany = await staff.post(staffOrdersUrl(), twoSauces);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Hambúrguer: Escolha no máximo 1 opção em Molho');

    const noPhone = await staff.post(staffOrdersUrl(), body({ customer: { name: 'Sem Telefone' } }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('Informe o celular do cliente para a entrega');
    const noAddress = body();
    delete noAddress.order.deliveryAddress;
    const refusedAddress = await staff.post(staffOrdersUrl(), noAddress);
    expect(refusedAddress.statusCode).toBe(400);
    expect(refusedAddress.json().message).toBe('Informe o endereço de entrega');
    expect(await t.em().count(Order, { restaurant: owner.restaurant.id, customerName: 'Sem Telefone' })).toBe(0);
  });

  it("refuses a bairro the restaurant does not serve and an order below its bairro's minimum, as at checkout", async () => {
    const areasShop = await signedInOwner(t, { name: 'Cantina dos Bairros' });
    const pizza = await makeProduct(t.em(), areasShop.restaurant, { name: 'Pizza', price: '20.00' });
    const areas = await areasShop.rest.put(`/api/restaurants/${areasShop.restaurant.id}/delivery-areas`, {
      areas: [{ district: 'Tijuca', city: 'Rio de Janeiro', fee: '3.00', minTime: 30, maxTime: 40, minOrder: '30.00' }],
    });
    expect(areas.statusCode, areas.body).toBe(200);
    const address = (district: string) => ({ cep: '20510-000', street: 'Rua Conde de Bonfim', number: '100', district, city: 'Rio de Janeiro', state: 'RJ' });
    const order = (quantity: number, district: string) => ({
      order: { restaurantId: areasShop.restaurant.id, subtotal: `${20 * quantity}.00`, deliveryFee: '3.00', total: `${20 * quantity + 3}.00`, orderType: 'delivery', address: address(district) },
      items: [{ productId: pizza.id, quantity, unitPrice: '20.00', totalPrice: `${20 * quantity}.00` }],
      origin: 'phone',
      customer: { name: 'Bia', phone: '(21) 98888-7777' },
    });
    const url = staffOrdersUrl(areasShop.restaurant.id);
    const unserved = await areasShop.rest.post(url, order(2, 'Copacabana'));
    expect(unserved.statusCode).toBe(409);
    expect(unserved.json().message).toContain('Copacabana');
    const belowMinimum = await areasShop.rest.post(url, order(1, 'Tijuca'));
    expect(belowMinimum.statusCode).toBe(409);
    expect(belowMinimum.json().message).toBe('Faltam R$ 10,00 para o pedido mínimo de R$ 30,00.');
    const served = await areasShop.rest.post(url, order(2, 'Tijuca'));
    expect(served.statusCode, served.body).toBe(201);
    expect(served.json<OrderWithItems>()).toMatchObject({ deliveryFee: '3.00', total: '43.00', address: { district: 'Tijuca' } });
  });

  it("asks 'Loja fechada — registrar mesmo assim?' (409, issue confirmClosed) while closed, and takes the order once confirmed", async () => {
    await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { isOpen: false });
    const switchedOff = await staff.post(staffOrdersUrl(), body());
    expect(switchedOff.statusCode).toBe(409);
    expect(switchedOff.json()).toEqual({ message: STORE_CLOSED_CONFIRM, issues: [{ path: 'confirmClosed', message: STORE_CLOSED_CONFIRM }] });
    const confirmed = await staff.post(staffOrdersUrl(), body({ confirmClosed: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json<OrderWithItems>()).toMatchObject({ status: 'pending', origin: 'phone' });

    // Outside its hours (open on Fridays from 18:00; now a Friday at 15:00): the same question.
    await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { isOpen: true, weeklyHours: [{ weekday: 5, opens: '18:00', closes: '23:00' }] });
    setClockTo(new Date('2026-11-27T15:00:00-03:00'));
    const outsideHours = await owner.rest.post(staffOrdersUrl(), body({ origin: 'counter' }));
    expect(outsideHours.statusCode).toBe(409);
    expect(outsideHours.json().message).toBe(STORE_CLOSED_CONFIRM);
    expect((await owner.rest.post(staffOrdersUrl(), body({ origin: 'counter', confirmClosed: true }))).statusCode).toBe(201);
    setClockTo(new Date('2026-11-27T19:00:00-03:00'));
    expect((await owner.rest.post(staffOrdersUrl(), body({ origin: 'counter' }))).statusCode).toBe(201);
  });

  it('takes a pickup at the counter where the online menu only delivers; a customer still cannot choose it', async () => {
    await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { offersPickup: false });
    try {
      const atTheCounter = await staff.post(staffOrdersUrl(), body({ origin: 'counter', customer: undefined }, { orderType: 'pickup', payment: { method: 'cash' } }));
      expect(atTheCounter.statusCode, atTheCounter.body).toBe(201);
      expect(atTheCounter.json<OrderWithItems>()).toMatchObject({ orderType: 'pickup', deliveryFee: '0.00', total: '38.00' });
      const online = await customer.rest.post('/api/orders', {
        order: { restaurantId: owner.restaurant.id, orderType: 'pickup', subtotal: '38.00', deliveryFee: '0.00', total: '38.00', payment: { method: 'cash' } },
        items: [{ productId: lasanha.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
      });
      expect(online.statusCode).toBe(409);
      expect(online.json().message).toBe('Cantina da Equipe não oferece retirada no local.');
    } finally {
      await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { offersPickup: true });
    }
  });

  it("puts a table's order into the table's open conta, without delivery or fee; another restaurant's table is 404, an inactive one 409", async () => {
    const mesa12 = await makeTable(owner.restaurant, '12');
    const first = await staff.post(staffOrdersUrl(), body({ tableId: mesa12.id, customer: undefined, origin: 'counter' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<OrderWithItems>()).toMatchObject({ orderType: 'table', origin: 'table', tableName: '12', customerName: 'Mesa 12', deliveryFee: '0.00', total: '38.00', address: null });
    const second = await owner.rest.post(staffOrdersUrl(), body({ tableId: mesa12.id, customer: { name: 'Lu' } }));
    expect(second.statusCode, second.body).toBe(201);
    const orders = await t.em().find(Order, { table: mesa12.id });
    expect(orders).toHaveLength(2);
    const tabs = await t.em().find(Tab, { table: mesa12.id });
    expect(tabs).toHaveLength(1);
    expect(orders.every((order) => order.tab?.id === tabs[0]?.id)).toBe(true);

    const theirs = await makeTable(otherOwner.restaurant, '12');
    const foreign = await staff.post(staffOrdersUrl(), body({ tableId: theirs.id }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Mesa não encontrada');

    const closedTable = await makeTable(owner.restaurant, 'Varanda', false);
    const inactive = await staff.post(staffOrdersUrl(), body({ tableId: closedTable.id }));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(STAFF_ORDER_TABLE_INACTIVE);
  });

  it("refuses another restaurant's staff and owner (403), a customer account (403) and anyone signed out (401)", async () => {
    const before = await t.em().count(Order, { restaurant: owner.restaurant.id });
    for (const client of [otherStaff, otherOwner.rest, customer.rest]) {
      const res = await client.post(staffOrdersUrl(), body());
      expect(res.statusCode).toBe(403);
    }
    expect((await restClient(t).post(staffOrdersUrl(), body())).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await staff.post(staffOrdersUrl(unknown), body({}, { restaurantId: unknown }))).statusCode).toBe(404);
    expect(await t.em().count(Order, { restaurant: owner.restaurant.id })).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key with the order already taken, and refuses the key for another order', async () => {
    const send = (payload: Body) =>
      t.app.inject({ method: 'POST', url: staffOrdersUrl(), payload, headers: { cookie: owner.cookie, 'idempotency-key': 'novo-pedido-42' } });
    const [a, b] = await Promise.all([send(body()), send(body())]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<OrderWithItems>().id).toBe(b.json<OrderWithItems>().id);
    const other = await send(body({ origin: 'whatsapp' }));
    expect(other.statusCode).toBe(409);
  });
});

describe("'Buscar' in 'Novo pedido' (staffOrders.lookupCustomer)", () => {
  async function lookup(client: ReturnType<typeof restClient>, phone: string, restaurantId = owner.restaurant.id) {
    const input = encodeURIComponent(JSON.stringify({ id: restaurantId, phone }));
    const res = await client.get(`/trpc/staffOrders.lookupCustomer?input=${input}`);
    return { status: res.statusCode, data: res.json().result?.data };
  }

  it("answers a known phone's name and last delivery address, and nothing more; an unknown phone gets null", async () => {
    const delivered = await staff.post(staffOrdersUrl(), body({ customer: { name: 'Dona Célia', phone: '(31) 99999-1111' } }, { deliveryAddress: 'Rua da Bahia, 1000 - Centro' }));
    expect(delivered.statusCode, delivered.body).toBe(201);
    // A later pickup does not replace the last delivery address.
    expect((await staff.post(staffOrdersUrl(), body({ customer: { name: 'Dona Célia', phone: '(31) 99999-1111' } }, { orderType: 'pickup' }))).statusCode).toBe(201);

    const known = await lookup(staff, '31999991111');
    expect(known.status).toBe(200);
    expect(known.data).toEqual({ name: 'Dona Célia', phone: '(31) 99999-1111', lastAddress: null, lastDeliveryAddress: 'Rua da Bahia, 1000 - Centro' });
    expect((await lookup(owner.rest, '(31) 99999-1111')).data).toMatchObject({ name: 'Dona Célia' });

    const unknown = await lookup(staff, '(31) 98888-2222');
    expect(unknown).toEqual({ status: 200, data: null });
  });

  it("is refused to another restaurant's staff (403), a customer (403), and for an invalid phone (400)", async () => {
    expect((await lookup(otherStaff, '(31) 99999-1111')).status).toBe(403);
    expect((await lookup(customer.rest, '(31) 99999-1111')).status).toBe(403);
    expect((await lookup(staff, '1234')).status).toBe(400);
  });
});
