import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeUser } from '../../test/factories';
import { oversizedPng, pngImage, webpImage } from '../../test/images';

// A local S3-compatible server on loopback (s3rver). It checks expiry but not SigV4 signatures,
// so "altered URL" is covered by the local-disk tests and, in S3 mode, by the bucket itself.
const BUCKET = 'direto-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3rver: S3rver;
let endpoint: string;
let bucket: S3Client;
let t: TestApp;
let admin: IUser;

beforeAll(async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 'direto-s3rver-')), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  admin = await makeUser(t.em(), { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3rver?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const issue = () => callerFor(t, admin).upload.createUploadUrl();
const putToBucket = (uploadURL: string, body: Buffer, contentType = 'image/png') =>
  fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

async function keyExists(key: string): Promise<boolean> {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('S3 mode', () => {
  it('uses the bucket storage', () => {
    expect(t.app.objectStorage.kind).toBe('s3');
  });

  it('issues a presigned PUT to the staging key, valid 15 minutes, with no checksum of an empty body', async () => {
    const { uploadURL, objectPath } = await issue();
    const id = objectPath.slice('/objects/'.length);
    const url = new URL(uploadURL);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/uploads/${id}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('x-amz-checksum-crc32')).toBeNull();
  });

  it('checks an upload the first time it is used, then serves it from /objects/<id> with its real type', async () => {
    const { uploadURL, objectPath } = await issue();
    const id = objectPath.slice('/objects/'.length);
    const image = webpImage();
    expect((await putToBucket(uploadURL, image, 'image/png')).status).toBe(200);

    expect(t.app.objectStorage.toObjectPath(uploadURL)).toBe(objectPath);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(true);
    // Promoted: the checked copy carries the sniffed type; the staging key is gone.
    expect(await keyExists(`uploads/${id}`)).toBe(false);
    const checked = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: `objects/${id}` }));
    expect(checked.ContentType).toBe('image/webp');
    await checked.Body?.transformToString();

    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('serves a fresh upload straight away (checked on first read)', async () => {
    const { uploadURL, objectPath } = await issue();
    const image = pngImage();
    await putToBucket(uploadURL, image);
    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('refuses and deletes a file that is not an image', async () => {
    const { uploadURL, objectPath } = await issue();
    const id = objectPath.slice('/objects/'.length);
    await putToBucket(uploadURL, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
    expect(await keyExists(`uploads/${id}`)).toBe(false);
    expect(await keyExists(`objects/${id}`)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: objectPath })).statusCode).toBe(404);
  });

  it('refuses and deletes a file over 5 MB', async () => {
    const { uploadURL, objectPath } = await issue();
    const id = objectPath.slice('/objects/'.length);
    await putToBucket(uploadURL, oversizedPng(MAX_IMAGE_BYTES + 1));
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
    expect(await keyExists(`uploads/${id}`)).toBe(false);
  });

  it('never lets a reused upload URL replace an image already checked', async () => {
    const { uploadURL, objectPath } = await issue();
    const image = pngImage([10, 20, 30]);
    await putToBucket(uploadURL, image);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(true);
    await putToBucket(uploadURL, Buffer.from('not an image at all'));
    expect(await t.app.objectStorage.exists(objectPath)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('has its presigned URL refused by the bucket once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 15 * 60 * 1000 - 5000);
    const { uploadURL, objectPath } = await issue();
    vi.useRealTimers();
    expect((await putToBucket(uploadURL, pngImage())).status).toBe(403);
    expect(await t.app.objectStorage.exists(objectPath)).toBe(false);
  });

  it('sets the logo from a presigned upload URL, refusing one whose file is not an image', async () => {
    const good = await issue();
    await putToBucket(good.uploadURL, pngImage());
    await expect(callerFor(t, admin).logo.update({ logoURL: good.uploadURL })).resolves.toEqual({ logoPath: good.objectPath });

    const bad = await issue();
    await putToBucket(bad.uploadURL, Buffer.from('GIF but not really'));
    await expect(callerFor(t, admin).logo.update({ logoURL: bad.uploadURL })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Imagem não encontrada: envie o arquivo novamente.',
    });
    await expect(callerFor(t, null).logo.get()).resolves.toEqual({ logoPath: good.objectPath });
  });

  it('has no local upload route', async () => {
    const { objectPath } = await issue();
    const id = objectPath.slice('/objects/'.length);
    const res = await t.app.inject({ method: 'PUT', url: `/api/objects/upload/${id}`, payload: pngImage(), headers: { 'content-type': 'image/png' } });
    expect(res.statusCode).toBe(404);
  });
});
