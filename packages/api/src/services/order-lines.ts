import type { EntityManager } from '@mikro-orm/postgresql';
import { formatBRL, fromCents, LIMITS, toCents, type placeOrderInputSchema } from '@direto/contracts';
import { OrderItem, Product, type IOrder, type IOrderItem, type IProduct, type IRestaurant } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict } from '../errors';

type OrderLineInput = z.output<typeof placeOrderInputSchema>['items'][number];

export const REVIEW = 'Revise seu pedido.';
export const ORDER_TOO_LARGE = 'O valor do pedido passa do máximo permitido.';
/** The largest amount a money column (decimal(10,2)) holds, in cents. */
const MONEY_MAX_CENTS = toCents(LIMITS.moneyMax);

/** An amount the order would store, refused (400) when its column cannot hold it — never a database error. */
export function storable(cents: number): number {
  if (cents > MONEY_MAX_CENTS) throw badRequest(ORDER_TOO_LARGE);
  return cents;
}

/** A line of the order as the server priced it. */
export interface PricedLine {
  product: IProduct;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/**
 * Prices every line from the current menu, in integer cents. A product gone, unavailable or of
 * another restaurant, or a price the customer saw that is not today's, is refused naming it.
 */
export async function priceOrderLines(tx: EntityManager, restaurant: IRestaurant, items: readonly OrderLineInput[]): Promise<PricedLine[]> {
  const products = new Map(
    (await tx.find(Product, { id: { $in: items.map((item) => item.productId) } })).map((product) => [product.id, product]),
  );
  return items.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw conflict(`Um dos produtos do seu pedido não está mais no cardápio. ${REVIEW}`);
    if (product.restaurant.id !== restaurant.id) throw badRequest(`${product.name} não é do cardápio de ${restaurant.name}.`);
    if (!product.isAvailable) throw conflict(`${product.name} está indisponível no momento. ${REVIEW}`);
    const unitCents = toCents(product.price);
    if (toCents(item.unitPrice) !== unitCents) {
      throw conflict(`O preço de ${product.name} mudou de ${formatBRL(item.unitPrice)} para ${formatBRL(product.price)}. ${REVIEW}`);
    }
    const totalCents = storable(unitCents * item.quantity);
    if (toCents(item.totalPrice) !== totalCents) {
      throw conflict(`O total de ${item.quantity} × ${product.name} é ${formatBRL(fromCents(totalCents))}, não ${formatBRL(item.totalPrice)}. ${REVIEW}`);
    }
    return { product, quantity: item.quantity, unitCents, totalCents };
  });
}

/** The order's lines as stored: names and prices copied, so later menu edits never change a past order. */
export function createOrderItems(tx: EntityManager, order: IOrder, lines: readonly PricedLine[]): IOrderItem[] {
  return lines.map((line) =>
    tx.create(OrderItem, {
      order,
      product: line.product,
      productName: line.product.name,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitCents),
      totalPrice: fromCents(line.totalCents),
    }),
  );
}
