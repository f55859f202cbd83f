import { randomUUID } from 'node:crypto';
import {
  choiceProblemMessage,
  chosenSize,
  findChoiceProblem,
  formatBRL,
  fromCents,
  LIMITS,
  optionsCents,
  optionUnitCents,
  toCents,
  type LineChoice,
  type MenuOptionGroup,
  type OrderItemOption,
  type placeOrderInputSchema,
} from '@direto/contracts';
import type { OrderItemValues } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict } from '../errors';
import type { OrderedProduct, OrderMenu } from './order-menu';

type OrderLineInput = z.output<typeof placeOrderInputSchema>['items'][number];

export const REVIEW = 'Revise seu pedido.';
const ORDER_TOO_LARGE = 'O valor do pedido passa do máximo permitido.';
/** The largest amount a money column (decimal(10,2)) holds, in cents. */
const MONEY_MAX_CENTS = toCents(LIMITS.moneyMax);

/** An amount the order would store, refused (400) when its column cannot hold it — never a database error. */
export function storable(cents: number): number {
  if (cents > MONEY_MAX_CENTS) throw badRequest(ORDER_TOO_LARGE);
  return cents;
}

/** A line of the order as the server priced it. */
export interface PricedLine {
  product: OrderedProduct;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** The chosen options as they are now, copied into the order item. */
  options: OrderItemOption[];
  notes: string | null;
}

/**
 * Prices every line from the current menu, in integer cents: the product's price plus its chosen
 * options by each group's pricing method (option-pricing.ts). A product gone, unavailable or of
 * another restaurant, an option that ran out, or a price the customer saw that is not today's,
 * is refused (409) naming it; choices that break a group's rules are refused (400) naming the group.
 */
export function priceOrderLines({ restaurant, products, groupsByProduct }: OrderMenu, items: readonly OrderLineInput[]): PricedLine[] {
  return items.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw conflict(`Um dos produtos do seu pedido não está mais no cardápio. ${REVIEW}`);
    if (product.restaurantId !== restaurant.id) throw badRequest(`${product.name} não é do cardápio de ${restaurant.name}.`);
    if (!product.isAvailable) throw conflict(`${product.name} está indisponível no momento. ${REVIEW}`);
    const groups = groupsByProduct.get(product.id) ?? [];
    const choices = item.options ?? [];
    const problem = findChoiceProblem(groups, choices);
    if (problem?.kind === 'unavailable') throw conflict(`${product.name}: ${choiceProblemMessage(problem)} ${REVIEW}`);
    if (problem) throw badRequest(`${product.name}: ${choiceProblemMessage(problem)}`);
    const unitCents = toCents(product.price) + optionsCents(groups, choices);
    if (toCents(item.unitPrice) !== unitCents) {
      const what = choices.length > 0 ? `${product.name} com as opções escolhidas` : product.name;
      throw conflict(`O preço de ${what} mudou de ${formatBRL(item.unitPrice)} para ${formatBRL(fromCents(unitCents))}. ${REVIEW}`);
    }
    const totalCents = storable(unitCents * item.quantity);
    if (toCents(item.totalPrice) !== totalCents) {
      throw conflict(`O total de ${item.quantity} × ${product.name} é ${formatBRL(fromCents(totalCents))}, não ${formatBRL(item.totalPrice)}. ${REVIEW}`);
    }
    return { product, quantity: item.quantity, unitCents, totalCents, options: snapshotOptions(groups, choices), notes: item.notes || null };
  });
}

/** The chosen options in the groups' order, with their names and prices (a flavour at the chosen size) as they are now. */
function snapshotOptions(groups: readonly MenuOptionGroup[], choices: readonly LineChoice[]): OrderItemOption[] {
  const size = chosenSize(groups, choices);
  const quantities = new Map(choices.map((choice) => [choice.optionId, choice.quantity]));
  return groups.flatMap((group) =>
    group.options.flatMap((option) => {
      const quantity = quantities.get(option.id);
      if (!quantity) return [];
      return [
        {
          optionId: option.id,
          groupName: group.name,
          name: option.name,
          quantity,
          price: fromCents(optionUnitCents(option, size)),
          isFlavour: group.kind === 'flavour',
        },
      ];
    }),
  );
}

/** What a line's choices and note add to the idempotency fingerprint: nothing when it has neither. */
export function lineChoicesFingerprint(item: OrderLineInput): unknown[] {
  const choices = (item.options ?? []).map((choice) => `${choice.optionId}×${choice.quantity}`).sort();
  return choices.length > 0 || item.notes ? [choices, item.notes || null] : [];
}

/**
 * The order's lines as stored: names and prices copied, so later menu edits never change a past
 * order. Plain values, written by order-insert.ts (no ORM entity: nothing to track or flush).
 */
export function orderItemsOf(lines: readonly PricedLine[]): OrderItemValues[] {
  return lines.map((line) => ({
    id: randomUUID(),
    product: { id: line.product.id },
    productName: line.product.name,
    quantity: line.quantity,
    unitPrice: fromCents(line.unitCents),
    totalPrice: fromCents(line.totalCents),
    options: line.options,
    notes: line.notes,
  }));
}
