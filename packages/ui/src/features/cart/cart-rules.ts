import { fromCents, LIMITS, toCents, type PlaceOrderInput, type Product } from '@direto/contracts';

/** What the cart keeps of a product: enough to show the line and price it. */
export type CartProduct = Pick<Product, 'id' | 'restaurantId' | 'name' | 'price' | 'imageUrl'>;

/** A cart line (spec §3): product and quantity. */
export interface CartLine {
  product: CartProduct;
  quantity: number;
}

function toCartProduct(product: CartProduct): CartProduct {
  const { id, restaurantId, name, price, imageUrl } = product;
  return { id, restaurantId, name, price, imageUrl };
}

/** Spec §4: an existing product goes up by 1 (capped at what the server accepts), a new one enters with 1. */
export function addProduct(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  const existing = lines.find((line) => line.product.id === product.id);
  if (!existing) return [...lines, { product: toCartProduct(product), quantity: 1 }];
  return lines.map((line) =>
    line.product.id === product.id ? { ...line, quantity: Math.min(line.quantity + 1, LIMITS.quantityMax) } : line,
  );
}

/** Spec §4: a quantity of 0 or below removes the line. */
export function setQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.product.id !== productId);
  const capped = Math.min(Math.floor(quantity), LIMITS.quantityMax);
  return lines.map((line) => (line.product.id === productId ? { ...line, quantity: capped } : line));
}

/** Units in the cart (the badge count). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotalCents(line: CartLine): number {
  return toCents(line.product.price) * line.quantity;
}

/** Spec §9: subtotal = Σ price × quantity, in integer cents. */
export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Spec §9: a missing delivery fee counts as 0. */
export function deliveryFeeCents(deliveryFee: string | null | undefined): number {
  return deliveryFee ? toCents(deliveryFee) : 0;
}

/** Spec §9: total = subtotal + the restaurant's delivery fee. */
export function totalCents(lines: readonly CartLine[], deliveryFee: string | null | undefined): number {
  return subtotalCents(lines) + deliveryFeeCents(deliveryFee);
}

/** What the checkout step adds to the order: where, whom to call, and notes. */
export interface OrderDelivery {
  customerPhone: string;
  deliveryAddress: string;
  notes: string;
}

/**
 * The order.place payload (spec §7) with every amount as a two-decimal string, plus the
 * checkout step's delivery details when given. The server recomputes each amount from current
 * prices and refuses (409) any it did not expect.
 */
export function buildOrderInput(
  restaurant: { id: string; deliveryFee: string | null | undefined },
  lines: readonly CartLine[],
  delivery?: OrderDelivery,
): PlaceOrderInput {
  return {
    order: {
      restaurantId: restaurant.id,
      subtotal: fromCents(subtotalCents(lines)),
      deliveryFee: fromCents(deliveryFeeCents(restaurant.deliveryFee)),
      total: fromCents(totalCents(lines, restaurant.deliveryFee)),
      status: 'pending',
      ...delivery,
    },
    items: lines.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      unitPrice: fromCents(toCents(line.product.price)),
      totalPrice: fromCents(lineTotalCents(line)),
    })),
  };
}

/**
 * A saved cart against the menu as it is now: lines take the current name and price (so the
 * customer sees what will be charged) and products removed or made unavailable drop out.
 */
export function reconcileWithMenu(lines: readonly CartLine[], menu: readonly Product[]): CartLine[] {
  const byId = new Map(menu.map((product) => [product.id, product]));
  const result: CartLine[] = [];
  for (const line of lines) {
    const current = byId.get(line.product.id);
    if (current && current.isAvailable) result.push({ product: toCartProduct(current), quantity: line.quantity });
  }
  return result;
}
