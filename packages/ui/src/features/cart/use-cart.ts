import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { addLine, addProduct, reconcileWithMenu, setQuantity, type CartLine, type CartProduct, type LineSelection, type MenuLikeProduct } from './cart-rules';
import { CART_CHANGED_EVENT, listCarts, loadCart, saveCart } from './cart-storage';

interface CartRestaurant {
  id: string;
  shareableSlug: string;
}

/**
 * The cart of one restaurant, kept in localStorage. `menu`, once loaded, refreshes the saved
 * lines' names and prices and drops products that are gone or unavailable.
 */
export function useCart(restaurant: CartRestaurant | undefined, menu: readonly MenuLikeProduct[] | undefined) {
  const [lines, setLinesState] = useState<CartLine[]>([]);
  // The latest lines, so two quick clicks in one render both count.
  const linesRef = useRef<CartLine[]>([]);
  const setLines = useCallback((next: CartLine[]) => {
    linesRef.current = next;
    setLinesState(next);
  }, []);
  const restaurantId = restaurant?.id;
  const slug = restaurant?.shareableSlug ?? '';

  const persist = useCallback(
    (next: CartLine[]) => {
      setLines(next);
      if (restaurantId) saveCart({ restaurantId, restaurantSlug: slug, updatedAt: Date.now(), lines: next });
    },
    [restaurantId, slug, setLines],
  );

  useEffect(() => {
    if (!restaurantId) return;
    const saved = loadCart(restaurantId)?.lines ?? [];
    if (!menu) {
      setLines(saved);
      return;
    }
    const fresh = reconcileWithMenu(saved, menu);
    setLines(fresh);
    if (JSON.stringify(fresh) !== JSON.stringify(saved)) {
      saveCart({ restaurantId, restaurantSlug: slug, updatedAt: Date.now(), lines: fresh });
    }
  }, [restaurantId, slug, menu, setLines]);

  return {
    lines,
    /** One tap adds one unit; the product sheet's selection (options, note, quantity) makes or grows its own line. */
    add: (product: CartProduct, selection?: LineSelection) =>
      persist(selection ? addLine(linesRef.current, product, selection) : addProduct(linesRef.current, product)),
    /** `key` is lineKey(line). */
    setQuantity: (key: string, quantity: number) => persist(setQuantity(linesRef.current, key, quantity)),
    clear: () => persist([]),
  };
}

interface SavedCartsSummary {
  count: number;
  latestSlug: string | null;
}

/** No saved cart: what a page rendered by the server shows (it knows nothing of this browser's storage). */
const NO_SAVED_CARTS: SavedCartsSummary = { count: 0, latestSlug: null };
let lastSummary: SavedCartsSummary = NO_SAVED_CARTS;

function readSavedCartsSummary(): SavedCartsSummary {
  const carts = listCarts();
  const count = carts.reduce((sum, cart) => sum + cart.lines.reduce((n, line) => n + line.quantity, 0), 0);
  const latestSlug = carts[0]?.restaurantSlug || null;
  // The same object while nothing changed: useSyncExternalStore compares snapshots by identity.
  if (lastSummary.count !== count || lastSummary.latestSlug !== latestSlug) lastSummary = { count, latestSlug };
  return lastSummary;
}

function subscribeToSavedCarts(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Units across every saved cart, and the restaurant slug of the most recent one (the dashboard
 * badge). A page the server rendered (issue 37) hydrates with none, then shows this browser's.
 */
export function useSavedCartsSummary(): SavedCartsSummary {
  return useSyncExternalStore(subscribeToSavedCarts, readSavedCartsSummary, () => NO_SAVED_CARTS);
}
