import type { EntityManager } from '@mikro-orm/postgresql';
import {
  encodeRestaurantCursor,
  RESTAURANT_PAGE_SIZE,
  type listRestaurantsInputSchema,
  type RestaurantCursor,
  type RestaurantListItem,
  type RestaurantPage,
} from '@direto/contracts';
import { foldedNameKey, queries, type ExpressionBuilder, type Database, type IUser } from '@direto/db';
import type { z } from 'zod';
import { forbidden } from '../errors';
import { restaurantRowToDto } from '../mappers/restaurant';

type ListInput = z.output<typeof listRestaurantsInputSchema>;

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
/** Whether the customer registered through the restaurant's link. */
const viaLink = (eb: ExpressionBuilder<Database, 'restaurants'>, customerId: string) =>
  eb.exists(
    eb
      .selectFrom('customer_restaurants')
      .where('customer_restaurants.customer_id', '=', customerId)
      .whereRef('customer_restaurants.restaurant_id', '=', 'restaurants.id')
      .where((eb) => eb.ref('customer_restaurants.registered_via_link'))
      .select(eb.lit(1).as('one')),
  );

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
function selectRows(em: EntityManager, filters: Filters, window?: PageWindow) {
  const { customerId, q, cuisine } = filters;
  const after = window?.after;
  return queries(em)
    .selectFrom('restaurants')
    .selectAll('restaurants')
    .select((eb) => [eb.fn<string>('direto_fold', ['restaurants.name']).as('sort_key'), viaLink(eb, customerId).$castTo<boolean>().as('registered_via_link')])
    .$if(!!window, (query) => query.where((eb) => (window?.linked ? viaLink(eb, customerId) : eb.not(viaLink(eb, customerId)))))
    // Served by the trigram index on the same expression (folded on both sides).
    .$if(!!q, (query) =>
      query.where((eb) =>
        eb(
          eb.fn<string>('direto_restaurant_search_text', ['restaurants.name', 'restaurants.cuisine']),
          'like',
          eb(eb(eb.val('%'), '||', eb.fn<string>('direto_fold', [eb.val(q)])), '||', eb.val('%')),
        ),
      ),
    )
    .$if(!!cuisine, (query) => query.where('restaurants.cuisine', '=', cuisine ?? null))
    // The paged order, read straight from restaurants_name_key_index (or its cuisine twin).
    .$if(!!after, (query) =>
      query.where((eb) => eb(eb.tuple(foldedNameKey(eb.ref('restaurants.name')), eb.ref('restaurants.id')), '>', eb.tuple(after?.key ?? '', after?.id ?? ''))),
    )
    .$if(!!window, (query) =>
      query
        .orderBy((eb) => foldedNameKey(eb.ref('restaurants.name')))
        .orderBy('restaurants.id')
        .limit(window?.take ?? 0),
    )
    .execute();
}
type ListRow = Awaited<ReturnType<typeof selectRows>>[number];

function toItem(em: EntityManager, row: ListRow): RestaurantListItem {
  return { ...restaurantRowToDto(row, em.getPlatform()), registeredViaLink: row.registered_via_link };
}
