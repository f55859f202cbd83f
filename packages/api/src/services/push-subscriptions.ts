import type { EntityManager } from '@mikro-orm/postgresql';
import type { pushSubscribeInputSchema } from '@direto/contracts';
import { PushSubscription, type IUser } from '@direto/db';
import type { z } from 'zod';
import type { Notifications } from '../context';
import { badRequest, conflict } from '../errors';

type PushSubscribeInput = z.output<typeof pushSubscribeInputSchema>;

/** Devices of one account that receive alerts; subscribing one more forgets the oldest. */
const PUSH_DEVICES_MAX = 10;

const PUSH_UNAVAILABLE = 'Os alertas no celular não estão disponíveis neste servidor.';
const PUSH_ENDPOINT_NOT_HTTPS = 'O endereço de notificações deve ser uma URL https de um serviço de push.';
const PUSH_KEYS_INVALID = 'Assinatura de notificações inválida: as chaves não são as de um navegador.';

/** Bytes of the browser's keys (RFC 8291): an uncompressed P-256 point and a 16-byte secret. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

function checkKeys(keys: PushSubscribeInput['keys']): void {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  if (p256dh.length !== P256DH_BYTES || p256dh[0] !== 0x04 || auth.length !== AUTH_BYTES) throw badRequest(PUSH_KEYS_INVALID);
}

/**
 * Stores this browser's subscription for the signed-in owner. The endpoint identifies the browser:
 * subscribing it again (new keys, or another account signed in on the same phone) updates the row,
 * so alerts go to whoever turned them on last there.
 */
export async function subscribeToPush(
  em: EntityManager,
  owner: IUser,
  notifications: Notifications,
  input: PushSubscribeInput,
): Promise<{ subscribed: boolean }> {
  if (!notifications.pushPublicKey) throw conflict(PUSH_UNAVAILABLE);
  // The server will POST alerts there: never to an address of its own network (SSRF).
  if (!(await notifications.acceptsPushEndpoint(input.endpoint))) throw badRequest(PUSH_ENDPOINT_NOT_HTTPS);
  checkKeys(input.keys);
  await em.upsert(
    PushSubscription,
    { endpoint: input.endpoint, user: owner.id, p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label || null },
    { onConflictFields: ['endpoint'], onConflictAction: 'merge', onConflictMergeFields: ['user', 'p256dh', 'auth', 'label'] },
  );
  await forgetOldestDevices(em, owner);
  return { subscribed: true };
}

/** Keeps the newest PUSH_DEVICES_MAX subscriptions of the owner: each new order is one request per device. */
async function forgetOldestDevices(em: EntityManager, owner: IUser): Promise<void> {
  const beyond = await em.find(PushSubscription, { user: owner.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset: PUSH_DEVICES_MAX, fields: ['id'] });
  if (beyond.length > 0) await em.nativeDelete(PushSubscription, { id: { $in: beyond.map((row) => row.id) } });
}

/** Stops alerts to this browser (only the signed-in owner's own subscription is touched). */
export async function unsubscribeFromPush(em: EntityManager, owner: IUser, endpoint: string): Promise<{ subscribed: boolean }> {
  await em.nativeDelete(PushSubscription, { user: owner.id, endpoint });
  return { subscribed: false };
}
