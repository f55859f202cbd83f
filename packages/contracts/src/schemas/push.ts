import { z } from '../zod-locale';
import { boundedText, tooLongMessage } from './text';

export const PUSH_ENDPOINT_MAX = 1000;
export const PUSH_DEVICE_LABEL_MAX = 200;

const INVALID_SUBSCRIPTION = 'Assinatura de notificações inválida';

/** A key of the subscription as browsers write it (base64url, maybe padded). */
const subscriptionKey = (label: string, max: number) =>
  z
    .string({ error: INVALID_SUBSCRIPTION })
    .max(max, tooLongMessage(label, max))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID_SUBSCRIPTION);

/**
 * `push.subscribe`: the browser's PushSubscription as `subscription.toJSON()` writes it, and a
 * label that tells the owner's devices apart. Whether an http:// endpoint is accepted is the
 * server's call (only outside production, for a local push service).
 */
export const pushSubscribeInputSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'O endereço de notificações deve ser uma URL https' })
    .max(PUSH_ENDPOINT_MAX, tooLongMessage('Endereço de notificações', PUSH_ENDPOINT_MAX)),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: subscriptionKey('Chave p256dh', 200),
    auth: subscriptionKey('Chave auth', 100),
  }),
  label: boundedText('Dispositivo', PUSH_DEVICE_LABEL_MAX).nullish(),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeInputSchema>;

export const pushUnsubscribeInputSchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX, tooLongMessage('Endereço de notificações', PUSH_ENDPOINT_MAX)),
});

/** The VAPID public key browsers subscribe with (applicationServerKey); null when this server sends no push. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });

export const pushSubscriptionResultSchema = z.object({ subscribed: z.boolean() });

/**
 * What a push message carries to the service worker (packages/ui/public/sw.js), which shows it
 * as a notification and opens `url` when it is clicked.
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of this site. */
  url: z.string(),
  /** Notifications with the same tag replace each other (one per order). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
