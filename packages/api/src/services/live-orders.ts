import type { EntityManager } from '@mikro-orm/postgresql';
import type { LiveOrderEvent } from '@direto/contracts';
import type { IUser } from '@direto/db';
import type { OrderEventSource } from '../context';
import { loadVisibleOrder } from './order-queries';
import { loadOwnedRestaurant } from './restaurant-ownership';

/**
 * Live order events, authorised once, when subscribing: the checks run before the subscription
 * is registered, so a refused caller never receives a single event.
 */

/** Orders of one restaurant, for its owner only. */
export async function* watchRestaurantOrders(
  em: EntityManager,
  events: OrderEventSource,
  owner: IUser,
  restaurantId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<LiveOrderEvent> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  yield* events.subscribe({ restaurantId }, signal);
}

/** The signed-in customer's own orders. */
export async function* watchMyOrders(events: OrderEventSource, customer: IUser, signal: AbortSignal | undefined): AsyncGenerator<LiveOrderEvent> {
  yield* events.subscribe({ customerId: customer.id }, signal);
}

/** One order, for the customer who placed it or the restaurant's owner. */
export async function* watchOrder(
  em: EntityManager,
  events: OrderEventSource,
  user: IUser,
  orderId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<LiveOrderEvent> {
  await loadVisibleOrder(em, user, orderId);
  yield* events.subscribe({ orderId }, signal);
}
