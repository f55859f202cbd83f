import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  answerCustomerCancellation,
  applyOpenDeliveryAction,
  CANCELLATION_CODES,
  CancellationRefused,
  findPosOrder,
  loadOrderDocumentSource,
  requestOpenDeliveryCancellation,
  toOpenDeliveryOrder,
  type OpenDeliveryStatusAction,
} from '@direto/api';
import type { AccessTokens } from './access-token';
import { authenticatedRestaurant } from './bearer-auth';
import { sendProblem } from './problem';

interface OrderRoutesOptions {
  tokens: AccessTokens;
  appId: string;
}

const orderIdSchema = z.object({ orderId: z.uuid() });

/** confirm's body: optional altogether (iFood-style clients send none), unknown fields ignored. */
const confirmSchema = z.object({ orderExternalCode: z.string().trim().max(60, 'orderExternalCode: máximo 60 caracteres').optional() }).optional();

const cancellationSchema = z.object({
  reason: z.string().max(500, 'reason: máximo 500 caracteres').optional(),
  code: z.enum(CANCELLATION_CODES, { error: `code é obrigatório: um de ${CANCELLATION_CODES.join(', ')}` }),
  mode: z.enum(['AUTO', 'MANUAL'], { error: 'mode é obrigatório: AUTO ou MANUAL' }),
});

/** The first problem of a refused body, as the problem's title. */
function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Corpo da requisição inválido';
}

/**
 * An action the order cannot take (409 from the services) is the document's 422 — a repeat
 * "received before", a final order, the wrong kind of order; requestCancellation's says how the
 * order ended (CancellationError). Everything else goes to the routes' error handler.
 */
function refusedAs422(error: unknown, reply: FastifyReply) {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
  const extra = error instanceof CancellationRefused ? { cancellationStatus: error.cancellationStatus } : {};
  return sendProblem(reply, 422, error.message, extra);
}

/**
 * GET /v1/orders/{orderId} (the 1.7.1 Order) and the POS's actions on it, for the token's
 * restaurant only (403 for another's, 404 for an unknown id). docs/open-delivery-orders.md.
 */
export function registerOrderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  /** The token's restaurant and the order id, or null once a 401/400 has been answered. */
  async function target(request: FastifyRequest, reply: FastifyReply) {
    const restaurantId = await authenticatedRestaurant(request, reply, options.tokens);
    if (restaurantId === null) return null;
    const params = orderIdSchema.safeParse(request.params);
    if (!params.success) {
      void sendProblem(reply, 400, 'orderId deve ser um uuid');
      return null;
    }
    return { restaurantId, orderId: params.data.orderId };
  }

  app.get('/v1/orders/:orderId', async (request, reply) => {
    const found = await target(request, reply);
    if (!found) return reply;
    const order = await findPosOrder(request.em, found.restaurantId, found.orderId);
    return toOpenDeliveryOrder(await loadOrderDocumentSource(request.em, order, options.appId));
  });

  /** A status action of the POS: 202, or 422 when the order cannot take it. */
  const statusAction = (action: OpenDeliveryStatusAction) => async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await target(request, reply);
    if (!found) return reply;
    const body = action === 'confirm' ? confirmSchema.safeParse(request.body ?? undefined) : null;
    if (body && !body.success) return sendProblem(reply, 400, firstIssue(body.error));
    try {
      await applyOpenDeliveryAction(request.em, found.restaurantId, found.orderId, action, { orderExternalCode: body?.data?.orderExternalCode ?? null });
    } catch (error) {
      return refusedAs422(error, reply);
    }
    return reply.status(202).send();
  };
  // Each path written out, as the document names it.
  app.post('/v1/orders/:orderId/confirm', statusAction('confirm'));
  app.post('/v1/orders/:orderId/preparing', statusAction('preparing'));
  app.post('/v1/orders/:orderId/readyForPickup', statusAction('readyForPickup'));
  app.post('/v1/orders/:orderId/dispatch', statusAction('dispatch'));
  app.post('/v1/orders/:orderId/pickedUp', statusAction('pickedUp'));
  app.post('/v1/orders/:orderId/delivered', statusAction('delivered'));

  app.post('/v1/orders/:orderId/requestCancellation', async (request, reply) => {
    const found = await target(request, reply);
    if (!found) return reply;
    const body = cancellationSchema.safeParse(request.body ?? {});
    if (!body.success) return sendProblem(reply, 400, firstIssue(body.error));
    try {
      await requestOpenDeliveryCancellation(request.em, found.restaurantId, found.orderId, { reason: body.data.reason || body.data.code, code: body.data.code });
    } catch (error) {
      return refusedAs422(error, reply);
    }
    return reply.status(202).send();
  });

  /** Accepting or denying a customer's cancellation request: 204, or 422 when none is pending. */
  const cancellationAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await target(request, reply);
    if (!found) return reply;
    try {
      await answerCustomerCancellation(request.em, found.restaurantId, found.orderId);
    } catch (error) {
      return refusedAs422(error, reply);
    }
    return reply.status(204).send();
  };
  app.post('/v1/orders/:orderId/acceptCancellation', cancellationAnswer);
  app.post('/v1/orders/:orderId/denyCancellation', cancellationAnswer);
}
