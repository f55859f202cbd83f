import webpush from 'web-push';
import type { PushMessage } from '@direto/contracts';
import type { VapidIdentity } from './vapid-keys';

/** Where one message goes: a row of push_subscriptions. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered: `delivered` (it accepted the message), `gone` (404/410 — the
 * browser unsubscribed or the subscription expired: forget it), or `failed` (anything else,
 * worth a log line but not a reason to forget the device).
 */
export type PushOutcome = { result: 'delivered' | 'gone' } | { result: 'failed'; status?: number; error?: unknown };

/** A message older than this is no longer news: the push service drops it instead of delivering it late. */
const TIME_TO_LIVE_SECONDS = 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Encrypts `message` for one browser (RFC 8291, aes128gcm), signs the request with our VAPID keys
 * and POSTs it to the browser's push service. web-push builds the request; `fetch` sends it,
 * because web-push's own sender speaks only https and a local test push service is http.
 */
export async function deliverPush(target: PushTarget, message: PushMessage, vapid: VapidIdentity): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: TIME_TO_LIVE_SECONDS,
    // A new order is time-critical: push services may wake a sleeping phone for it.
    urgency: 'high',
  });
  // fetch sets Content-Length itself from the body; header values must be strings.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body,
      // A push service answers; it does not redirect. Not following keeps the request where the subscription said.
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { result: 'delivered' };
    if (response.status === 404 || response.status === 410) return { result: 'gone' };
    return { result: 'failed', status: response.status };
  } catch (error) {
    return { result: 'failed', error };
  }
}
