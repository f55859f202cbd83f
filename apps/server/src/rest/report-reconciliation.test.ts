import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, type CashSession, type ReportRows, type ReportSummary } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { placeDeliveredOrder } from '../../test/delivered-order';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

/**
 * Issue 32 ('the caixa's expected amounts equal the report for the same orders') with issue 33's
 * contas: a caixa's orders — cash with troco, Pix, and a table's conta with service charge paid by
 * card and cash, closed through the real routes — give the same figures per method in the caixa
 * and in Relatórios › Por forma de pagamento.
 */
const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let dish: IProduct;

const PIX = { pixEnabled: true, pixKeyType: 'cpf', pixKey: '52998224725', pixReceiverName: 'CANTINA CONFERE', pixReceiverCity: 'SAO PAULO', pixRequireConfirmation: false } as const;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina Confere', deliveryFee: '5.00', ...PIX });
  customer = await signedInCustomer(t);
  dish = await makeProduct(t.em(), owner.restaurant, { name: 'Lasanha', price: '19.00' });
});

/** Two lasanhas and the fee (R$ 43,00), paid as `payment` says, delivered on the board. */
const deliveredOrder = (payment: Record<string, unknown>) => placeDeliveredOrder(customer, owner, dish, payment);

/** A table's conta: two lasanhas through its QR link (R$ 38,00 + 10 % = R$ 41,80), paid R$ 30,00 on Visa credit and the rest in cash, closed. */
async function closedConta(): Promise<void> {
  const table = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/tables`, { name: '7' });
  expect(table.statusCode, table.body).toBe(201);
  const token = table.json<{ link: string }>().link.split('/m/')[1] ?? '';
  const ordered = await restClient(t).post(`/api/table-links/${token}/orders`, {
    order: { subtotal: '38.00', total: '38.00' },
    items: [{ productId: dish.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const room = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/tabs`)).json<{ tables: { tab: { id: string } | null }[] }>();
  const tabId = room.tables.find((entry) => entry.tab)?.tab?.id;
  for (const payment of [
    { method: 'credit', brand: 'visa', amount: '30.00' },
    { method: 'cash', amount: '11.80' },
  ]) {
    const paid = await owner.rest.post(`/api/tabs/${tabId}/payments`, payment);
    expect(paid.statusCode, paid.body).toBe(201);
  }
  const closed = await owner.rest.post(`/api/tabs/${tabId}/close`);
  expect(closed.statusCode, closed.body).toBe(200);
}

describe('the caixa and the reports agree on the same orders', () => {
  it('per method and brand: orders and amounts, a conta paid in two methods included', async () => {
    const opened = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/cash-sessions`, { openingFloat: '100.00' });
    expect(opened.statusCode, opened.body).toBe(201);
    await deliveredOrder({ method: 'cash', changeFor: '50.00' });
    await deliveredOrder({ method: 'pix' });
    await closedConta();

    const caixa = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/cash-sessions/current`)).json<CashSession>();
    // The whole caixa's orders fall in these days, whatever the restaurant's time zone.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const period = `from=${day(-1)}&to=${day(1)}`;
    const payments = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/reports/payments?${period}`)).json<{ rows: ReportRows<'payments'> }>().rows;
    const summary = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/reports/summary?${period}`)).json<ReportSummary>();

    // The cash line is the drawer (float, troco, movements): its sales are cash.cashSales.
    const fromCaixa = caixa.lines.map(({ method, brand, orderCount, expected }) => ({
      method,
      brand,
      orders: orderCount,
      net: method === 'cash' ? caixa.cash.cashSales : expected,
    }));
    const fromReport = payments.map(({ method, brand, orders, net }) => ({ method, brand, orders, net }));
    const byKey = <Row extends { method: string | null; brand: string | null }>(rows: Row[]) => [...rows].sort((a, b) => `${a.method}:${a.brand}`.localeCompare(`${b.method}:${b.brand}`));
    expect(byKey(fromReport)).toEqual(byKey(fromCaixa));
    expect(byKey(fromCaixa)).toEqual(
      byKey([
        { method: 'cash', brand: null, orders: 2, net: '54.80' },
        { method: 'credit', brand: 'visa', orders: 1, net: '30.00' },
        { method: 'pix', brand: null, orders: 1, net: '43.00' },
      ]),
    );
    expect(summary).toMatchObject({ net: caixa.salesTotal, orders: caixa.orderCount, serviceCharges: '3.80' });
    expect(fromCents(toCents(summary.grossSales) - toCents(summary.discounts) + toCents(summary.deliveryFees) + toCents(summary.serviceCharges))).toBe(summary.net);
  });
});
