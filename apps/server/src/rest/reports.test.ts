import type { RequiredEntityData } from '@mikro-orm/core';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { fromCents, toCents, type Address, type OrderStatus, type PaymentBrand, type PaymentMethod, type ReportBreakdownResult, type ReportRows, type ReportSummary } from '@direto/contracts';
import { Coupon, Order, OrderItem, RestaurantCustomer, RestaurantMember, queries, type ICoupon, type IRestaurantCustomer, type IRestaurantMember, type IUser } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { shopWithProduct, signedInCustomer, signedInOwner, type ShopWithProduct, type SignedInCustomer } from '../../test/restaurant-fixtures';

/**
 * Issue 32, Relatórios: sales are delivered orders, counted on the business day their shift
 * opened; every total and breakdown below is computed by hand, and Σ by payment = Σ by day = net.
 */
const t = testAppForTheFile();
let customer: SignedInCustomer;

beforeAll(async () => {
  customer = await signedInCustomer(t, { phone: '(11) 98765-4321' });
});
afterEach(() => setClockTo(null));

/** Every day 18:00–02:00: the small hours belong to the evening before. */
const OVERNIGHT = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '18:00', closes: '02:00' }));
/** A local time in São Paulo (UTC−3, no daylight saving). */
const local = (dateTime: string) => new Date(`${dateTime}:00-03:00`);

const shop = (weeklyHours = OVERNIGHT) =>
  shopWithProduct(t, { name: 'Pizzaria Noturna', deliveryFee: '5.00', timezone: 'America/Sao_Paulo', weeklyHours, isOpen: true }, { name: 'Pizza Margherita', price: '20.00' });

/** Two pizzas delivered (R$ 40,00 + R$ 5,00), placed through the API at `at` as the signed-in customer. */
async function placeAt(s: ShopWithProduct, at: Date): Promise<string> {
  setClockTo(at);
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: s.owner.restaurant.id, subtotal: '40.00', deliveryFee: '5.00', total: '45.00', deliveryAddress: 'Rua da Madrugada, 10' },
    items: [{ productId: s.product.id, quantity: 2, unitPrice: '20.00', totalPrice: '40.00' }],
  });
  setClockTo(null);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const deliver = (orderId: string) => t.em().fork().nativeUpdate(Order, { id: orderId }, { status: 'delivered', deliveredAt: new Date() });

interface Seed {
  at: Date;
  status: OrderStatus;
  subtotal: string;
  discount?: string;
  fee?: string;
  method?: PaymentMethod;
  brand?: PaymentBrand;
  district?: string;
  pickup?: boolean;
  account?: IUser;
  record?: IRestaurantCustomer;
  coupon?: ICoupon;
  cancelReason?: string;
  items?: [name: string, quantity: number, unitPrice: string][];
  /** Issue 33: taken by staff on the phone, at the counter, from WhatsApp. */
  origin?: 'counter' | 'phone' | 'whatsapp';
  /** Issue 33: a table's order, its conta closed with this service charge and these payments. */
  conta?: { serviceCharge: string; payments: [method: PaymentMethod, brand: PaymentBrand | null, amount: string][] };
}

const address = (district: string) => ({ cep: '01001-000', street: 'Rua Direita', number: '1', complement: null, reference: null, district, city: 'São Paulo', state: 'SP' }) as Address;

/**
 * An order straight in the database (its business day from the trigger: the calendar day in São
 * Paulo), placed 'pending' and then moved to its status as the app does: that change is what
 * files it in the reports' daily aggregate.
 */
async function seed(s: ShopWithProduct, order: Seed): Promise<void> {
  const em = t.em().fork();
  const fee = order.fee ?? '0.00';
  const total = fromCents(toCents(order.subtotal) - toCents(order.discount ?? '0.00') + toCents(fee));
  const row = em.create(Order, {
    restaurant: s.owner.restaurant.id,
    restaurantName: s.owner.restaurant.name,
    customer: order.account?.id ?? null,
    restaurantCustomer: order.record?.id ?? null,
    status: 'pending',
    subtotal: order.subtotal,
    discount: order.discount ?? '0.00',
    deliveryFee: fee,
    total,
    paymentMethod: order.method ?? null,
    cardBrand: order.brand ?? null,
    orderType: order.conta ? 'table' : order.pickup ? 'pickup' : 'delivery',
    origin: order.conta ? 'table' : (order.origin ?? null),
    address: order.district ? address(order.district) : null,
    couponCode: order.coupon?.code ?? null,
    promotion: order.coupon?.id ?? null,
    cancelReason: order.cancelReason ?? null,
    createdAt: order.at,
    updatedAt: order.at,
  } as never);
  for (const [productName, quantity, unitPrice] of order.items ?? []) {
    em.create(OrderItem, { order: row, productName, quantity, unitPrice, totalPrice: fromCents(toCents(unitPrice) * quantity) } as never);
  }
  await em.flush();
  if (order.conta) await closeConta(row.id, total, order.conta);
  else if (order.status !== 'pending') await em.nativeUpdate(Order, { id: row.id }, { status: order.status });
}

/**
 * 'Fechar conta' as services/tabs/tab-close.ts writes it, for a conta of one order: the order's
 * payment parts first, then its service charge, its total with it and 'delivered', in one transaction.
 */
async function closeConta(orderId: string, total: string, conta: NonNullable<Seed['conta']>): Promise<void> {
  await t.em().fork().transactional(async (tx) => {
    const db = queries(tx);
    await db.insertInto('order_payments').values(conta.payments.map(([method, brand, amount]) => ({ order_id: orderId, method, card_brand: brand, amount }))).execute();
    await db
      .updateTable('orders')
      .set({ service_charge: conta.serviceCharge, total: fromCents(toCents(total) + toCents(conta.serviceCharge)), status: 'delivered', delivered_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  });
}

async function record(s: ShopWithProduct, name: string, phone: string): Promise<IRestaurantCustomer> {
  const em = t.em().fork();
  const created = em.create(RestaurantCustomer, { restaurant: s.owner.restaurant.id, name, phone } as RequiredEntityData<IRestaurantCustomer>);
  await em.flush();
  return created;
}

async function coupon(s: ShopWithProduct, fields: Partial<ICoupon>): Promise<ICoupon> {
  const em = t.em().fork();
  const created = em.create(Coupon, { restaurant: s.owner.restaurant.id, benefitType: 'amount', amount: '5.00', ...fields } as RequiredEntityData<ICoupon>);
  await em.flush();
  return created;
}

const PERIOD = 'from=2026-11-20&to=2026-11-21';

async function summaryOf(s: ShopWithProduct, query = PERIOD): Promise<ReportSummary> {
  const res = await s.owner.rest.get(`/api/restaurants/${s.owner.restaurant.id}/reports/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportSummary;
}

async function rowsOf<Name extends ReportBreakdownResult['breakdown']>(s: ShopWithProduct, breakdown: Name): Promise<ReportRows<Name>> {
  const res = await s.owner.rest.get(`/api/restaurants/${s.owner.restaurant.id}/reports/${breakdown}?${PERIOD}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ breakdown, from: '2026-11-20', to: '2026-11-21' });
  return (res.json() as { rows: ReportRows<Name> }).rows;
}

const sumOf = (rows: { net: string }[]) => fromCents(rows.reduce((sum, row) => sum + toCents(row.net), 0));

/** A CSV answer read back as Excel would: BOM, ';' and the decimal comma. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('a period with an overnight shift, every status and payment method, discounts and cancellations', () => {
  let s: ShopWithProduct;

  beforeAll(async () => {
    s = await shop();
    // Friday 20/11: two orders placed through the API, at 22:00 and at 01:30 (Saturday's small hours, the same shift).
    await deliver(await placeAt(s, local('2026-11-20T22:00')));
    await deliver(await placeAt(s, local('2026-11-21T01:30')));
    const other = await makeUser(t.em().fork(), { firstName: 'Bruno' });
    const rita = await record(s, 'Rita', '+5511911110001');
    const joao = await record(s, 'João', '+5511911110002');
    const welcome = await coupon(s, { code: 'BEMVINDO', title: 'Bem-vindo' });
    const tuesdayOffer = await coupon(s, { code: null, title: 'Terça da pizza' });
    // João bought on Thursday (before the period): he returns on Friday.
    await seed(s, { at: local('2026-11-19T20:00'), status: 'delivered', subtotal: '10.00', method: 'cash', record: joao, items: [['Pastel', 2, '5.00']] });
    await seed(s, { at: local('2026-11-20T23:00'), status: 'delivered', subtotal: '15.00', method: 'meal_voucher', pickup: true, record: joao, items: [['Pastel', 3, '5.00']] });
    // Saturday 21/11.
    await seed(s, { at: local('2026-11-21T19:00'), status: 'delivered', subtotal: '30.00', fee: '5.00', method: 'cash', district: 'Centro', record: rita, items: [['Pizza Calabresa', 1, '30.00']] });
    await seed(s, {
      at: local('2026-11-21T20:00'),
      status: 'delivered',
      subtotal: '50.00',
      discount: '5.00',
      method: 'credit',
      brand: 'visa',
      pickup: true,
      account: other,
      coupon: welcome,
      items: [
        ['Pizza Calabresa', 1, '30.00'],
        ['Refrigerante', 2, '10.00'],
      ],
    });
    await seed(s, { at: local('2026-11-21T21:00'), status: 'delivered', subtotal: '20.00', discount: '2.00', fee: '5.00', method: 'pix', district: 'Centro', record: rita, coupon: tuesdayOffer, items: [['Refrigerante', 2, '10.00']] });
    // Issue 33: Marta's first order, taken on the phone; table 4's conta, R$ 40,00 + 10 % service, paid by Pix and credit card.
    const marta = await record(s, 'Marta', '+5511911110003');
    await seed(s, { at: local('2026-11-21T19:30'), status: 'delivered', subtotal: '25.00', fee: '5.00', method: 'cash', district: 'Moema', record: marta, origin: 'phone', items: [['Pastel', 5, '5.00']] });
    await seed(s, {
      at: local('2026-11-21T20:30'),
      status: 'delivered',
      subtotal: '40.00',
      items: [
        ['Pizza Calabresa', 1, '30.00'],
        ['Refrigerante', 1, '10.00'],
      ],
      conta: {
        serviceCharge: '4.00',
        payments: [
          ['pix', null, '20.00'],
          ['credit', 'mastercard', '24.00'],
        ],
      },
    });
    await seed(s, { at: local('2026-11-21T12:00'), status: 'cancelled', subtotal: '40.00', method: 'cash', cancelReason: 'Item em falta', items: [['Pizza Calabresa', 1, '40.00']] });
    await seed(s, { at: local('2026-11-21T12:30'), status: 'cancelled', subtotal: '10.00', method: 'credit', brand: 'mastercard', items: [['Refrigerante', 1, '10.00']] });
    await seed(s, { at: local('2026-11-21T22:00'), status: 'preparing', subtotal: '25.00', method: 'debit', brand: 'mastercard', items: [['Pastel', 5, '5.00']] });
    // Outside the period (Sunday 22/11, 10:00: after the shift closed).
    await seed(s, { at: local('2026-11-22T10:00'), status: 'delivered', subtotal: '99.00', method: 'cash', items: [['Pastel', 1, '99.00']] });
  });

  it('totals: gross, discounts, fees, service, net, orders, average ticket; cancelled and in progress apart', async () => {
    expect(await summaryOf(s)).toEqual({
      from: '2026-11-20',
      to: '2026-11-21',
      grossSales: '260.00',
      discounts: '7.00',
      deliveryFees: '25.00',
      serviceCharges: '4.00',
      net: '282.00',
      orders: 8,
      averageTicket: '35.25',
      cancelled: {
        count: 2,
        value: '50.00',
        byReason: [
          { reason: 'Item em falta', count: 1, value: '40.00' },
          { reason: 'Sem motivo informado', count: 1, value: '10.00' },
        ],
      },
      inProgress: { count: 1, value: '25.00' },
    });
  });

  it('by day: the 01:30 order counts for Friday, the day its shift opened; Σ by day = Σ by payment = net', async () => {
    const days = await rowsOf(s, 'days');
    expect(days).toEqual([
      { date: '2026-11-20', orders: 3, grossSales: '95.00', discounts: '0.00', deliveryFees: '10.00', serviceCharges: '0.00', net: '105.00' },
      { date: '2026-11-21', orders: 5, grossSales: '165.00', discounts: '7.00', deliveryFees: '15.00', serviceCharges: '4.00', net: '177.00' },
    ]);
    // The conta paid in two methods counts under each with its part: Pix R$ 20,00, Mastercard R$ 24,00.
    const payments = await rowsOf(s, 'payments');
    expect(payments).toEqual([
      { method: null, brand: null, label: 'Não informado', orders: 2, net: '90.00' },
      { method: 'cash', brand: null, label: 'Dinheiro', orders: 2, net: '65.00' },
      { method: 'credit', brand: 'visa', label: 'Cartão de crédito · Visa', orders: 1, net: '45.00' },
      { method: 'pix', brand: null, label: 'Pix', orders: 2, net: '43.00' },
      { method: 'credit', brand: 'mastercard', label: 'Cartão de crédito · Mastercard', orders: 1, net: '24.00' },
      { method: 'meal_voucher', brand: null, label: 'Vale-refeição', orders: 1, net: '15.00' },
    ]);
    expect(sumOf(days)).toBe('282.00');
    expect(sumOf(payments)).toBe('282.00');
  });

  it('by hour: weekday of the business day × local hour', async () => {
    expect(await rowsOf(s, 'hours')).toEqual([
      { weekday: 5, hour: 1, orders: 1, net: '45.00' },
      { weekday: 5, hour: 22, orders: 1, net: '45.00' },
      { weekday: 5, hour: 23, orders: 1, net: '15.00' },
      { weekday: 6, hour: 19, orders: 2, net: '65.00' },
      { weekday: 6, hour: 20, orders: 2, net: '89.00' },
      { weekday: 6, hour: 21, orders: 1, net: '23.00' },
    ]);
  });

  it('by product: quantity, revenue and share of the items sold', async () => {
    expect(await rowsOf(s, 'products')).toEqual([
      { product: 'Pizza Calabresa', quantity: 3, revenue: '90.00', share: 34.6 },
      { product: 'Pizza Margherita', quantity: 4, revenue: '80.00', share: 30.8 },
      { product: 'Refrigerante', quantity: 5, revenue: '50.00', share: 19.2 },
      { product: 'Pastel', quantity: 8, revenue: '40.00', share: 15.4 },
    ]);
  });

  it('by bairro, order type, origin, coupon and new vs returning customers', async () => {
    expect(await rowsOf(s, 'districts')).toEqual([
      { district: null, label: 'Sem bairro (retirada ou endereço sem bairro)', orders: 5, net: '194.00' },
      { district: 'Centro', label: 'Centro', orders: 2, net: '58.00' },
      { district: 'Moema', label: 'Moema', orders: 1, net: '30.00' },
    ]);
    expect(await rowsOf(s, 'order-types')).toEqual([
      { orderType: 'delivery', label: 'Entrega', orders: 5, net: '178.00' },
      { orderType: 'pickup', label: 'Retirada no local', orders: 2, net: '60.00' },
      { orderType: 'table', label: 'Mesa', orders: 1, net: '44.00' },
    ]);
    expect(await rowsOf(s, 'origins')).toEqual([
      { origin: 'account', label: 'Cliente com conta', orders: 3, net: '135.00' },
      { origin: 'guest', label: 'Sem cadastro', orders: 3, net: '73.00' },
      { origin: 'table', label: 'Mesa', orders: 1, net: '44.00' },
      { origin: 'phone', label: 'Telefone', orders: 1, net: '30.00' },
    ]);
    expect(await rowsOf(s, 'coupons')).toEqual([
      { code: 'BEMVINDO', title: 'Bem-vindo', uses: 1, discount: '5.00', revenue: '45.00' },
      { code: null, title: 'Terça da pizza', uses: 1, discount: '2.00', revenue: '23.00' },
    ]);
    expect(await rowsOf(s, 'customers')).toEqual([
      { kind: 'new', label: 'Clientes novos', customers: 4, orders: 6, net: '223.00' },
      { kind: 'returning', label: 'Clientes recorrentes', customers: 1, orders: 1, net: '15.00' },
    ]);
  });

  it('exports each table as the customers export’s CSV (.csv suffix or Accept: text/csv), read back with papaparse', async () => {
    const base = `/api/restaurants/${s.owner.restaurant.id}/reports`;
    const bySuffix = await s.owner.rest.get(`${base}/payments.csv?${PERIOD}`);
    expect(bySuffix.statusCode, bySuffix.body).toBe(200);
    expect(bySuffix.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bySuffix.headers['content-disposition']).toContain('attachment');
    expect(parseCsv(bySuffix.body)).toEqual([
      ['Forma de pagamento', 'Pedidos', 'Vendas líquidas'],
      ['Não informado', '2', '90,00'],
      ['Dinheiro', '2', '65,00'],
      ['Cartão de crédito · Visa', '1', '45,00'],
      ['Pix', '2', '43,00'],
      ['Cartão de crédito · Mastercard', '1', '24,00'],
      ['Vale-refeição', '1', '15,00'],
    ]);
    const byAccept = await t.app.inject({ method: 'GET', url: `${base}/days?${PERIOD}`, headers: { cookie: s.owner.cookie, accept: 'text/csv' } });
    expect(byAccept.statusCode, byAccept.body).toBe(200);
    expect(parseCsv(byAccept.body)).toEqual([
      ['Dia', 'Pedidos', 'Vendas brutas', 'Descontos', 'Taxas de entrega', 'Taxas de serviço', 'Vendas líquidas'],
      ['20/11/2026', '3', '95,00', '0,00', '10,00', '0,00', '105,00'],
      ['21/11/2026', '5', '165,00', '7,00', '15,00', '4,00', '177,00'],
    ]);
    // Without the header, the same path answers JSON.
    expect((await s.owner.rest.get(`${base}/days?${PERIOD}`)).headers['content-type']).toContain('application/json');
  });
});

describe('the business day', () => {
  it('an order at 01:30 after an 18:00 opening counts for the day before', async () => {
    const s = await shop();
    await deliver(await placeAt(s, local('2026-11-21T01:30')));
    expect(await summaryOf(s, 'from=2026-11-20&to=2026-11-20')).toMatchObject({ orders: 1, net: '45.00' });
    expect(await summaryOf(s, 'from=2026-11-21&to=2026-11-21')).toMatchObject({ orders: 0, net: '0.00', averageTicket: null });
  });

  it('without opening hours, the calendar day', async () => {
    const s = await shop([]);
    await deliver(await placeAt(s, local('2026-11-21T01:30')));
    expect(await summaryOf(s, 'from=2026-11-20&to=2026-11-20')).toMatchObject({ orders: 0 });
    expect(await summaryOf(s, 'from=2026-11-21&to=2026-11-21')).toMatchObject({ orders: 1, net: '45.00' });
  });
});

describe('the period', () => {
  it('refuses an end before the start, more than 366 days, impossible dates and unknown breakdowns with a pt-BR message (400)', async () => {
    const s = await shop();
    const base = `/api/restaurants/${s.owner.restaurant.id}/reports`;
    const cases: [string, string][] = [
      [`${base}/summary?from=2026-11-21&to=2026-11-20`, 'A data final deve ser igual ou posterior à data inicial'],
      [`${base}/summary?from=2025-11-20&to=2026-11-21`, 'O período pode ter no máximo 366 dias'],
      [`${base}/days?from=2026-02-30&to=2026-03-01`, 'Data inicial inválida: use uma data real no formato AAAA-MM-DD'],
      [`${base}/summary?from=2026-11-20`, 'Informe a data final (AAAA-MM-DD)'],
      [`${base}/weather?from=2026-11-20&to=2026-11-21`, 'Relatório inválido'],
    ];
    for (const [url, message] of cases) {
      const res = await s.owner.rest.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(message);
    }
    // 366 days (a leap year) is allowed.
    expect((await s.owner.rest.get(`${base}/summary?from=2027-11-21&to=2028-11-20`)).statusCode).toBe(200);
  });
});

describe('who may read the reports', () => {
  it('the owner only: another owner, the restaurant’s staff and a customer get 403, anonymous 401', async () => {
    const s = await shop();
    const other = await signedInOwner(t);
    const staff = await signedInCustomer(t);
    const em = t.em().fork();
    em.create(RestaurantMember, { restaurant: s.owner.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    const base = `/api/restaurants/${s.owner.restaurant.id}/reports`;
    for (const url of [`${base}/summary?${PERIOD}`, `${base}/days?${PERIOD}`, `${base}/payments.csv?${PERIOD}`]) {
      expect((await other.rest.get(url)).statusCode, url).toBe(403);
      expect((await staff.rest.get(url)).statusCode, url).toBe(403);
      expect((await customer.rest.get(url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
