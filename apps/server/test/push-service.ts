import { createECDH, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { startedForTheFile } from './per-file';

/** A subscription as a browser's `PushSubscription.toJSON()` writes it, with real keys (nobody can read what is sent to it). */
export function browserPushSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

interface MockServer {
  _app: { listen(port: number, host: string, callback: () => void): Server };
  setRequestHandlers(): void;
}
type MockServerClass = new (model: object, port: number) => MockServer;

/** A subscription the mock push service issued: what the browser would hand us, and its id there. */
export interface MockSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * The `web-push-testing` mock push service, on a free port of this machine: it issues
 * subscriptions like a browser's push service, checks the VAPID signature of every message,
 * decrypts it and keeps it for `messages`. Like a real push service it answers 410 for a
 * subscription that expired (`expire`).
 */
export async function startMockPushService() {
  const require = createRequire(import.meta.url);
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => { notifyUrl: string } };
  const WebPushTestingServer = require('web-push-testing/src/server.js') as MockServerClass;
  const model = new PushApiModel();
  const mock = new WebPushTestingServer(model, 0);
  mock.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = mock._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${origin}/notify/`;

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    // sendStatus(200) answers a plain "OK".
    return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined) as T;
  }

  return {
    origin,
    /** What a browser's PushManager.subscribe({ userVisibleOnly: true, applicationServerKey }) gets. */
    async subscribe(applicationServerKey: string): Promise<MockSubscription> {
      // The mock wants userVisibleOnly as a string.
      const { data } = await post<{ data: MockSubscription }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data;
    },
    /** The decrypted payloads the push service received for this subscription. */
    async messages(clientHash: string): Promise<string[]> {
      const { data } = await post<{ data: { messages: string[] } }>('/get-notifications', { clientHash });
      return data.messages;
    },
    /** The browser unsubscribed: from now on the push service answers 410 Gone. */
    async expire(clientHash: string): Promise<void> {
      await post(`/expire-subscription/${clientHash}`, {});
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MockPushService = Awaited<ReturnType<typeof startMockPushService>>;

/** The push service of a whole file: started before its tests, closed after them. */
export const pushServiceForTheFile = (): MockPushService => startedForTheFile(startMockPushService, (push) => push.close());
