import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createObjectStorage, uploadSigningSecret } from './object-storage';

const dataDir = () => mkdtempSync(join(tmpdir(), 'direto-storage-config-'));

describe('object storage configuration', () => {
  it('stores on local disk by default and in a bucket when S3_BUCKET is set', () => {
    expect(createObjectStorage(loadConfig({ DATA_DIR: dataDir() })).kind).toBe('local');
    const s3 = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'imagens', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3.S3_REGION).toBe('us-east-1');
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true);
    expect(createObjectStorage(s3).kind).toBe('s3');
  });

  it('stops the start on incomplete S3 settings', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'imagens', S3_ACCESS_KEY_ID: 'chave' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'imagens', S3_ENDPOINT: 'nao-e-url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ UPLOAD_SIGNING_SECRET: 'curto' })).toThrow(/UPLOAD_SIGNING_SECRET/);
  });

  it('signs upload URLs with UPLOAD_SIGNING_SECRET, else a key derived from (never equal to) the session secret', () => {
    const sessionSecret = 's'.repeat(40);
    const derived = uploadSigningSecret(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: sessionSecret }));
    expect(derived).not.toBe(sessionSecret);
    expect(uploadSigningSecret(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: sessionSecret }))).toBe(derived);
    expect(uploadSigningSecret(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: sessionSecret, UPLOAD_SIGNING_SECRET: 'u'.repeat(32) }))).toBe('u'.repeat(32));
  });
});
