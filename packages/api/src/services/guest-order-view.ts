import type { EntityManager } from '@mikro-orm/postgresql';
import { GUEST_ORDER_NOT_FOUND, type GuestOrderView, type OrderWithItems } from '@direto/contracts';
import { Order, type IOrder } from '@direto/db';
import { notFound } from '../errors';
import { toOrderWithItemsDto } from '../mappers/order';
import { guestTokenHash } from './guest-order-token';
import { loadStatusHistory } from './order-status-history';
import { itemsByOrder } from './order-queries';

/** The guest order whose tracking token is `token`; an unknown (guessed, mistyped) token is 404. */
export async function loadGuestOrder(em: EntityManager, token: string): Promise<IOrder> {
  const order = token ? await em.findOne(Order, { guestTokenHash: guestTokenHash(token) }, { populate: ['restaurant', 'promotion'] }) : null;
  if (!order) throw notFound(GUEST_ORDER_NOT_FOUND);
  return order;
}

/** GET /api/guest-orders/{token}: that order only, with its lines, history and its restaurant's link. */
export async function findGuestOrder(em: EntityManager, token: string): Promise<GuestOrderView> {
  const order = await loadGuestOrder(em, token);
  return {
    ...(await orderWithItems(em, order)),
    statusHistory: await loadStatusHistory(em, order.id),
    restaurantSlug: order.restaurant?.shareableSlug ?? null,
  };
}

export async function orderWithItems(em: EntityManager, order: IOrder): Promise<OrderWithItems> {
  const items = await itemsByOrder(em, [order.id]);
  return toOrderWithItemsDto(order, items.get(order.id) ?? []);
}
