import type { LiveOrderEvent } from '@direto/contracts';
import type { IUser } from '@direto/db';
import type { Context, LiveStreamHolder } from '../context';
import { unauthorized } from '../errors';
import { loadGuestOrder } from './guest-order-view';
import { loadVisibleOrder } from './order-queries';
import { assertWorksAt } from './restaurant-staff-access';

/**
 * Live order events, authorised once, when subscribing: the checks run before the subscription
 * is registered, so a refused caller never receives a single event. Each stream is registered
 * under the caller's session (and, when access comes from owning the restaurant, under that
 * restaurant), so it ends when the session or the restaurant goes.
 * The stream is the source's own iterable, never re-yielded by a generator here: a generator would
 * turn the error that ends a stream (server closing, session ended) into a rejection that nobody
 * may be awaiting yet (see apps/server/src/live/order-event-hub.ts).
 */

/** What a subscription needs of the tRPC context: a signed-in caller with a session. */
export type LiveCaller = Pick<Context, 'em' | 'orderEvents' | 'session'> & { user: IUser };

function holderOf(caller: LiveCaller, restaurantId?: string): LiveStreamHolder {
  // Only a session can be ended; a caller without one (never the case over HTTP) gets no stream.
  if (!caller.session.id) throw unauthorized('Faça login para continuar.');
  return { sessionId: caller.session.id, userId: caller.user.id, restaurantId };
}

/** Orders of one restaurant, for its owner or a staff member. */
export async function watchRestaurantOrders(caller: LiveCaller, restaurantId: string, signal: AbortSignal | undefined): Promise<AsyncIterable<LiveOrderEvent>> {
  await assertWorksAt(caller.em, caller.user, restaurantId);
  return caller.orderEvents.subscribe({ restaurantId }, holderOf(caller, restaurantId), signal);
}

/** The signed-in customer's own orders. */
export async function watchMyOrders(caller: LiveCaller, signal: AbortSignal | undefined): Promise<AsyncIterable<LiveOrderEvent>> {
  return caller.orderEvents.subscribe({ customerId: caller.user.id }, holderOf(caller), signal);
}

/** One order, for the customer who placed it or the restaurant's owner. */
export async function watchOrder(caller: LiveCaller, orderId: string, signal: AbortSignal | undefined): Promise<AsyncIterable<LiveOrderEvent>> {
  const order = await loadVisibleOrder(caller.em, caller.user, orderId);
  // The customer keeps following their order even if the restaurant goes; its owner does not.
  const asOwnerOf = order.customer?.id === caller.user.id ? undefined : order.restaurant?.id;
  return caller.orderEvents.subscribe({ orderId }, holderOf(caller, asOwnerOf), signal);
}

/** A live stream held by a guest's tracking link, not a session: there is no session to end or to check. */
export const GUEST_HOLDER_PREFIX = 'guest:';

/**
 * One guest order, for whoever holds its tracking token (issue 30): the link is the guest's only
 * credential, so the stream is counted under the token's digest (a few streams per link).
 */
export async function watchGuestOrder(caller: Pick<Context, 'em' | 'orderEvents'>, token: string, signal: AbortSignal | undefined): Promise<AsyncIterable<LiveOrderEvent>> {
  const order = await loadGuestOrder(caller.em, token);
  const holder: LiveStreamHolder = { sessionId: `${GUEST_HOLDER_PREFIX}${order.guestTokenHash}`, userId: '' };
  return caller.orderEvents.subscribe({ orderId: order.id }, holder, signal);
}
