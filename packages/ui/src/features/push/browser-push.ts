import type { PushSubscribeInput } from '@direto/contracts';
import { SERVICE_WORKER_URL } from './service-worker';

/**
 * Whether this browser can receive Web Push here: a secure page (https or localhost), service
 * workers, the Push API and notifications. iPhones have them only in an app added to the home screen.
 */
export function browserSupportsPush(): boolean {
  // isSecureContext is missing in some environments: absent means no.
  return window.isSecureContext === true && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's push subscription for the app, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The server's VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether `subscription` was made with this server key (after a key change, it must be made again). */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const expected = keyBytes(publicKey);
  const actual = new Uint8Array(used);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

/** Subscribes this browser at its push service with the server's key (the notification permission is already granted). */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, publicKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** What push.subscribe takes: the subscription as the browser writes it, and which device this is. */
export function subscriptionInput(subscription: PushSubscription): PushSubscribeInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: navigator.userAgent.slice(0, 200),
  };
}
