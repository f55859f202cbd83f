import { ORDER_ID_SEARCH_MIN, RESTAURANT_TIME_ZONE, type OrderStatus } from '@direto/contracts';

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

interface SqlPart {
  sql: string;
  params: unknown[];
}

// Accented letters and their plain forms, so 'joao' finds 'João' whatever the database's locale.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnn';

/** What the search compares: lower case, without accents. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%`, `_` and `\` typed by the owner are plain characters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The end of an order id the owner may have typed ('#6eb8', '6EB8', '…-8f3a6eb8'), or null. */
function idSuffixOf(term: string): string | null {
  const suffix = term.replace(/^#/, '').toLowerCase();
  return suffix.length >= ORDER_ID_SEARCH_MIN && /^[0-9a-f-]+$/.test(suffix) ? suffix : null;
}

/**
 * `and …` conditions on `orders o` for the filters, with their parameters in order. Days are
 * calendar days in the restaurant's time zone: `from` starts at its midnight there and `to` ends
 * at the next midnight, so an order at 23:59 in São Paulo (02:59 UTC the next day) is on its day.
 */
export function orderFilterConditions(filters: OrderListFilters): SqlPart {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filters.from) {
    parts.push(`and o.created_at >= (?::date)::timestamp at time zone '${RESTAURANT_TIME_ZONE}'`);
    params.push(filters.from);
  }
  if (filters.to) {
    parts.push(`and o.created_at < (?::date + 1)::timestamp at time zone '${RESTAURANT_TIME_ZONE}'`);
    params.push(filters.to);
  }
  if (filters.status?.length) {
    parts.push(`and o.status in (${filters.status.map(() => '?').join(', ')})`);
    params.push(...filters.status);
  }
  const term = filters.search?.trim();
  if (term) {
    const byName = `translate(lower(coalesce(o.customer_name, '')), '${ACCENTED}', '${PLAIN}') like ? escape '\\'`;
    params.push(`%${escapeLike(foldForSearch(term))}%`);
    const suffix = idSuffixOf(term);
    if (suffix) {
      parts.push(`and (${byName} or o.id::text like ? escape '\\')`);
      params.push(`%${escapeLike(suffix)}`);
    } else {
      parts.push(`and ${byName}`);
    }
  }
  return { sql: parts.join('\n        '), params };
}
