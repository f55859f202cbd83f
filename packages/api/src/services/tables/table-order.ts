import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES, TABLE_ORDERS_PER_HOUR, tableLabel, type OrderWithItems, type placeTableOrderInputSchema } from '@direto/contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import { priceAndStoreOrder, type PlacedFacts, type PlaceOrderInput } from '../order';
import { takeHit } from '../rate-limit';
import { openTabOf } from '../tabs/open-tab';
import { findLinkedTable } from './table-link';

type PlaceTableOrderInput = z.output<typeof placeTableOrderInputSchema>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/table-links/{token}/orders: an order from a table's QR link, into the table's open
 * conta (opened by its first order), in one transaction. Priced by the code of every order (the
 * same prices, options, opening hours and minimum); no delivery, no fee, paid with the conta. A
 * table's link places at most TABLE_ORDERS_PER_HOUR orders an hour (a refused or failed order
 * gives its hit back with the rollback).
 */
export async function placeTableOrder(em: EntityManager, input: PlaceTableOrderInput): Promise<{ order: OrderWithItems; facts: PlacedFacts }> {
  return em.transactional(async (tx) => {
    const table = await findLinkedTable(tx, input.token);
    if (input.order.restaurantId && input.order.restaurantId !== table.restaurantId) throw badRequest(TABLE_MESSAGES.wrongRestaurant);
    await takeHit(tx, [{ key: `table-orders:${table.id}`, max: TABLE_ORDERS_PER_HOUR, windowMs: HOUR_MS }], TABLE_MESSAGES.tooManyOrders);
    const tab = await openTabOf(tx, table.restaurantId, table.id);
    // Deleted between the two reads: as if the link were unknown.
    if (!tab) throw notFound(TABLE_MESSAGES.linkNotFound);
    const order: PlaceOrderInput = {
      order: { ...input.order, restaurantId: table.restaurantId, deliveryFee: input.order.deliveryFee ?? '0.00' },
      items: input.items,
    };
    const name = input.name || tableLabel(tab.name);
    return priceAndStoreOrder(
      tx,
      { kind: 'walk-in', name, phone: null, phoneE164: null, recordId: null },
      order,
      null,
      { origin: 'table', takenBy: null, table: { id: tab.id, name: tab.name, tabId: tab.tabId }, takeWhenClosed: false },
    );
  });
}
