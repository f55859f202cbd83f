import { ORDER_ID_SEARCH_MIN, RESTAURANT_TIME_ZONE, type OrderStatus } from '@direto/contracts';
import type { Database, Expression, ExpressionBuilder, SqlBool } from '@direto/db';

/** The owner's order list filters, as validated by restaurantOrdersInputSchema. */
export interface OrderListFilters {
  /** First day included, '2026-11-21', in the restaurant's time zone. */
  from?: string;
  /** Last day included. */
  to?: string;
  status?: OrderStatus[];
  /** Part of the customer's name, or the end of the order id (4+ characters, '#' optional). */
  search?: string;
}

// Accented letters and their plain forms, so 'joao' finds 'João' whatever the database's locale.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnn';

/** What the search compares: lower case, without accents. */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%`, `_` and `\` typed by the owner are plain characters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An order id written out whole (lower case, as idSuffixOf leaves it). */
const WHOLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The end of an order id the owner may have typed ('#6eb8', '6EB8', '…-8f3a6eb8'), or null. */
function idSuffixOf(term: string): string | null {
  const suffix = term.replace(/^#/, '').toLowerCase();
  return suffix.length >= ORDER_ID_SEARCH_MIN && /^[0-9a-f-]+$/.test(suffix) ? suffix : null;
}

/** Midnight of `day` ('2026-11-21') in the restaurant's time zone, as an instant. */
function startOfDay(eb: ExpressionBuilder<Database, 'orders'>, day: string) {
  return eb.fn<string>('timezone', [eb.val(RESTAURANT_TIME_ZONE), eb.cast(eb.val(day), 'timestamp')]);
}

/** The calendar day after `day` ('2026-11-30' → '2026-12-01'). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The condition on `orders` for the filters (true without any). Days are calendar days in the
 * restaurant's time zone: `from` starts at its midnight there and `to` ends at the next midnight,
 * so an order at 23:59 in São Paulo (02:59 UTC the next day) is on its day.
 */
export function orderFilterCondition(eb: ExpressionBuilder<Database, 'orders'>, filters: OrderListFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.from) conditions.push(eb('orders.created_at', '>=', startOfDay(eb, filters.from)));
  if (filters.to) conditions.push(eb('orders.created_at', '<', startOfDay(eb, nextDay(filters.to))));
  if (filters.status?.length) conditions.push(eb('orders.status', 'in', filters.status));
  const term = filters.search?.trim();
  if (term) {
    // LIKE's escape character is the backslash (escapeLike).
    const foldedName = eb.fn<string>('translate', [eb.fn('lower', [eb.fn.coalesce('orders.customer_name', eb.val(''))]), eb.val(ACCENTED), eb.val(PLAIN)]);
    const byName = eb(foldedName, 'like', `%${escapeLike(foldForSearch(term))}%`);
    const suffix = idSuffixOf(term);
    // A whole id (the board reads one live order so, issue 37) is that order: the primary key, no scan.
    if (suffix && WHOLE_ID.test(suffix)) conditions.push(eb('orders.id', '=', suffix));
    else conditions.push(suffix ? eb.or([byName, eb(eb.cast<string>('orders.id', 'text'), 'like', `%${escapeLike(suffix)}`)]) : byName);
  }
  return eb.and(conditions);
}
