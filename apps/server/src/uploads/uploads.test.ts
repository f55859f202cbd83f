import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeUser } from '../../test/factories';
import { registerAndLogin } from '../../test/session';
import { gifImage, jpegImage, oversizedPng, pngImage, webpImage } from '../../test/images';

const t = testAppForTheFile();
let user: IUser;

beforeAll(async () => {
  user = await makeUser(t.em(), { userType: 'restaurant' });
});
afterEach(() => {
  vi.useRealTimers();
});

const issue = (as: IUser = user) => callerFor(t, as).upload.createUploadUrl();
const put = (url: string, payload: Buffer | string | Readable, headers: Record<string, string> = { 'content-type': 'image/png' }) =>
  t.app.inject({ method: 'PUT', url, payload, headers });
const objectsDir = () => join(t.config.DATA_DIR, 'objects');
const storedFiles = async () => (await readdir(objectsDir()).catch(() => [])).filter((name) => !name.startsWith('.'));
const incomingFiles = async () => readdir(join(objectsDir(), '.incoming')).catch(() => []);

describe('POST /api/objects/upload', () => {
  it('refuses anonymous callers with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Faça login para continuar.');
  });

  it('gives a signed-in user a one-time upload URL and the path the image will have', async () => {
    const { cookie } = await registerAndLogin(t, { userType: 'customer' });
    const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { uploadURL, objectPath } = res.json();
    const id = /^\/objects\/([0-9a-f-]{36})$/.exec(objectPath)?.[1];
    expect(id).toBeDefined();
    expect(uploadURL).toMatch(new RegExp(`^/api/objects/upload/${id}\\?user=[0-9a-f-]{36}&expires=\\d+&signature=[\\w-]+$`));
    // Valid for 15 minutes.
    const expires = Number(new URL(uploadURL, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  it('gives one account at most 100 upload URLs per hour (429 after that)', async () => {
    const busy = await makeUser(t.em(), { userType: 'restaurant' });
    for (let i = 0; i < 100; i++) await issue(busy);
    await expect(issue(busy)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitos envios de imagem em pouco tempo. Tente novamente mais tarde.',
    });
    // Counted per account: others are not held back.
    await expect(issue()).resolves.toHaveProperty('uploadURL');
  });

  it('issues a different object for every call', async () => {
    const [a, b] = await Promise.all([issue(), issue()]);
    expect(a.objectPath).not.toBe(b.objectPath);
  });
});

describe('PUT to the upload URL, then GET /objects/<id>', () => {
  it('stores a PNG and serves it at its stable path with long-lived cache headers', async () => {
    const { uploadURL, objectPath } = await issue();
    const image = pngImage();
    const res = await put(uploadURL, image);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath });

    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(image.length);
    expect(served.rawPayload.equals(image)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: objectPath });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');

    const again = await t.app.inject({ method: 'GET', url: objectPath, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(true);
  });

  it.each([
    ['JPEG', jpegImage(), 'image/jpeg'],
    ['GIF', gifImage(), 'image/gif'],
    ['WebP', webpImage(), 'image/webp'],
  ])('accepts a %s whatever Content-Type the client sent, and serves it with its real type', async (_name, image, type) => {
    const { uploadURL, objectPath } = await issue();
    const res = await put(uploadURL, image, { 'content-type': 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('accepts a body sent without any Content-Type', async () => {
    const { uploadURL } = await issue();
    const res = await put(uploadURL, pngImage(), {});
    expect(res.statusCode).toBe(200);
  });

  it('cannot be reused to overwrite the image once the upload succeeded (409)', async () => {
    const { uploadURL, objectPath } = await issue();
    const first = pngImage([1, 2, 3]);
    expect((await put(uploadURL, first)).statusCode).toBe(200);
    const second = await put(uploadURL, pngImage([9, 9, 9]));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Este link de envio já foi usado. Solicite um novo.');
    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.rawPayload.equals(first)).toBe(true);
  });

  it('lets only one of two simultaneous uploads to the same URL win', async () => {
    const { uploadURL } = await issue();
    const results = await Promise.all([put(uploadURL, pngImage([1, 1, 1])), put(uploadURL, pngImage([2, 2, 2]))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 JSON for an unknown or malformed object id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/objects/0b6f3d2e-9c1a-4c1e-8a53-2f6f0a7d9e11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Imagem não encontrada.' });
    const malformed = await t.app.inject({ method: 'GET', url: '/objects/..%2F..%2Fsession-secret' });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('upload limits', () => {
  it('refuses a file that is not an image with 415, whatever its Content-Type says, and stores nothing', async () => {
    const { uploadURL, objectPath } = await issue();
    const before = await storedFiles();
    const res = await put(uploadURL, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Envie uma imagem PNG, JPEG, WebP ou GIF.' });
    expect(await storedFiles()).toEqual(before);
    expect(await incomingFiles()).toEqual([]);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: objectPath })).statusCode).toBe(404);
    // Nothing was stored, so the same URL still takes a real image.
    expect((await put(uploadURL, pngImage())).statusCode).toBe(200);
  });

  it('refuses a tiny file too short to be an image, and an empty body', async () => {
    const { uploadURL } = await issue();
    expect((await put(uploadURL, Buffer.from([0x89, 0x50]))).statusCode).toBe(415);
    const empty = await put(uploadURL, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nenhum arquivo enviado.');
  });

  it('accepts exactly 5 MB', async () => {
    const { uploadURL } = await issue();
    expect((await put(uploadURL, oversizedPng(MAX_IMAGE_BYTES))).statusCode).toBe(200);
  });

  it('refuses more than 5 MB with 413 and stores nothing', async () => {
    const { uploadURL, objectPath } = await issue();
    const before = await storedFiles();
    const res = await put(uploadURL, oversizedPng(MAX_IMAGE_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A imagem deve ter no máximo 5 MB.' });
    expect(await storedFiles()).toEqual(before);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
  });

  it('counts the bytes that arrive when no Content-Length announces them (chunked body)', async () => {
    const { uploadURL, objectPath } = await issue();
    const image = oversizedPng(MAX_IMAGE_BYTES + 64 * 1024);
    const chunks = Array.from({ length: Math.ceil(image.length / 65536) }, (_, i) => image.subarray(i * 65536, (i + 1) * 65536));
    const res = await put(uploadURL, Readable.from(chunks), { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
    expect(res.statusCode).toBe(413);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
    expect(await incomingFiles()).toEqual([]);
  });

  it('counts the bytes over a real connection where the client lies about the size', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { uploadURL, objectPath } = await issue();
    const image = oversizedPng(MAX_IMAGE_BYTES + 1024 * 1024);
    // A stream body goes out chunked: nothing tells the server the size in advance.
    const body = Readable.toWeb(Readable.from([image.subarray(0, 1024 * 1024), image.subarray(1024 * 1024)])) as ReadableStream;
    const res = await fetch(new URL(uploadURL, address), { method: 'PUT', body, duplex: 'half', headers: { 'content-type': 'image/png' } } as RequestInit);
    expect(res.status).toBe(413);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
  });
});

describe('upload URL signature and expiry', () => {
  it('refuses an expired URL with 403 in Portuguese', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 15 * 60 * 1000 - 1000);
    const { uploadURL, objectPath } = await issue();
    vi.useRealTimers();
    const res = await put(uploadURL, pngImage());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Link de envio expirado. Solicite um novo e tente novamente.' });
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
  });

  it('still accepts a URL just before its 15 minutes run out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 15 * 60 * 1000 + 5000);
    const { uploadURL } = await issue();
    vi.useRealTimers();
    expect((await put(uploadURL, pngImage())).statusCode).toBe(200);
  });

  it('refuses an altered URL with 403: signature, object, user or expiry changed, or a field missing', async () => {
    const other = await makeUser(t.em());
    const { uploadURL } = await issue();
    const url = new URL(uploadURL, 'http://x');
    const id = url.pathname.split('/').pop() as string;
    const variant = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const signature = url.searchParams.get('signature') as string;
    const altered = [
      variant((u) => u.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)),
      variant((u) => (u.pathname = u.pathname.replace(id, '0b6f3d2e-9c1a-4c1e-8a53-2f6f0a7d9e11'))),
      variant((u) => u.searchParams.set('user', other.id)),
      variant((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      variant((u) => u.searchParams.delete('signature')),
      variant((u) => (u.pathname = u.pathname.replace(id, 'nao-e-um-uuid'))),
    ];
    for (const alteredUrl of altered) {
      const res = await put(alteredUrl, pngImage());
      expect(res.statusCode, alteredUrl).toBe(403);
      expect(res.json()).toEqual({ message: 'Link de envio inválido.' });
    }
    expect(await storedFiles()).not.toContain(id);
    // The untouched URL still works.
    expect((await put(uploadURL, pngImage())).statusCode).toBe(200);
  });
});
