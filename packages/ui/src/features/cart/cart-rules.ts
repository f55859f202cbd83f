import { findChoiceProblem, fromCents, LIMITS, optionsCents, toCents, totalsWithBenefit } from '@direto/contracts/display';
import type { DeviceCoordinates, MenuOptionGroup, OrderPaymentInput, PlaceOrderInput, Product } from '@direto/contracts';

/** What the cart keeps of a product: enough to show the line and price it. */
export type CartProduct = Pick<Product, 'id' | 'restaurantId' | 'name' | 'price' | 'imageUrl'>;

/** A menu product as the cart reads it: its option groups when the menu carries them. */
export type MenuLikeProduct = Product & { optionGroups?: MenuOptionGroup[] };

/** A product with option groups opens the product sheet; one without adds with one tap. */
export function hasOptionGroups(product: MenuLikeProduct): boolean {
  return (product.optionGroups?.length ?? 0) > 0;
}

/** A chosen option on a cart line, with what the cart shows of it. */
export interface CartChoice {
  optionId: string;
  quantity: number;
  name: string;
  isFlavour: boolean;
}

/**
 * A cart line (spec §3): product and quantity; with option groups (issue 19), also the choices,
 * what they add to the price and the line's note. Lines saved before options existed have none.
 */
export interface CartLine {
  product: CartProduct;
  quantity: number;
  options?: CartChoice[];
  /** What the options add to the product's price ("13.51"), as the pricing rules computed it. */
  optionsPrice?: string;
  notes?: string;
}

/** What the product sheet adds: the choices, the note and how many. */
export interface LineSelection {
  options: CartChoice[];
  optionsPrice: string;
  notes: string;
  quantity: number;
}

/**
 * Lines are the same when product, choices and note are: the key of a plain line is its
 * product id (as before options), so quantities change the same way for old and new lines.
 */
export function lineKey(line: Pick<CartLine, 'product' | 'options' | 'notes'>): string {
  const choices = (line.options ?? []).map((choice) => `${choice.optionId}×${choice.quantity}`).sort();
  const notes = line.notes?.trim() ?? '';
  if (choices.length === 0 && !notes) return line.product.id;
  return `${line.product.id}|${choices.join(',')}|${notes}`;
}

/** Adds the product sheet's selection: onto the same line when product, choices and note match. */
export function addLine(lines: readonly CartLine[], product: CartProduct, selection: LineSelection): CartLine[] {
  const notes = selection.notes.trim();
  const line: CartLine = {
    product: toCartProduct(product),
    quantity: Math.min(selection.quantity, LIMITS.quantityMax),
    ...(selection.options.length > 0 ? { options: selection.options, optionsPrice: selection.optionsPrice } : {}),
    ...(notes ? { notes } : {}),
  };
  const key = lineKey(line);
  if (!lines.some((existing) => lineKey(existing) === key)) return [...lines, line];
  return lines.map((existing) =>
    lineKey(existing) === key ? { ...existing, quantity: Math.min(existing.quantity + line.quantity, LIMITS.quantityMax) } : existing,
  );
}

/** The price of one unit of the line: the product's plus its options'. */
export function lineUnitCents(line: CartLine): number {
  return toCents(line.product.price) + (line.optionsPrice ? toCents(line.optionsPrice) : 0);
}

function toCartProduct(product: CartProduct): CartProduct {
  const { id, restaurantId, name, price, imageUrl } = product;
  return { id, restaurantId, name, price, imageUrl };
}

/** Spec §4: an existing product goes up by 1 (capped at what the server accepts), a new one enters with 1. */
export function addProduct(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  const existing = lines.find((line) => lineKey(line) === product.id);
  if (!existing) return [...lines, { product: toCartProduct(product), quantity: 1 }];
  return lines.map((line) =>
    lineKey(line) === product.id ? { ...line, quantity: Math.min(line.quantity + 1, LIMITS.quantityMax) } : line,
  );
}

/** Spec §4: a quantity of 0 or below removes the line. `key` is lineKey(line): the product id for a line without options or note. */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => lineKey(line) !== key);
  const capped = Math.min(Math.floor(quantity), LIMITS.quantityMax);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: capped } : line));
}

/** Units in the cart (the badge count). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotalCents(line: CartLine): number {
  return lineUnitCents(line) * line.quantity;
}

/** Spec §9: subtotal = Σ price × quantity, in integer cents. */
export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Spec §9: a missing delivery fee counts as 0. */
function deliveryFeeCents(deliveryFee: string | null | undefined): number {
  return deliveryFee ? toCents(deliveryFee) : 0;
}

/** Spec §9: total = subtotal + the restaurant's delivery fee (no benefit: the one total rule in contracts decides). */
export function totalCents(lines: readonly CartLine[], deliveryFee: string | null | undefined): number {
  return totalsWithBenefit(subtotalCents(lines), deliveryFeeCents(deliveryFee), null).totalCents;
}

/** Issue 31: the one coupon or automatic offer the server's quote says the order gets. */
export interface CheckoutBenefit {
  /** The code whose benefit it is (typed, or the customer's reward coupon); null = an automatic offer. */
  code: string | null;
  /** Off the items' subtotal ('0.00' for free delivery). */
  discount: string;
  freeDelivery: boolean;
  /** An automatic offer's banner line, or the coupon's title. */
  title?: string;
}

/** The amounts the checkout shows and sends: total = subtotal − discount + fee, the fee zeroed by free delivery only. */
export function checkoutAmounts(lines: readonly CartLine[], deliveryFee: string | null | undefined, benefit?: CheckoutBenefit | null) {
  const subtotal = subtotalCents(lines);
  const applied = benefit ? { discountCents: Math.min(toCents(benefit.discount), subtotal), freeDelivery: benefit.freeDelivery } : null;
  const totals = totalsWithBenefit(subtotal, deliveryFeeCents(deliveryFee), applied);
  return {
    subtotal: fromCents(subtotal),
    discount: fromCents(totals.discountCents),
    deliveryFee: fromCents(totals.feeCents),
    total: fromCents(totals.totalCents),
  };
}

/** What the checkout step adds to the order: where, whom to call, and notes. */
export interface OrderDelivery {
  customerPhone: string;
  deliveryAddress: string;
  notes: string;
  /** Issue 17: the fee of the chosen order type and bairro, when the checkout decided it. */
  deliveryFee?: string;
  /** Issue 18: the chosen slot of a scheduled order (absent = as soon as possible). */
  scheduledFor?: string;
  /** Issue 16: how the customer pays (absent = on delivery, to be agreed: the spec's payload). */
  payment?: OrderPaymentInput;
  /** Issue 31: the code the customer applied ('Tem um cupom?'), sent only when the quote accepted it. */
  couponCode?: string;
  /** Issue 31: what the quote said the order gets, so the amounts sent are the server's. */
  benefit?: CheckoutBenefit | null;
  /** Issue 34: 'Usar minha localização' (a delivery only; absent = the server locates the address). */
  coordinates?: DeviceCoordinates;
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
  const { benefit, ...details }: Partial<OrderDelivery> = delivery ?? {};
  const amounts = checkoutAmounts(lines, details.deliveryFee ?? restaurant.deliveryFee, benefit);
  return {
    order: {
      restaurantId: restaurant.id,
      subtotal: amounts.subtotal,
      status: 'pending',
      ...details,
      deliveryFee: amounts.deliveryFee,
      total: amounts.total,
    },
    items: lines.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      unitPrice: fromCents(lineUnitCents(line)),
      totalPrice: fromCents(lineTotalCents(line)),
      // Sent only when chosen, so a plain cart sends exactly the spec's payload.
      ...(line.options?.length ? { options: line.options.map(({ optionId, quantity }) => ({ optionId, quantity })) } : {}),
      ...(line.notes ? { notes: line.notes } : {}),
    })),
  };
}

/**
 * A saved cart against the menu as it is now: lines take the current name and price (so the
 * customer sees what will be charged) and products removed or made unavailable drop out.
 */
export function reconcileWithMenu(lines: readonly CartLine[], menu: readonly MenuLikeProduct[]): CartLine[] {
  const byId = new Map(menu.map((product) => [product.id, product]));
  const result: CartLine[] = [];
  for (const line of lines) {
    const current = byId.get(line.product.id);
    if (!current || !current.isAvailable) continue;
    // Choices are priced again from the current groups; a line whose choices no longer hold (an option ran out, a group became required) drops out.
    const groups = current.optionGroups ?? [];
    const choices = (line.options ?? []).map(({ optionId, quantity }) => ({ optionId, quantity }));
    if (findChoiceProblem(groups, choices)) continue;
    const fresh: CartLine = { product: toCartProduct(current), quantity: line.quantity };
    if (line.options?.length) {
      fresh.options = line.options;
      fresh.optionsPrice = fromCents(optionsCents(groups, choices));
    }
    if (line.notes) fresh.notes = line.notes;
    result.push(fresh);
  }
  return result;
}
