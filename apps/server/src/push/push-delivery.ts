import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type WebPush from 'web-push';
import type { PushMessage } from '@direto/contracts';
import type { PushEndpointPolicy } from './push-endpoint-policy';
import type { VapidIdentity } from './vapid-keys';

/** Where one message goes: a row of push_subscriptions. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of a message: `delivered` (the push service accepted it), `gone` (404/410 — the
 * browser unsubscribed or the subscription expired: forget it), `refused` (the endpoint is not one
 * the server may contact — stored before the rule or since taken off PUSH_ALLOWED_HOSTS: forget it,
 * nothing was sent), or `failed` (anything else, worth a log line but not a reason to forget the device).
 */
export type PushOutcome = { result: 'delivered' | 'gone' | 'refused' } | { result: 'failed'; status?: number; error?: unknown };

/** A message older than this is no longer news: the push service drops it instead of delivering it late. */
const TIME_TO_LIVE_SECONDS = 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

// Loaded with the first push (~1 MB): a server whose owners never subscribed never holds it.
let webPush: Promise<typeof WebPush> | undefined;
const loadWebPush = () => (webPush ??= import('web-push').then((module) => module.default));

/**
 * Encrypts `message` for one browser (RFC 8291, aes128gcm), signs the request with our VAPID keys
 * and POSTs it to the browser's push service — only if `policy` allows the endpoint, and only to
 * an address it checked.
 */
export async function deliverPush(target: PushTarget, message: PushMessage, vapid: VapidIdentity, policy: PushEndpointPolicy): Promise<PushOutcome> {
  const kind = policy.kindOf(target.endpoint);
  if (kind === 'refused') return { result: 'refused' };
  const request = (await loadWebPush()).generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: TIME_TO_LIVE_SECONDS,
    // A new order is time-critical: push services may wake a sleeping phone for it.
    urgency: 'high',
  });
  try {
    const status = await post(new URL(request.endpoint), request.headers, request.body, kind === 'push-service' ? policy.lookupPublicAddress : undefined);
    if (status >= 200 && status < 300) return { result: 'delivered' };
    if (status === 404 || status === 410) return { result: 'gone' };
    return { result: 'failed', status };
  } catch (error) {
    return { result: 'failed', error };
  }
}

/**
 * One POST, answered by its status. Node's own client, because it takes the `lookup` that pins
 * the connection to the checked address, and because it never follows a redirect: a push service
 * answers, it does not send the server elsewhere. http only for a local test service.
 */
function post(url: URL, headers: OutgoingHttpHeaders, body: Buffer | null, lookup: LookupFunction | undefined): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // agent: false — a connection of its own, never a pooled one opened before a check.
    const outgoing = send(url, { method: 'POST', headers, lookup, agent: false, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}
