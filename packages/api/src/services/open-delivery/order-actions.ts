import type { EntityManager } from '@mikro-orm/postgresql';
import { orderStatusLabel, type OrderStatus, type PlacedOrderType } from '@direto/contracts';
import { queries, User } from '@direto/db';
import { AppError, conflict } from '../../errors';
import { updateOrderStatus } from '../order-status';
import { CANCELLATION_REASON_LABELS, type CancellationCode } from './cancellation-codes';
import { findPosOrder } from './order-document-source';

/** The POS's status actions (POST /v1/orders/{orderId}/…), cancellation apart. */
export type OpenDeliveryStatusAction = 'confirm' | 'preparing' | 'readyForPickup' | 'dispatch' | 'pickedUp' | 'delivered';

/**
 * The steps each action takes from each status it accepts. Direto's owner moves one step at a
 * time; the document lets a POS skip the optional ones (confirm → readyForPickup, → dispatch), so
 * the skipped steps are walked too and each writes its own event. Anything else — a repeat, a
 * final order, dispatch on a pickup, pickedUp on a delivery — is refused (422).
 */
const STEPS: Record<OpenDeliveryStatusAction, (type: PlacedOrderType) => Partial<Record<OrderStatus, OrderStatus[]>>> = {
  confirm: () => ({ pending: ['confirmed'] }),
  preparing: () => ({ confirmed: ['preparing'] }),
  readyForPickup: () => ({ confirmed: ['preparing', 'ready'], preparing: ['ready'] }),
  dispatch: (type) => (type === 'delivery' ? { confirmed: ['preparing', 'ready', 'out_for_delivery'], preparing: ['ready', 'out_for_delivery'], ready: ['out_for_delivery'] } : {}),
  pickedUp: (type) => (type === 'pickup' ? { confirmed: ['preparing', 'ready', 'delivered'], preparing: ['ready', 'delivered'], ready: ['delivered'] } : {}),
  delivered: (type) => (type === 'delivery' ? { ready: ['delivered'], out_for_delivery: ['delivered'] } : {}),
};

const ACTION_LABELS: Record<OpenDeliveryStatusAction, string> = {
  confirm: 'confirmar',
  preparing: 'pôr em preparo',
  readyForPickup: 'marcar como pronto',
  dispatch: 'despachar',
  pickedUp: 'marcar como retirado',
  delivered: 'marcar como entregue',
};

const WRONG_TYPE: Partial<Record<OpenDeliveryStatusAction, Record<PlacedOrderType, string | null>>> = {
  dispatch: { delivery: null, pickup: 'Um pedido para retirada não é despachado: use pickedUp', table: 'Um pedido de mesa não é despachado' },
  pickedUp: { pickup: null, delivery: 'Um pedido de entrega não é retirado: use dispatch e delivered', table: 'Um pedido de mesa é concluído ao fechar a conta' },
  delivered: { delivery: null, pickup: 'Um pedido para retirada não é entregue: use pickedUp', table: 'Um pedido de mesa é concluído ao fechar a conta' },
};

/** The restaurant's owner, in whose name the POS moves the order (the board, history and push follow as for a click). */
async function ownerOf(em: EntityManager, restaurantId: string) {
  const restaurant = await queries(em).selectFrom('restaurants').select('owner_id').where('id', '=', restaurantId).executeTakeFirstOrThrow();
  return em.findOneOrFail(User, restaurant.owner_id);
}

/**
 * A POS's action on one of its restaurant's orders: 404/403 as GET, a refusal (409, which the
 * Open Delivery transport answers 422) when the order cannot take it, else the owner's own status
 * change, step by step, in one transaction. confirm keeps the POS's order number when sent.
 */
export async function applyOpenDeliveryAction(
  em: EntityManager,
  restaurantId: string,
  orderId: string,
  action: OpenDeliveryStatusAction,
  input: { orderExternalCode?: string | null } = {},
): Promise<void> {
  const order = await findPosOrder(em, restaurantId, orderId);
  const wrongType = WRONG_TYPE[action]?.[order.order_type];
  if (wrongType) throw conflict(wrongType);
  const steps = STEPS[action](order.order_type)[order.status];
  if (!steps) {
    throw conflict(`Não é possível ${ACTION_LABELS[action]} um pedido ${orderStatusLabel(order.status, order.order_type).toLowerCase()}`);
  }
  const owner = await ownerOf(em, restaurantId);
  await em.transactional(async (tx) => {
    if (action === 'confirm' && input.orderExternalCode) {
      await queries(tx).updateTable('orders').set({ order_external_code: input.orderExternalCode }).where('id', '=', orderId).execute();
    }
    for (const step of steps) await updateOrderStatus(tx, owner, orderId, step);
  });
}

/** requestCancellation on an order that has ended: the document's CancellationError (422) says how it ended. */
export class CancellationRefused extends AppError {
  readonly cancellationStatus = 'CANCELLATION_REQUEST_DENIED';
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/**
 * The POS cancels (the restaurant is the merchant: Direto grants it at once). CANCELLATION_REQUESTED,
 * then the owner's own cancellation, whose reason the customer reads in pt-BR (the code's label),
 * and whose CANCELLED event carries the POS's reason and code — all in one transaction.
 */
export async function requestOpenDeliveryCancellation(
  em: EntityManager,
  restaurantId: string,
  orderId: string,
  request: { reason: string; code: CancellationCode },
): Promise<void> {
  const order = await findPosOrder(em, restaurantId, orderId);
  if (order.status === 'delivered' || order.status === 'cancelled') {
    throw new CancellationRefused(`Não é possível cancelar um pedido ${orderStatusLabel(order.status, order.order_type).toLowerCase()}`);
  }
  const owner = await ownerOf(em, restaurantId);
  const metadata = { reason: request.reason, code: request.code };
  await em.transactional(async (tx) => {
    const db = queries(tx);
    await db.insertInto('open_delivery_events').values({ restaurant_id: restaurantId, order_id: orderId, event_type: 'CANCELLATION_REQUESTED', metadata }).execute();
    await updateOrderStatus(tx, owner, orderId, 'cancelled', CANCELLATION_REASON_LABELS[request.code]);
    await db.updateTable('open_delivery_events').set({ metadata }).where('order_id', '=', orderId).where('event_type', '=', 'CANCELLED').execute();
  });
}

const NO_CUSTOMER_CANCELLATION_REQUEST = 'Não há pedido de cancelamento do cliente pendente para este pedido';

/**
 * acceptCancellation / denyCancellation answer a customer's request (ORDER_CANCELLATION_REQUEST).
 * Direto's customers cannot ask to cancel (only the restaurant cancels), so there is never one
 * pending: after the 404/403 checks, every answer is refused (422).
 */
export async function answerCustomerCancellation(em: EntityManager, restaurantId: string, orderId: string): Promise<never> {
  await findPosOrder(em, restaurantId, orderId);
  throw conflict(NO_CUSTOMER_CANCELLATION_REQUEST);
}
