import type { EntityManager } from '@mikro-orm/postgresql';
import { formatBRL, fromCents, toCents, type OrderWithItems, type placeOrderInputSchema } from '@direto/contracts';
import { Order, OrderItem, Product, Restaurant, User, type IUser } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../errors';
import { toOrderWithItemsDto } from '../mappers/order';
import { publishOrderEvent } from './order-events';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';

type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

const REVIEW = 'Revise seu pedido.';
const ORDER_NAME_MAX = 201;

/**
 * Places a customer's order in one transaction. Every amount is recomputed in integer cents from
 * current prices and the restaurant's delivery fee; when what the customer saw differs, the
 * order is refused (409) naming what changed, so nobody is charged an amount they did not see.
 * The order always starts pending; phone and address come from the customer's profile, and the
 * names are copied so the history stays readable after deletions. On commit, an `order.placed`
 * event reaches the live subscribers of every server process.
 */
export async function placeOrder(em: EntityManager, customer: IUser, input: PlaceOrderInput): Promise<OrderWithItems> {
  return em.transactional(async (tx) => {
    const restaurant = await tx.findOne(Restaurant, input.order.restaurantId);
    if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
    if (!restaurant.isOpen) throw conflict(`${restaurant.name} está fechado e não aceita pedidos no momento.`);

    const products = new Map(
      (await tx.find(Product, { id: { $in: input.items.map((item) => item.productId) } })).map((product) => [product.id, product]),
    );
    const lines = input.items.map((item) => {
      const product = products.get(item.productId);
      if (!product) throw conflict(`Um dos produtos do seu pedido não está mais no cardápio. ${REVIEW}`);
      if (product.restaurant.id !== restaurant.id) throw badRequest(`${product.name} não é do cardápio de ${restaurant.name}.`);
      if (!product.isAvailable) throw conflict(`${product.name} está indisponível no momento. ${REVIEW}`);
      const unitCents = toCents(product.price);
      if (toCents(item.unitPrice) !== unitCents) {
        throw conflict(`O preço de ${product.name} mudou de ${formatBRL(item.unitPrice)} para ${formatBRL(product.price)}. ${REVIEW}`);
      }
      const totalCents = unitCents * item.quantity;
      if (toCents(item.totalPrice) !== totalCents) {
        throw conflict(
          `O total de ${item.quantity} × ${product.name} é ${formatBRL(fromCents(totalCents))}, não ${formatBRL(item.totalPrice)}. ${REVIEW}`,
        );
      }
      return { product, quantity: item.quantity, unitCents, totalCents };
    });

    const feeCents = toCents(restaurant.deliveryFee);
    if (toCents(input.order.deliveryFee) !== feeCents) {
      throw conflict(`A taxa de entrega mudou de ${formatBRL(input.order.deliveryFee)} para ${formatBRL(restaurant.deliveryFee)}. ${REVIEW}`);
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    if (toCents(input.order.subtotal) !== subtotalCents) {
      throw conflict(`O subtotal do pedido é ${formatBRL(fromCents(subtotalCents))}, não ${formatBRL(input.order.subtotal)}. ${REVIEW}`);
    }
    const totalCents = subtotalCents + feeCents;
    if (toCents(input.order.total) !== totalCents) {
      throw conflict(`O total do pedido é ${formatBRL(fromCents(totalCents))}, não ${formatBRL(input.order.total)}. ${REVIEW}`);
    }

    const profile = await tx.findOneOrFail(User, customer.id);
    const order = tx.create(Order, {
      customer: profile,
      restaurant,
      status: 'pending',
      subtotal: fromCents(subtotalCents),
      deliveryFee: fromCents(feeCents),
      total: fromCents(totalCents),
      customerPhone: profile.phone ?? null,
      deliveryAddress: profile.address ?? null,
      notes: input.order.notes || null,
      customerName: displayName(profile).slice(0, ORDER_NAME_MAX),
      restaurantName: restaurant.name,
    });
    const items = lines.map((line) =>
      tx.create(OrderItem, {
        order,
        product: line.product,
        productName: line.product.name,
        quantity: line.quantity,
        unitPrice: fromCents(line.unitCents),
        totalPrice: fromCents(line.totalCents),
      }),
    );
    await tx.flush();
    // Inside the transaction: the restaurant hears of the order only if it is really stored.
    await publishOrderEvent(tx, {
      type: 'order.placed',
      orderId: order.id,
      restaurantId: restaurant.id,
      customerId: profile.id,
      status: order.status,
    });
    return toOrderWithItemsDto(order, items);
  });
}

function displayName(user: IUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
