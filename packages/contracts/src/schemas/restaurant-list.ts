import { z } from '../zod-locale';
import { CUISINES } from '../constants';
import { uuidSchema, wholeNumberInRange } from './common';
import { restaurantSchema } from './restaurant';
import { tooLongMessage } from './text';

/**
 * The customer's restaurant list (GET /api/restaurants?customerId=…, tRPC restaurant.list), issue 20:
 * searched (`q`: name or cuisine, ignoring accents and case), filtered by cuisine and paged.
 * Without `limit` and `cursor` it answers every matching restaurant, as the spec's list does.
 */
export const RESTAURANT_PAGE_MAX = 100;
/** The web app's page: fills 2 or 3 columns evenly. Also the size of a page asked by cursor alone. */
export const RESTAURANT_PAGE_SIZE = 24;
export const RESTAURANT_SEARCH_MAX = 100;
/** A cursor carries a folded name (≤ 120 characters, some of them several bytes) and an id. */
export const RESTAURANT_CURSOR_MAX = 1000;
export const INVALID_RESTAURANT_CURSOR = 'Cursor de paginação inválido.';
/** The response header (REST) with the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * Where a page ended, in the paged order: the customer's restaurants (registered through their
 * link) first, then the others, each by folded name (lower case, no accents) and id.
 */
export interface RestaurantCursor {
  linked: boolean;
  key: string;
  id: string;
}

/** Opaque to clients: base64url of [linked, key, id]. */
export function encodeRestaurantCursor(cursor: RestaurantCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([cursor.linked ? 1 : 0, cursor.key, cursor.id]));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor, or null when it is not one this server wrote. */
export function decodeRestaurantCursor(text: string): RestaurantCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [linked, key, id] = value as unknown[];
    if ((linked !== 0 && linked !== 1) || typeof key !== 'string' || typeof id !== 'string') return null;
    if (!uuidSchema.safeParse(id).success || key.length > RESTAURANT_CURSOR_MAX) return null;
    return { linked: linked === 1, key, id };
  } catch {
    return null;
  }
}

const PAGE_SIZE_MESSAGE = `Peça de 1 a ${RESTAURANT_PAGE_MAX} restaurantes por página`;

export const listRestaurantsInputSchema = z.object({
  customerId: uuidSchema,
  /** Part of the name or of the cuisine; blank = no search. */
  q: z.string().trim().max(RESTAURANT_SEARCH_MAX, tooLongMessage('Busca', RESTAURANT_SEARCH_MAX)).optional(),
  /** Exactly this cuisine; '' = every cuisine. */
  cuisine: z.union([z.enum(CUISINES), z.literal('')], { message: 'Escolha um tipo de cozinha da lista' }).optional(),
  limit: wholeNumberInRange(1, RESTAURANT_PAGE_MAX, PAGE_SIZE_MESSAGE).optional(),
  cursor: z
    .string({ message: INVALID_RESTAURANT_CURSOR })
    .max(RESTAURANT_CURSOR_MAX, tooLongMessage('Cursor de paginação', RESTAURANT_CURSOR_MAX))
    .transform((text, ctx) => {
      const cursor = decodeRestaurantCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_RESTAURANT_CURSOR });
      return cursor ?? z.NEVER;
    })
    .optional(),
});
export type ListRestaurantsInput = z.input<typeof listRestaurantsInputSchema>;

/** A restaurant in the customer's list, marked when the customer registered through its link. */
export const restaurantListItemSchema = restaurantSchema.extend({ registeredViaLink: z.boolean() });
export type RestaurantListItem = z.infer<typeof restaurantListItemSchema>;

/** A page of the list; REST sends `items` as the body and `nextCursor` in the X-Next-Cursor header. */
export const restaurantPageSchema = z.object({
  items: z.array(restaurantListItemSchema),
  /** null on the last page (and when everything was asked for at once). */
  nextCursor: z.string().nullable(),
});
export type RestaurantPage = z.infer<typeof restaurantPageSchema>;
