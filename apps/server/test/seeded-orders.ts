import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus } from '@direto/contracts';
import { Order, OrderItem, User } from '@direto/db';
import type { SignedInCustomer, SignedInOwner } from './restaurant-fixtures';

const MINUTE = 60_000;

/** One order written straight to the database, at a chosen time: what a list or a figure reads. */
export interface OrderSeed {
  createdAt: Date;
  status?: OrderStatus;
  /** The order's total and subtotal (no fee); R$ 10,00 unless given. */
  total?: string;
  customerName?: string;
  deliveredAfterMinutes?: number;
  /** One line per quantity, at R$ 1,00 each; one line of R$ 10,00 unless given. */
  quantities?: number[];
}

/**
 * Orders placed in the past cannot go through the API (it stamps the time itself), so the board's
 * and the stats' tests write them with the ORM. Returns their ids in the seeds' order.
 */
export async function seedOrders(em: EntityManager, customer: SignedInCustomer, owner: SignedInOwner, seeds: OrderSeed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const seed of seeds) {
    const total = seed.total ?? '10.00';
    const order = em.create(Order, {
      customer: em.getReference(User, customer.user.id),
      customerName: seed.customerName ?? `${customer.user.firstName} ${customer.user.lastName}`,
      restaurant: owner.restaurant.id,
      restaurantName: owner.restaurant.name,
      status: seed.status ?? 'pending',
      subtotal: total,
      deliveryFee: '0.00',
      total,
      createdAt: seed.createdAt,
      deliveredAt: seed.deliveredAfterMinutes === undefined ? null : new Date(seed.createdAt.getTime() + seed.deliveredAfterMinutes * MINUTE),
    });
    if (seed.quantities) {
      for (const quantity of seed.quantities) em.create(OrderItem, { order, productName: 'Item', quantity, unitPrice: '1.00', totalPrice: `${quantity}.00` });
    } else {
      em.create(OrderItem, { order, productName: 'Item', quantity: 1, unitPrice: total, totalPrice: total });
    }
    ids.push(order.id);
  }
  await em.flush();
  return ids;
}
