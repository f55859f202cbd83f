import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SignedInOwner } from './restaurant-fixtures';
import type { TestApp } from './test-app';

/** A POS connected to one restaurant through Open Delivery, as the standard's client would be. */
export interface OpenDeliveryClient {
  clientId: string;
  clientSecret: string;
  token: string;
  /** GET at the document's paths (`/v1/events:polling`…) with the bearer token. */
  get(path: string): Promise<LightMyRequestResponse>;
  /** POST a JSON body (none when undefined) with the bearer token. */
  post(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** PUT a JSON body with the bearer token. */
  put(path: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** POST /oauth/token, form-urlencoded as the document says; from `remoteAddress` when given (the rate limit counts per address). */
export function requestToken(t: TestApp, fields: Record<string, string>, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Requests to the standard's routes with `token` as the bearer (any text: tests of refusals pass a bad one). */
export function bearerClient(t: TestApp, token: string) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
  };
}

/**
 * The owner switches Open Delivery on for their restaurant and issues credentials (the real
 * REST routes), and the POS gets a token through POST /oauth/token: what every Open Delivery test
 * starts from. `webhookUrl` is saved with the switch when given.
 */
export async function connectOpenDeliveryClient(t: TestApp, owner: SignedInOwner, options: { webhookUrl?: string } = {}): Promise<OpenDeliveryClient> {
  const base = `/api/restaurants/${owner.restaurant.id}/open-delivery`;
  const enabled = await owner.rest.put(base, { enabled: true, ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const issued = await owner.rest.post(`${base}/credentials`);
  expect(issued.statusCode, issued.body).toBe(201);
  const { clientId, clientSecret } = issued.json() as { clientId: string; clientSecret: string };
  const granted = await requestToken(t, { client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' });
  expect(granted.statusCode, granted.body).toBe(200);
  const token = (granted.json() as { access_token: string }).access_token;
  return { clientId, clientSecret, token, ...bearerClient(t, token) };
}
