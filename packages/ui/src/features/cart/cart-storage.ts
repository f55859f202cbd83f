import type { CartLine } from './cart-rules';

/**
 * Carts live in localStorage, one per restaurant, so a reload keeps them. Each saved cart keeps
 * the restaurant's slug (to link back to it) and when it last changed.
 */
const PREFIX = 'direto:cart:v1:';

export interface SavedCart {
  restaurantId: string;
  restaurantSlug: string;
  updatedAt: number;
  lines: CartLine[];
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as { product?: { id?: unknown; price?: unknown; name?: unknown }; quantity?: unknown; options?: unknown };
  return (
    (line.options === undefined || Array.isArray(line.options)) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.product?.id === 'string' &&
    typeof line.product.price === 'string' &&
    typeof line.product.name === 'string'
  );
}

function parse(raw: string | null): SavedCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedCart>;
    if (typeof value.restaurantId !== 'string' || !Array.isArray(value.lines)) return null;
    return {
      restaurantId: value.restaurantId,
      restaurantSlug: typeof value.restaurantSlug === 'string' ? value.restaurantSlug : '',
      updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0,
      // A corrupted or old line is dropped rather than breaking the page.
      lines: value.lines.filter(isCartLine),
    };
  } catch {
    return null;
  }
}

export function loadCart(restaurantId: string): SavedCart | null {
  return parse(window.localStorage.getItem(PREFIX + restaurantId));
}

export function saveCart(cart: SavedCart): void {
  try {
    if (cart.lines.length === 0) window.localStorage.removeItem(PREFIX + cart.restaurantId);
    else window.localStorage.setItem(PREFIX + cart.restaurantId, JSON.stringify(cart));
  } catch {
    // Storage full or disabled (private mode): the cart still works for this visit.
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Every non-empty saved cart, most recently changed first. */
export function listCarts(): SavedCart[] {
  const carts: SavedCart[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const cart = parse(window.localStorage.getItem(key));
    if (cart && cart.lines.length > 0) carts.push(cart);
  }
  return carts.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Forgets every cart (on logout: the next person on this browser starts empty). */
export function clearAllCarts(): void {
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) window.localStorage.removeItem(key);
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Fired in this tab when a cart changes (other tabs get the browser's 'storage' event). */
export const CART_CHANGED_EVENT = 'direto:cart-changed';
