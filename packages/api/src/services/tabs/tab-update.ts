import type { EntityManager } from '@mikro-orm/postgresql';
import { itemShares, normalizeMoney, TAB_MESSAGES, tabFigures, toCents, type ShareCents, type Tab as TabDto, type updateTabInputSchema } from '@direto/contracts';
import type { IUser } from '@direto/db';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../errors';
import { loadOpenTab } from './tab-access';
import { countedOrders, loadTabContents, readTab, type TabContents } from './tab-view';

type UpdateTabInput = z.output<typeof updateTabInputSchema>;

/**
 * PUT /api/tabs/{tabId} (owner and staff): the conta's service charge and split. The percentage
 * is the owner's setting: staff may only remove it ("0") or put the restaurant's back, as a
 * waiter does when the table asks; any other percentage is the owner's (403 for staff).
 * A split by items is computed and answered, not stored; an equal split by N is stored.
 */
export async function updateTab(em: EntityManager, user: IUser, input: UpdateTabInput): Promise<TabDto> {
  return em.transactional(async (tx) => {
    const { tab, restaurant } = await loadOpenTab(tx, user, input.tabId);
    const restaurantPercent = normalizeMoney(restaurant.serviceChargePercent);
    if (input.serviceChargePercent !== undefined) {
      const isOwner = restaurant.owner.id === user.id;
      const allowedToStaff = input.serviceChargePercent === '0.00' || input.serviceChargePercent === restaurantPercent;
      if (!isOwner && !allowedToStaff) throw forbidden(TAB_MESSAGES.staffPercent);
      tab.serviceChargePercent = input.serviceChargePercent;
    }
    let itemSplit: ShareCents[] | null = null;
    if (input.split !== undefined) {
      tab.splitPeople = input.split && 'people' in input.split ? input.split.people : null;
      if (input.split && 'items' in input.split) {
        const contents = (await loadTabContents(tx, [tab.id])).get(tab.id) ?? { orders: [], payments: [] };
        itemSplit = splitByItems(contents, tab.serviceChargePercent, input.split.items);
      }
    }
    await tx.flush();
    return readTab(tx, tab, restaurantPercent, itemSplit);
  });
}

/** Each line to its person; a line of another conta (or of a cancelled order) is refused. */
function splitByItems(contents: TabContents, percent: string, assignments: { itemId: string; person: number }[]): ShareCents[] {
  const counted = countedOrders(contents.orders);
  const lines = counted.flatMap((order) => order.items.map((item) => ({ itemId: item.id, cents: toCents(item.totalPrice) })));
  const known = new Set(lines.map((line) => line.itemId));
  if (assignments.some((assignment) => !known.has(assignment.itemId))) throw badRequest(TAB_MESSAGES.itemNotInTab);
  const figures = tabFigures(
    counted.map((order) => toCents(order.total)),
    percent,
    contents.payments.map((payment) => toCents(payment.amount)),
  );
  return itemShares(figures, lines, new Map(assignments.map((assignment) => [assignment.itemId, assignment.person])));
}
