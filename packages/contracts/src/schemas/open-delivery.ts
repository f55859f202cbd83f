import { z } from '../zod-locale';
import { uuidSchema } from './common';
import { tooLongMessage } from './text';

/** The standard's event types (Open Delivery 1.7.1 Event.eventType, in the document's order). */
export const OPEN_DELIVERY_EVENT_TYPES = [
  'CREATED', 'CONFIRMED', 'PREPARATION_REQUESTED', 'PREPARING', 'DISPATCHED', 'READY_FOR_PICKUP', 'PICKUP_AREA_ASSIGNED',
  'PICKED_UP', 'DELIVERED', 'CONCLUDED', 'CANCELLATION_REQUESTED', 'CANCELLATION_REQUEST_DENIED', 'CANCELLED',
  'ORDER_CANCELLATION_REQUEST', 'CANCELLED_DENIED',
] as const;
export type OpenDeliveryEventType = (typeof OPEN_DELIVERY_EVENT_TYPES)[number];

/** The POS's webhook URL (the column holds 500). */
export const OPEN_DELIVERY_WEBHOOK_URL_MAX = 500;
export const OPEN_DELIVERY_WEBHOOK_URL_INVALID = 'Informe a URL completa do webhook do PDV (https://…)';
/** The server refuses a URL whose host is not on the public internet (unless the operator allowed it). */
export const OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC = 'O webhook do PDV deve ser uma URL https:// num endereço público da internet';

/** A URL typed in the form: blank or null clears it. The server then requires https at a public address (unless the operator allowed private ones). */
export const openDeliveryWebhookUrlSchema = z
  .string()
  .trim()
  .max(OPEN_DELIVERY_WEBHOOK_URL_MAX, tooLongMessage('URL do webhook', OPEN_DELIVERY_WEBHOOK_URL_MAX))
  .nullable()
  .transform((typed, ctx) => {
    if (typed === null || typed === '') return null;
    if (URL.canParse(typed) && /^https?:$/.test(new URL(typed).protocol)) return typed;
    ctx.issues.push({ code: 'custom', message: OPEN_DELIVERY_WEBHOOK_URL_INVALID, input: typed });
    return z.NEVER;
  });

/** One event of the outbox as Configurações › Integrações lists it. */
export const openDeliveryEventLogSchema = z.object({
  eventId: z.string(),
  eventType: z.enum(OPEN_DELIVERY_EVENT_TYPES),
  orderId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  acknowledgedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OpenDeliveryEventLog = z.infer<typeof openDeliveryEventLogSchema>;

/** The owner's view of the connection: never the secret. */
export const openDeliverySettingsSchema = z.object({
  enabled: z.boolean(),
  /** Null until 'Gerar novas credenciais'. */
  clientId: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  /** When the POS last polled; null when it never did. */
  lastPollAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last 50 events, newest first. */
  events: z.array(openDeliveryEventLogSchema),
});
export type OpenDeliverySettings = z.infer<typeof openDeliverySettingsSchema>;

/** PUT: the switch, and the webhook URL (left out: kept as it is; null or blank: none). */
export const updateOpenDeliveryInputSchema = z.object({
  id: uuidSchema,
  enabled: z.boolean({ error: 'Informe se a integração está ativa (enabled: true ou false)' }),
  webhookUrl: openDeliveryWebhookUrlSchema.optional(),
});

/** The form of Configurações › Integrações › Open Delivery. */
export const openDeliverySettingsFormSchema = z.object({
  enabled: z.boolean(),
  webhookUrl: openDeliveryWebhookUrlSchema,
});
export type OpenDeliverySettingsForm = z.input<typeof openDeliverySettingsFormSchema>;

/** A new pair: the secret is in this answer only. */
export const openDeliveryCredentialsSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
});
export type OpenDeliveryCredentials = z.infer<typeof openDeliveryCredentialsSchema>;
