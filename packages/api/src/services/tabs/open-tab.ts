import type { EntityManager } from '@mikro-orm/postgresql';
import { queries } from '@direto/db';
import { now } from '../../clock';

/** The table an order goes to, and its open conta. */
export interface TableWithTab {
  id: string;
  name: string;
  restaurantId: string;
  tabId: string;
}

/**
 * Issue 33: the open conta of a table, opened by its first order. Runs in the order's
 * transaction and locks the table's row first, so two first orders at once (two phones at one
 * table) take turns and find one conta; a conta opens with the restaurant's service charge
 * percentage of the moment. Null when the table does not exist (or is not the restaurant's).
 */
export async function openTabOf(tx: EntityManager, restaurantId: string, tableId: string): Promise<TableWithTab | null> {
  const db = queries(tx);
  const table = await db
    .selectFrom('restaurant_tables as t')
    .innerJoin('restaurants as r', 'r.id', 't.restaurant_id')
    .where('t.id', '=', tableId)
    .where('t.restaurant_id', '=', restaurantId)
    .select(['t.id', 't.name', 'r.service_charge_percent'])
    .forUpdate('t')
    .executeTakeFirst();
  if (!table) return null;
  const open = await db.selectFrom('tabs').where('table_id', '=', table.id).where('status', '=', 'open').select('id').executeTakeFirst();
  const tabId =
    open?.id ??
    (
      await db
        .insertInto('tabs')
        .values({ restaurant_id: restaurantId, table_id: table.id, table_name: table.name, service_charge_percent: table.service_charge_percent, opened_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { id: table.id, name: table.name, restaurantId, tabId };
}
