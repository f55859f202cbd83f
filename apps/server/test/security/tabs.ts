import { randomUUID } from 'node:crypto';
import { Tab, TableCall, TabPayment } from '@direto/db';
import type { TestApp } from '../test-app';
import { makeTable } from './tables';

/** One line of the world's menu, as a table's order sends it. */
interface TableOrderBody {
  order: { subtotal: string };
  items: unknown[];
}

/**
 * Issue 33: an open conta of `restaurantId` with one order, placed through a new table's QR link
 * (the restaurant must be open). `paid`: without service charge and paid in cash, so it may close.
 * Its id.
 */
export async function makeOpenTab(t: TestApp, restaurantId: string, body: TableOrderBody, paid = false): Promise<string> {
  const table = await makeTable(t.em(), restaurantId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/table-links/${table.token}/orders`,
    payload: { order: { subtotal: body.order.subtotal, total: body.order.subtotal }, items: body.items },
  });
  if (res.statusCode !== 201) throw new Error(`Pedido da mesa recusado (${res.statusCode}): ${res.body}`);
  const em = t.em();
  const tab = await em.findOneOrFail(Tab, { table: table.id, status: 'open' });
  if (paid) {
    tab.serviceChargePercent = '0.00';
    em.create(TabPayment, { tab, method: 'cash', amount: body.order.subtotal, createdByName: 'Dono', createdAt: new Date() });
    await em.flush();
  }
  return tab.id;
}

/** A waiting 'Chamar garçom' at a new table of `restaurantId`; its id. */
export async function makeTableCall(t: TestApp, restaurantId: string): Promise<string> {
  const table = await makeTable(t.em(), restaurantId);
  const em = t.em();
  const call = em.create(TableCall, { id: randomUUID(), restaurant: restaurantId, table: table.id, type: 'waiter', createdAt: new Date() });
  await em.flush();
  return call.id;
}
