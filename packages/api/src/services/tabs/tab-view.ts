import type { EntityManager } from '@mikro-orm/postgresql';
import {
  equalShares,
  fromCents,
  normalizeMoney,
  tabFigures,
  toCents,
  type ShareCents,
  type Tab as TabDto,
  type TabOrder,
  type TabSplit,
} from '@direto/contracts';
import { Order, TabPayment, type IOrder, type ITab, type ITabPayment } from '@direto/db';
import { toOrderWithItemsDto } from '../../mappers/order';
import { itemsByOrder } from '../order-queries';

/** What an order adds to its conta before the service charge (a closed conta's orders carry their share in `total`). */
export function orderDueCents(order: Pick<IOrder, 'subtotal' | 'discount' | 'deliveryFee'>): number {
  return toCents(order.subtotal) - toCents(order.discount ?? '0.00') + toCents(order.deliveryFee);
}

/** A conta's orders (oldest first, with their lines) and payments, read for several contas at once. */
export interface TabContents {
  orders: TabOrder[];
  payments: ITabPayment[];
}

export async function loadTabContents(em: EntityManager, tabIds: readonly string[]): Promise<Map<string, TabContents>> {
  const contents = new Map<string, TabContents>(tabIds.map((id) => [id, { orders: [], payments: [] }]));
  if (tabIds.length === 0) return contents;
  const [orders, payments] = await Promise.all([
    em.find(Order, { tab: { $in: [...tabIds] } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    em.find(TabPayment, { tab: { $in: [...tabIds] } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const items = await itemsByOrder(em, orders.map((order) => order.id));
  for (const order of orders) {
    contents.get(order.tab?.id ?? '')?.orders.push({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName || null,
      takenByName: order.takenByName ?? null,
      total: fromCents(orderDueCents(order)),
      items: toOrderWithItemsDto(order, items.get(order.id) ?? []).items,
    });
  }
  for (const payment of payments) contents.get(payment.tab.id)?.payments.push(payment);
  return contents;
}

/** The orders that count: every one but the cancelled. */
export const countedOrders = (orders: readonly TabOrder[]) => orders.filter((order) => order.status !== 'cancelled');

function toShareDtos(kind: TabSplit['kind'], shares: ShareCents[]): TabSplit {
  return {
    kind,
    people: shares.length,
    shares: shares.map((share) => ({ person: share.person, itemIds: share.itemIds, amount: fromCents(share.amount), serviceCharge: fromCents(share.serviceCharge) })),
  };
}

/**
 * A conta as the dining room and the conta screen read it. The split is the stored equal split
 * ('Dividir por N'), or `itemSplit` when the caller just computed one (a split by items is an
 * answer, not stored: see docs/tables.md).
 */
export function toTabDto(tab: ITab, contents: TabContents, restaurantPercent: string, itemSplit: ShareCents[] | null = null): TabDto {
  const counted = countedOrders(contents.orders);
  const figures = tabFigures(
    counted.map((order) => toCents(order.total)),
    tab.serviceChargePercent,
    contents.payments.map((payment) => toCents(payment.amount)),
  );
  const split = itemSplit ? toShareDtos('items', itemSplit) : tab.splitPeople ? toShareDtos('people', equalShares(figures, tab.splitPeople)) : null;
  return {
    id: tab.id,
    tableId: tab.table?.id ?? null,
    tableName: tab.tableName,
    status: tab.status,
    openedAt: tab.openedAt.toISOString(),
    firstOrderAt: contents.orders[0]?.createdAt ?? null,
    serviceChargePercent: normalizeMoney(tab.serviceChargePercent),
    restaurantServiceChargePercent: normalizeMoney(restaurantPercent),
    orders: contents.orders,
    subtotal: fromCents(figures.subtotal),
    serviceCharge: fromCents(figures.serviceCharge),
    total: fromCents(figures.total),
    paid: fromCents(figures.paid),
    remaining: fromCents(figures.remaining),
    payments: contents.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      brand: payment.cardBrand ?? null,
      amount: normalizeMoney(payment.amount),
      createdByName: payment.createdByName,
      createdAt: payment.createdAt.toISOString(),
    })),
    split,
    closedAt: tab.closedAt ? tab.closedAt.toISOString() : null,
    closedByName: tab.closedByName ?? null,
  };
}

/** One conta, read whole. */
export async function readTab(em: EntityManager, tab: ITab, restaurantPercent: string, itemSplit: ShareCents[] | null = null): Promise<TabDto> {
  const contents = (await loadTabContents(em, [tab.id])).get(tab.id) ?? { orders: [], payments: [] };
  return toTabDto(tab, contents, restaurantPercent, itemSplit);
}
