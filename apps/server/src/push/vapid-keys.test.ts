import { createECDH } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../config';
import { resolveVapidIdentity } from './vapid-keys';

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'direto-vapid-'));

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid-keys.json (readable only by the server) and reused on every start', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    const first = resolveVapidIdentity(config);
    expect(first.source).toBe('file');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(join(config.DATA_DIR, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidIdentity(config)).toEqual(first);
    expect(resolveVapidIdentity(loadConfig({ DATA_DIR: freshDataDir() })).publicKey).not.toBe(first.publicKey);
  });

  it('generated here are a pair web-push signs with, and the public key is the private key\'s point', () => {
    for (let run = 0; run < 20; run++) {
      const { publicKey, privateKey } = resolveVapidIdentity(loadConfig({ DATA_DIR: freshDataDir() }));
      expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
      const curve = createECDH('prime256v1');
      curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
      expect(curve.getPublicKey('base64url')).toBe(publicKey);
      const headers = webpush.getVapidHeaders('https://fcm.googleapis.com', 'mailto:dono@restaurante.com.br', publicKey, privateKey, 'aes128gcm');
      expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
    }
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and DATA_DIR is left alone', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({ DATA_DIR: freshDataDir(), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:dono@restaurante.com.br' });
    expect(resolveVapidIdentity(config)).toEqual({ ...keys, subject: 'mailto:dono@restaurante.com.br', source: 'env' });
    expect(() => statSync(join(config.DATA_DIR, 'vapid-keys.json'))).toThrow();
  });

  it('name the site as their subject when it is https, unless VAPID_SUBJECT says otherwise', () => {
    expect(resolveVapidIdentity(loadConfig({ DATA_DIR: freshDataDir(), PUBLIC_URL: 'https://pedidos.example.com' })).subject).toBe('https://pedidos.example.com');
    expect(resolveVapidIdentity(loadConfig({ DATA_DIR: freshDataDir() })).subject).toMatch(/^mailto:/);
  });

  it('a damaged key file stops the start with a message saying what to do', () => {
    const dataDir = freshDataDir();
    writeFileSync(join(dataDir, 'vapid-keys.json'), '{"publicKey":');
    expect(() => resolveVapidIdentity(loadConfig({ DATA_DIR: dataDir }))).toThrow(/vapid-keys\.json não contém chaves VAPID válidas \(apague-o/);
  });

  it('a bad VAPID setting stops the start with a clear message', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser definidos juntos/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY: deve ser a chave pública VAPID/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'dono@restaurante.com.br' })).toThrow(/VAPID_SUBJECT: deve ser um endereço mailto: ou uma URL https:/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://restaurante.com.br' })).toThrow(/VAPID_SUBJECT/);
  });
});
