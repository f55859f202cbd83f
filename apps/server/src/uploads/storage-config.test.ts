import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createObjectStorage, uploadSigningSecret } from './object-storage';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = () => mkdtempSync(join(tmpdir(), 'direto-storage-config-'));

/**
 * The @aws-sdk packages a fresh Node process imports to create the storage for `env`: a module
 * hook counts them (a test process has long loaded everything, so it cannot tell).
 */
function awsModulesLoadedFor(env: Record<string, string>): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ resolve(specifier, context, next) { if (specifier.startsWith('@aws-sdk/')) loaded.add(specifier); return next(specifier, context); } });
    const { loadConfig } = await import('./src/config.ts');
    const { createObjectStorage } = await import('./src/uploads/object-storage.ts');
    await createObjectStorage(loadConfig(JSON.parse(process.argv[1])));
    console.log(JSON.stringify([...loaded]));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script, JSON.stringify(env)], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('object storage configuration', () => {
  it('stores on local disk by default and in a bucket when S3_BUCKET is set', async () => {
    expect((await createObjectStorage(loadConfig({ DATA_DIR: dataDir() }))).kind).toBe('local');
    const s3 = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'imagens', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3.S3_REGION).toBe('us-east-1');
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true);
    expect((await createObjectStorage(s3)).kind).toBe('s3');
  });

  // The AWS SDK costs a server some 30 MB of memory: one that stores on disk never loads it.
  it('loads the AWS SDK only when S3_BUCKET is set', () => {
    expect(awsModulesLoadedFor({ DATA_DIR: dataDir() })).toEqual([]);
    expect(awsModulesLoadedFor({ DATA_DIR: dataDir(), S3_BUCKET: 'imagens' })).toContain('@aws-sdk/client-s3');
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
