import type { EntityManager } from '@mikro-orm/postgresql';
import { allocatePayments, displayName, fromCents, normalizeMoney, spreadCents, TAB_MESSAGES, tabFigures, toCents, type Tab as TabDto } from '@direto/contracts';
import { queries, TabPayment, User, type IUser } from '@direto/db';
import { now as clockNow } from '../../clock';
import { conflict } from '../../errors';
import { attributeToOpenCashSession } from '../cash-register/cash-attribution';
import { rewardLoyaltyOnDelivery } from '../loyalty/loyalty-reward';
import { publishOrderEvent } from '../order-events';
import { recordStatusChange } from '../order-status-history';
import { loadOpenTab, loadWorkableTab } from './tab-access';
import { orderDueCents, readTab } from './tab-view';

/**
 * POST /api/tabs/{tabId}/close, 'Fechar conta' (owner and staff), only when nothing is due (409
 * 'Faltam R$ 12,30 para fechar a conta'). In one transaction:
 * - the table's row, then the conta's, are locked (a first order at the same moment waits and then
 *   opens a new conta; two closes give one, the other 409), and the conta's orders too (a cancel
 *   at the same moment waits, then finds the order delivered);
 * - the service charge (percentage of the non-cancelled orders, half-up to the centavo) is spread
 *   over the orders by their totals, in centavos that add up exactly;
 * - the payments are spread over the orders (both oldest first, greedily) into order_payments,
 *   written BEFORE the orders turn delivered: the reports' triggers read them then;
 * - each order gets its service charge share, its new total and 'delivered', with its history
 *   step, live event, loyalty and caixa attribution, as the board's 'delivered' does;
 * - the table's waiting calls are attended and the conta is closed: the table is free.
 */
export async function closeTab(em: EntityManager, user: IUser, tabId: string): Promise<TabDto> {
  const { tab: unlocked } = await loadWorkableTab(em, user, tabId);
  const closed = await em.transactional(async (tx) => {
    const db = queries(tx);
    // The table first, as a table's order locks it (services/tabs/open-tab.ts): never the other way round.
    if (unlocked.table) await db.selectFrom('restaurant_tables').where('id', '=', unlocked.table.id).select('id').forUpdate().execute();
    const { tab, restaurant } = await loadOpenTab(tx, user, tabId);
    const orders = await db
      .selectFrom('orders')
      .where('tab_id', '=', tab.id)
      .where('status', '!=', 'cancelled')
      .orderBy('created_at')
      .orderBy('id')
      .select(['id', 'subtotal', 'discount', 'delivery_fee', 'customer_id', 'status'])
      .forUpdate()
      .execute();
    const payments = await tx.find(TabPayment, { tab: tab.id }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const dues = orders.map((order) => orderDueCents({ subtotal: order.subtotal, discount: order.discount, deliveryFee: order.delivery_fee }));
    const figures = tabFigures(dues, tab.serviceChargePercent, payments.map((payment) => toCents(payment.amount)));
    if (figures.paid < figures.total) throw conflict(TAB_MESSAGES.stillDue(fromCents(figures.total - figures.paid)));

    const shares = spreadCents(figures.serviceCharge, dues);
    const totals = dues.map((due, index) => due + (shares[index] ?? 0));
    const parts = allocatePayments(totals, payments.map((payment) => toCents(payment.amount)));
    const rows = orders.flatMap((order, index) =>
      (parts[index] ?? []).map((part) => {
        const payment = payments[part.paymentIndex];
        return { order_id: order.id, method: payment?.method ?? 'cash', card_brand: payment?.cardBrand ?? null, amount: fromCents(part.cents) };
      }),
    );
    if (rows.length > 0) await db.insertInto('order_payments').values(rows).execute();

    const at = clockNow();
    for (const [index, order] of orders.entries()) {
      await db
        .updateTable('orders')
        .set({ service_charge: fromCents(shares[index] ?? 0), total: fromCents(totals[index] ?? 0), status: 'delivered', delivered_at: at, updated_at: at })
        .where('id', '=', order.id)
        .execute();
      await recordStatusChange(tx, { orderId: order.id, status: 'delivered', at, byUserId: user.id });
      await publishOrderEvent(tx, { type: 'order.status', orderId: order.id, restaurantId: restaurant.id, customerId: order.customer_id ?? null, status: 'delivered' });
      await rewardLoyaltyOnDelivery(tx, order.id, at);
      await attributeToOpenCashSession(tx, order.id, restaurant.id);
    }
    if (tab.table) {
      await db.updateTable('table_calls').set({ attended_at: at, attended_by_id: user.id }).where('table_id', '=', tab.table.id).where('attended_at', 'is', null).execute();
    }
    tab.status = 'closed';
    tab.closedAt = at;
    tab.closedBy = tx.getReference(User, user.id);
    tab.closedByName = displayName(user);
    tab.serviceCharge = fromCents(figures.serviceCharge);
    tab.total = fromCents(figures.total);
    await tx.flush();
    return { tab, percent: normalizeMoney(restaurant.serviceChargePercent) };
  });
  return readTab(em, closed.tab, closed.percent);
}
