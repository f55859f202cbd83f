/**
 * The live fan-out bench's subscribers, in their own process (started by measure-live.ts with
 * an IPC channel, pinned to the load generator's core when taskset is there), so thousands of
 * open SSE streams never share an event loop with the server or with the bench that places the
 * orders. Each session signs in through POST /api/login, then opens its streams as the web app's
 * httpSubscriptionLink does: GET /trpc/<path>?input=… with the session cookie, Accept:
 * text/event-stream, kept open over HTTP/1.1.
 *
 * Messages: the parent sends `signIn` (the sessions' e-mails), `open` (each session's streams),
 * then `collect`, then `close`; the child answers `signedIn` (the cookies, so the parent places
 * orders as these customers), `opened`, then `events` (every order event each stream received,
 * with the moment it arrived), or `failed`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { SEED_PASSWORD } from './settings';

export interface LiveStreamPlan {
  /** tRPC path, e.g. live.restaurantOrders. */
  path: string;
  input?: unknown;
  /** Who this stream is for, e.g. r:<restaurantId> or c:<customerId>: the parent matches events to it. */
  key: string;
}
export interface LiveSessionPlan {
  email: string;
  streams: LiveStreamPlan[];
}
export type ToGenerator =
  | { type: 'signIn'; appUrl: string; emails: string[] }
  | { type: 'open'; appUrl: string; sessions: LiveSessionPlan[] }
  | { type: 'collect' }
  | { type: 'close' };
/** One event one stream received: [stream key, order id, event type, epoch ms when it arrived]. */
export type LiveDelivery = [string, string, string, number];
export type FromGenerator =
  | { type: 'signedIn'; cookies: string[]; seconds: number }
  | { type: 'failed'; error: string }
  | { type: 'opened'; streams: number; failures: string[]; openSeconds: number }
  | { type: 'events'; deliveries: LiveDelivery[]; ended: number; errors: string[] };

/** Sockets are never pooled away: every stream holds its own connection for as long as it is open. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 16 });
/** Sign-ins and stream openings in flight at once (each login verifies an argon2 hash). */
const SIGN_IN_CONCURRENCY = 4;
const OPEN_CONCURRENCY = 64;

const deliveries: LiveDelivery[] = [];
const errors: string[] = [];
const requests: http.ClientRequest[] = [];
let ended = 0;
let closing = false;

const now = () => performance.timeOrigin + performance.now();
const send = (message: FromGenerator) => process.send?.(message);

/** Cookies by e-mail, from `signIn`. */
const cookies = new Map<string, string>();

process.on('message', (message: ToGenerator) => {
  const failed = (error: unknown) => send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  if (message.type === 'signIn') void signInAll(message.appUrl, message.emails).catch(failed);
  if (message.type === 'open') void openAll(message.appUrl, message.sessions).catch(failed);
  if (message.type === 'collect') send({ type: 'events', deliveries, ended, errors: errors.slice(0, 10) });
  if (message.type === 'close') {
    closing = true;
    for (const request of requests) request.destroy();
    agent.destroy();
    process.disconnect();
  }
});
// The parent went away: nothing left to report to.
process.on('disconnect', () => process.exit(0));

async function signInAll(appUrl: string, emails: string[]): Promise<void> {
  const started = now();
  const signedIn = await inParallel(emails, SIGN_IN_CONCURRENCY, (email) => signIn(appUrl, email));
  emails.forEach((email, index) => cookies.set(email, signedIn[index] as string));
  send({ type: 'signedIn', cookies: signedIn, seconds: (now() - started) / 1000 });
}

async function openAll(appUrl: string, sessions: LiveSessionPlan[]): Promise<void> {
  const failures: string[] = [];
  const openStarted = now();
  const streams = sessions.flatMap((session) => session.streams.map((stream) => ({ stream, cookie: cookies.get(session.email) ?? '' })));
  const opened = await inParallel(streams, OPEN_CONCURRENCY, async ({ stream, cookie }) => {
    try {
      await openStream(appUrl, stream, cookie);
      return true;
    } catch (error) {
      if (failures.length < 10) failures.push(`${stream.path}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  });
  send({ type: 'opened', streams: opened.filter(Boolean).length, failures, openSeconds: (now() - openStarted) / 1000 });
}

async function signIn(appUrl: string, email: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login de ${email} falhou: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Opens one stream and resolves on its opening `sync` event: from then on it misses nothing. */
function openStream(appUrl: string, plan: LiveStreamPlan, cookie: string): Promise<void> {
  const url = new URL(`/trpc/${plan.path}`, appUrl);
  if (plan.input !== undefined) url.searchParams.set('input', JSON.stringify(plan.input));
  return new Promise((resolve, reject) => {
    let synced = false;
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', cookie } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const arrived = now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).replace(/^ /, ''))
            .join('\n');
          if (event === 'serialized-error') {
            if (!synced) reject(new Error(data.slice(0, 200)));
            else if (errors.length < 10) errors.push(data.slice(0, 200));
            continue;
          }
          if (event !== 'message' || !data) continue;
          const value = JSON.parse(data) as { type?: string; orderId?: string };
          if (value.type === 'sync' && !synced) {
            synced = true;
            resolve();
          } else if (value.orderId && value.type) deliveries.push([plan.key, value.orderId, value.type, arrived]);
        }
      });
      response.on('end', () => {
        if (!closing) ended++;
        if (!synced) reject(new Error('o stream terminou antes do sync'));
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => {
      if (!synced) reject(error);
      else if (!closing && errors.length < 10) errors.push(error.message);
    });
    requests.push(request);
  });
}

/** Maps over items with at most `concurrency` calls in flight, keeping the order of the results. */
async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const queue = items.entries();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (const [index, item] of queue) results[index] = await work(item);
    }),
  );
  return results;
}
