import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES, type TableLink } from '@direto/contracts';
import { queries } from '@direto/db';
import { notFound } from '../../errors';
import { findRestaurantBySlug } from '../restaurant';

/** The table a QR link opens. */
export interface LinkedTable {
  id: string;
  name: string;
  restaurantId: string;
  restaurantSlug: string;
}

/**
 * The active table whose QR token this is. An unknown token, one replaced by 'Gerar novo QR' or a
 * deactivated table is 404 with the same words: the link tells nothing about which it was.
 */
export async function findLinkedTable(em: EntityManager, token: string): Promise<LinkedTable> {
  const row = await queries(em)
    .selectFrom('restaurant_tables as t')
    .innerJoin('restaurants as r', 'r.id', 't.restaurant_id')
    .where('t.token', '=', token)
    .where('t.active', '=', true)
    .select(['t.id', 't.name', 't.restaurant_id', 'r.shareable_slug'])
    .executeTakeFirst();
  if (!row) throw notFound(TABLE_MESSAGES.linkNotFound);
  return { id: row.id, name: row.name, restaurantId: row.restaurant_id, restaurantSlug: row.shareable_slug };
}

/** GET /api/table-links/{token}: table mode's restaurant (as its menu page shows it) and table. */
export async function readTableLink(em: EntityManager, token: string): Promise<TableLink> {
  const table = await findLinkedTable(em, token);
  return { restaurant: await findRestaurantBySlug(em, table.restaurantSlug), table: { id: table.id, name: table.name } };
}
