import { z } from '../zod-locale';
import { ORDER_STATUSES, type OrderStatus } from '../constants';
import { RESTAURANT_TIME_ZONE } from '../display';
import { tooLongMessage } from './text';

export const ORDER_SEARCH_MAX = 100;
/** Shortest end of an id the search matches: the 4 characters the screens show ('#6eb8'). */
export const ORDER_ID_SEARCH_MIN = 4;

export const ORDER_FILTER_MESSAGES = {
  date: 'Data inválida: use o formato AAAA-MM-DD',
  status: `Status inválido: use ${ORDER_STATUSES.join(', ')} (um ou vários, separados por vírgula)`,
  range: 'A data inicial deve ser igual ou anterior à data final',
} as const;

const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

/** A calendar day, '2026-11-21' (a real date: no 2026-02-30). */
const calendarDaySchema = z.iso
  .date({ error: ORDER_FILTER_MESSAGES.date })
  // PostgreSQL has no year 0; far-off years mean a typo, not a filter.
  .refine((day) => Number(day.slice(0, 4)) >= FIRST_YEAR && Number(day.slice(0, 4)) <= LAST_YEAR, ORDER_FILTER_MESSAGES.date);

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * One status or several: an array (tRPC, or `?status=a&status=b`) or a comma-separated text
 * (`?status=pending,confirmed`). Parsed to a list without repeats.
 */
const STATUS_TEXT_MAX = 200;
const STATUS_LIST_MAX = ORDER_STATUSES.length * 2;
const statusFilterSchema = z
  .union(
    [
      z.string().max(STATUS_TEXT_MAX, tooLongMessage('Filtro de status', STATUS_TEXT_MAX)),
      z.array(z.string().max(20, tooLongMessage('Status', 20))).max(STATUS_LIST_MAX, `No máximo ${STATUS_LIST_MAX} status por filtro`),
    ],
    { error: ORDER_FILTER_MESSAGES.status },
  )
  .transform((value, ctx) => {
    const statuses = (Array.isArray(value) ? value : value.split(',')).map((status) => status.trim()).filter(Boolean);
    if (statuses.length === 0 || !statuses.every(isOrderStatus)) {
      ctx.addIssue({ code: 'custom', message: ORDER_FILTER_MESSAGES.status });
      return z.NEVER;
    }
    return [...new Set(statuses)];
  });

/**
 * Filters of the owner's order list (GET /api/restaurants/{id}/orders), all optional:
 * `from`/`to` are days in the restaurant's time zone (both included), `status` one or several,
 * `search` a customer's name (part of it, accents and case ignored) or the end of an order id
 * (4 or more characters, with or without '#').
 */
export const orderListFilterFields = {
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  status: statusFilterSchema.optional(),
  search: z.string().trim().max(ORDER_SEARCH_MAX, tooLongMessage('Busca', ORDER_SEARCH_MAX)).optional(),
};

/** `from` after `to` would silently match nothing: refused instead. */
export function isOrderedRange({ from, to }: { from?: string; to?: string }): boolean {
  return !from || !to || from <= to;
}

/** Today's date ('2026-11-21') in the restaurant's time zone. */
export function restaurantToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: RESTAURANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
