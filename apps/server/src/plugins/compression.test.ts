import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { listenOnPort } from '../../test/peer-app';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let baseUrl: string;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Sabor da Bahia' });
  customer = await signedInCustomer(t);
  for (let i = 0; i < 20; i++) await makeProduct(t.em(), owner.restaurant, { name: `Moqueca ${i}`, description: 'Peixe, dendê e leite de coco' });
  baseUrl = (await listenOnPort(t.app)).url;
});

describe('compressed answers', () => {
  it('compresses a JSON answer of 1 KB or more with the encoding the client accepts, with Vary', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/products`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('application/json');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never compresses server-sent events: a subscription streams its first event as plain text', async () => {
    const { response, firstChunk, close } = await openRaw(`${baseUrl}/trpc/live.myOrders`, {
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip, deflate',
      cookie: customer.cookie,
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      expect(response.headers['content-encoding']).toBeUndefined();
      // Arrives while the stream stays open: nothing buffers it.
      expect(firstChunk).toContain('event: connected');
    } finally {
      close();
    }
  });
});

/** A GET over real HTTP with exactly these headers (fetch would add and undo its own encoding). */
function openRaw(url: string, headers: Record<string, string>): Promise<{ response: IncomingMessage; firstChunk: string; close(): void }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no event within 5 s'));
    }, 5_000);
    const req = httpRequest(url, { headers }, (response) => {
      response.once('data', (chunk: Buffer) => {
        clearTimeout(timer);
        resolve({ response, firstChunk: chunk.toString('utf8'), close: () => req.destroy() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
