import type { EntityManager } from '@mikro-orm/postgresql';
import {
  encodeRestaurantCursor,
  RESTAURANT_PAGE_SIZE,
  type listRestaurantsInputSchema,
  type RestaurantCursor,
  type RestaurantListItem,
  type RestaurantPage,
} from '@direto/contracts';
import type { IUser, TableRow } from '@direto/db';
import type { z } from 'zod';
import { forbidden } from '../errors';
import { restaurantRowToDto } from '../mappers/restaurant';

type ListInput = z.output<typeof listRestaurantsInputSchema>;

interface ListRow extends TableRow<'restaurants'> {
  /** direto_fold(name): the paged order's key (migration 20261126100000). */
  sort_key: string;
  registered_via_link: boolean;
}

interface Filters {
  customerId: string;
  q: string | undefined;
  cuisine: string | undefined;
}

interface PageWindow {
  /** The customer's restaurants (registered through their link) or the others. */
  linked: boolean;
  after: RestaurantCursor | undefined;
  take: number;
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const VIA_LINK = 'exists (select 1 from customer_restaurants cr where cr.customer_id = ? and cr.restaurant_id = r.id and cr.registered_via_link)';

/**
 * The customer home's restaurants, each marked when the customer registered through its link.
 * Only the customer themself or an administrator may ask.
 *
 * Without `limit` and `cursor` (the spec's call): every matching restaurant, open ones first, then
 * by name in pt-BR order — isOpen is computed now from the opening hours (issue 18), so that order
 * exists only once every row is read. Paged: the customer's own restaurants first, then the others,
 * each by folded name (lower case, no accents) and id, an order PostgreSQL reads straight from an
 * index, so a page costs the same at any size and a cursor never repeats nor skips a restaurant
 * when another opens or closes between two pages.
 */
export async function listRestaurantsForCustomer(em: EntityManager, caller: IUser, input: ListInput): Promise<RestaurantPage> {
  if (caller.id !== input.customerId && !caller.isAdmin) throw forbidden('Você só pode ver a sua própria lista de restaurantes.');
  const filters: Filters = { customerId: input.customerId, q: searchTerm(input.q), cuisine: input.cuisine || undefined };
  if (input.limit === undefined && input.cursor === undefined) {
    const items = (await selectRows(em, filters)).map((row) => toItem(em, row));
    items.sort((a, b) => Number(b.isOpen) - Number(a.isOpen) || byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
    return { items, nextCursor: null };
  }

  const limit = input.limit ?? RESTAURANT_PAGE_SIZE;
  const after = input.cursor;
  // One more than the page: whether it exists says if there is a next page.
  const rows: ListRow[] = [];
  if (!after || after.linked) rows.push(...(await selectRows(em, filters, { linked: true, after, take: limit + 1 })));
  if (rows.length <= limit) {
    rows.push(...(await selectRows(em, filters, { linked: false, after: after?.linked ? undefined : after, take: limit + 1 - rows.length })));
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeRestaurantCursor({ linked: last.registered_via_link, key: last.sort_key, id: last.id }) : null;
  return { items: page.map((row) => toItem(em, row)), nextCursor };
}

/** The search as SQL LIKE wants it: spaces collapsed (name and cuisine are on two lines), wildcards escaped. */
function searchTerm(q: string | undefined): string | undefined {
  const term = q?.replace(/\s+/g, ' ').trim();
  return term ? term.replace(/[\\%_]/g, '\\$&') : undefined;
}

/** The matching rows: all of them unordered, or one window of the paged order. */
async function selectRows(em: EntityManager, filters: Filters, window?: PageWindow): Promise<ListRow[]> {
  const where: string[] = [];
  const params: unknown[] = [filters.customerId];
  if (window) {
    where.push(window.linked ? VIA_LINK : `not ${VIA_LINK}`);
    params.push(filters.customerId);
  }
  if (filters.q) {
    // Served by the trigram index on the same expression (folded on both sides).
    where.push(`direto_restaurant_search_text(r.name, r.cuisine) like '%' || direto_fold(?) || '%'`);
    params.push(filters.q);
  }
  if (filters.cuisine) {
    where.push('r.cuisine = ?');
    params.push(filters.cuisine);
  }
  if (window?.after) {
    where.push('(direto_fold(r.name) collate "C", r.id) > (?, ?)');
    params.push(window.after.key, window.after.id);
  }
  let sql = `select r.*, direto_fold(r.name) as sort_key, ${VIA_LINK} as registered_via_link from restaurants r`;
  if (where.length) sql += ` where ${where.join(' and ')}`;
  if (window) {
    sql += ' order by direto_fold(r.name) collate "C", r.id limit ?';
    params.push(window.take);
  }
  return em.execute<ListRow[]>(sql, params);
}

function toItem(em: EntityManager, row: ListRow): RestaurantListItem {
  return { ...restaurantRowToDto(row, em.getPlatform()), registeredViaLink: row.registered_via_link };
}
