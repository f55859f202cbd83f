import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { objectPathOf } from './object-path';
import { UploadError } from './put-file';
import { startUploadTarget, type UploadTarget } from './testing/upload-target';
import { uploadImage } from './upload-image';

// A real HTTP server is the upload target: jsdom's XMLHttpRequest really PUTs the bytes.
let target: UploadTarget;
let origin: string;

beforeAll(async () => {
  target = await startUploadTarget();
  origin = target.origin;
});

afterAll(() => target.close());

beforeEach(() => target.reset());

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const png = () => new File([new Uint8Array(2048)], 'prato.png', { type: 'image/png' });

function urls(...ids: string[]) {
  const queue = ids.map((id) => ({ uploadURL: `${origin}/api/objects/upload/${id}?signature=x`, objectPath: `/objects/${id}` }));
  return vi.fn(async () => {
    const next = queue.shift();
    if (!next) throw new Error('sem mais links');
    return next;
  });
}

describe('uploadImage', () => {
  it('PUTs the file to the signed URL and returns the object path the server answers', async () => {
    target.answers = [{ status: 200, body: JSON.stringify({ objectPath: `/objects/${ID_A}` }) }];
    const progress: number[] = [];
    const path = await uploadImage(png(), { getUploadUrl: urls(ID_A), onProgress: (f) => progress.push(f) });
    expect(path).toBe(`/objects/${ID_A}`);
    expect(target.received).toEqual([{ url: `/api/objects/upload/${ID_A}?signature=x`, bytes: 2048, contentType: 'image/png' }]);
    expect(progress.at(-1)).toBe(1);
  });

  it('retries an expired URL with a fresh one, after the scheduled delays', async () => {
    target.answers = [
      { status: 503 },
      { status: 403, body: JSON.stringify({ message: 'Link de envio expirado. Solicite um novo e tente novamente.' }) },
      { status: 200, body: JSON.stringify({ objectPath: `/objects/${ID_B}` }) },
    ];
    const getUploadUrl = urls(ID_A, ID_B);
    const slept: number[] = [];
    const path = await uploadImage(png(), { getUploadUrl, sleep: async (ms) => void slept.push(ms) });
    expect(path).toBe(`/objects/${ID_B}`);
    expect(slept).toEqual([0, 1000]);
    expect(getUploadUrl).toHaveBeenCalledTimes(2);
    expect(target.received.map((r) => r.url.split('?')[0])).toEqual([
      `/api/objects/upload/${ID_A}`,
      `/api/objects/upload/${ID_A}`,
      `/api/objects/upload/${ID_B}`,
    ]);
  });

  it('honours Retry-After on 429', async () => {
    target.answers = [{ status: 429, headers: { 'Retry-After': '2' } }, { status: 200, body: '' }];
    const slept: number[] = [];
    // An S3 presigned PUT answers an empty body: the path announced with the URL stands.
    const path = await uploadImage(png(), { getUploadUrl: urls(ID_A), sleep: async (ms) => void slept.push(ms) });
    expect(path).toBe(`/objects/${ID_A}`);
    expect(slept).toEqual([2000]);
  });

  it('stops at a fatal 4xx with the server message', async () => {
    target.answers = [{ status: 415, body: JSON.stringify({ message: 'Envie uma imagem PNG, JPEG, WebP ou GIF.' }) }];
    const error = await uploadImage(png(), { getUploadUrl: urls(ID_A), sleep: async () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as Error).message).toBe('Envie uma imagem PNG, JPEG, WebP ou GIF.');
    expect(target.received).toHaveLength(1);
  });

  it("says 'A imagem deve ter no máximo 5 MB.' on a 413, whether our server or a bucket refused it", async () => {
    for (const body of [JSON.stringify({ message: 'A imagem deve ter no máximo 5 MB.' }), '<Error><Code>EntityTooLarge</Code></Error>']) {
      target.reset();
      target.answers = [{ status: 413, body }];
      const error = await uploadImage(png(), { getUploadUrl: urls(ID_A), sleep: async () => {} }).catch((e: unknown) => e);
      expect((error as Error).message).toBe('A imagem deve ter no máximo 5 MB.');
      expect(target.received).toHaveLength(1);
    }
  });

  it('gives up after the fourth retry', async () => {
    target.answers = Array.from({ length: 6 }, () => ({ status: 500 }));
    const slept: number[] = [];
    await expect(uploadImage(png(), { getUploadUrl: urls(ID_A), sleep: async (ms) => void slept.push(ms) })).rejects.toBeInstanceOf(UploadError);
    expect(target.received).toHaveLength(5);
    expect(slept).toEqual([0, 1000, 3000, 5000]);
  });

  it('logs and rethrows a failure to get the upload URL (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Faça login para continuar.');
    await expect(uploadImage(png(), { getUploadUrl: async () => Promise.reject(failure) })).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('objectPathOf', () => {
  const ticket = { uploadURL: `https://bucket.s3.example.com/uploads/${ID_B}?X-Amz-Signature=abc`, objectPath: `/objects/${ID_B}` };

  it('prefers the path the upload route answered, else the one announced with the URL', () => {
    expect(objectPathOf(ticket, JSON.stringify({ objectPath: `/objects/${ID_A}` }))).toBe(`/objects/${ID_A}`);
    expect(objectPathOf(ticket, '')).toBe(`/objects/${ID_B}`);
    expect(objectPathOf(ticket, '<PutObjectResult/>')).toBe(`/objects/${ID_B}`);
    expect(objectPathOf(ticket, JSON.stringify({ objectPath: 'https://evil.example/x.png' }))).toBe(`/objects/${ID_B}`);
  });
});
