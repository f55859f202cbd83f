import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPEN_DELIVERY_EVENT_TYPES, type OpenDeliveryEventType } from '@direto/contracts';
import { acknowledgeOpenDeliveryEvents, pollOpenDeliveryEvents, type PendingEvent } from '@direto/api';
import type { AccessTokens } from './access-token';
import { authenticatedRestaurant, bearerCaller, refuseToken } from './bearer-auth';
import { sendProblem } from './problem';

/** The most types one poll may ask for, and entries one acknowledgment may carry (the document's maxItems). */
const EVENT_TYPES_MAX = 15;
const ACK_ENTRIES_MAX = 100;

const KNOWN_TYPES: ReadonlySet<string> = new Set(OPEN_DELIVERY_EVENT_TYPES);

/**
 * `eventType` as POS clients send it: repeated (`?eventType=A&eventType=B`, the document's form)
 * or comma-joined (`?eventType=A,B`, ACBr's); null when absent. Throws the refusal's text.
 */
function parseEventTypes(query: unknown): OpenDeliveryEventType[] | null {
  const raw = (query as Record<string, unknown> | undefined)?.eventType;
  if (raw === undefined) return null;
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(',')).map((value) => value.trim());
  const types = [...new Set(values.filter(Boolean))];
  if (types.length === 0) throw new Error('eventType, quando enviado, não pode ser vazio');
  if (types.length > EVENT_TYPES_MAX) throw new Error(`eventType aceita no máximo ${EVENT_TYPES_MAX} tipos`);
  const unknown = types.filter((type) => !KNOWN_TYPES.has(type));
  if (unknown.length > 0) throw new Error(`Tipo de evento desconhecido: ${unknown.join(', ')}`);
  return types as OpenDeliveryEventType[];
}

const ackEntriesSchema = z
  .array(
    z.object({
      id: z.uuid({ message: 'id deve ser o eventId (uuid)' }),
      orderId: z.uuid({ message: 'orderId deve ser um uuid' }),
      eventType: z.string({ error: 'eventType é obrigatório' }).max(40),
    }),
    { error: 'O corpo deve ser uma lista de { id, orderId, eventType }' },
  )
  .max(ACK_ENTRIES_MAX, `No máximo ${ACK_ENTRIES_MAX} eventos por confirmação`);

interface EventRoutesOptions {
  tokens: AccessTokens;
  /** Where GET /v1/orders/{orderId} is (PUBLIC_URL). */
  publicUrl: string;
  appId: string;
}

/** An outbox event in the document's Event shape (metadata only where its type has one): polling's and the webhook's body. */
export function toEvent(event: PendingEvent, { publicUrl, appId }: Pick<EventRoutesOptions, 'publicUrl' | 'appId'>) {
  return {
    eventId: event.eventId,
    eventType: event.eventType,
    orderId: event.orderId,
    orderURL: `${publicUrl}/v1/orders/${event.orderId}`,
    createdAt: event.createdAt,
    sourceAppId: appId,
    ...(event.metadata ? { metadata: event.metadata } : {}),
  };
}

/**
 * GET /v1/events:polling and POST /v1/events/acknowledgment, for the token's restaurant only. The
 * token's signature is checked here; that it is still the restaurant's current one, in the
 * statement that polls or acknowledges (one round trip). A request the route refuses (400) checks
 * the token first, as every route does: a refused token is 401 whatever else is wrong.
 */
export function registerEventRoutes(app: FastifyInstance, options: EventRoutesOptions) {
  // find-my-way reads ':' as a parameter; '::' is a literal colon.
  app.get('/v1/events::polling', async (request, reply) => {
    const caller = bearerCaller(request, options.tokens);
    if (caller === null) return refuseToken(reply);
    let types: OpenDeliveryEventType[] | null;
    try {
      types = parseEventTypes(request.query);
    } catch (error) {
      if ((await authenticatedRestaurant(request, reply, options.tokens)) === null) return reply;
      return sendProblem(reply, 400, (error as Error).message);
    }
    const events = await pollOpenDeliveryEvents(request.em, caller, types);
    if (events === null) return refuseToken(reply);
    if (events.length === 0) return reply.status(204).send();
    return events.map((event) => toEvent(event, options));
  });

  app.post('/v1/events/acknowledgment', async (request, reply) => {
    const caller = bearerCaller(request, options.tokens);
    if (caller === null) return refuseToken(reply);
    const parsed = ackEntriesSchema.safeParse(request.body);
    if (!parsed.success) {
      if ((await authenticatedRestaurant(request, reply, options.tokens)) === null) return reply;
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `item ${issue.path.join('.')}: ` : '';
      return sendProblem(reply, 400, `${where}${issue?.message ?? 'Confirmação inválida'}; nenhum evento foi confirmado`);
    }
    if (!(await acknowledgeOpenDeliveryEvents(request.em, caller, parsed.data))) return refuseToken(reply);
    return reply.status(202).send();
  });
}
