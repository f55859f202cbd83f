import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has working defaults for a development machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it('listens only on this machine unless in production (Docker) or HOST says otherwise (issue 28)', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/d', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('does not seed demo data into a DATABASE_URL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/direto' }).SEED_DEMO_DATA).toBe(false);
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@x.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/d' })).toThrow(/SESSION_SECRET/);
  });

  it('lets one session hold 5 live streams per process unless LIVE_STREAMS_PER_SESSION says otherwise', () => {
    expect(loadConfig({}).LIVE_STREAMS_PER_SESSION).toBe(5);
    expect(loadConfig({ LIVE_STREAMS_PER_SESSION: '50' }).LIVE_STREAMS_PER_SESSION).toBe(50);
    expect(() => loadConfig({ LIVE_STREAMS_PER_SESSION: '0' })).toThrow(/LIVE_STREAMS_PER_SESSION/);
  });

  it('serves source maps in production only when SERVE_SOURCE_MAPS asks for them', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/d', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).SERVE_SOURCE_MAPS).toBe(false);
    expect(loadConfig({ ...production, SERVE_SOURCE_MAPS: 'true' }).SERVE_SOURCE_MAPS).toBe(true);
    expect(loadConfig({}).SERVE_SOURCE_MAPS).toBe(true);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'false' }).SERVE_SOURCE_MAPS).toBe(false);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'sim' })).toThrow(/SERVE_SOURCE_MAPS/);
  });

  it('offers Google sign-in only with both client id and secret; Google is the default issuer', () => {
    expect(loadConfig({}).GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:9999' }).GOOGLE_ISSUER).toBe('http://127.0.0.1:9999');
  });

  it('sends push alerts only to the known push services unless PUSH_ALLOWED_HOSTS names others; a local stand-in only when a test names it (issue 28)', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/d', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).PUSH_ALLOWED_HOSTS).toEqual(expect.arrayContaining(['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com']));
    // Nothing lets this machine's addresses through by default, whatever NODE_ENV (development is the default).
    expect(loadConfig({}).PUSH_TEST_SERVICES).toBeUndefined();
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: ' Push.Example.com , *.push.example.net:8443 ' }).PUSH_ALLOWED_HOSTS).toEqual(['push.example.com', '*.push.example.net:8443']);
    for (const notAHost of ['10.0.0.1', '127.0.0.1:8443', '[::1]', 'https://push.example.com', 'push.example.com/x', ' , ']) {
      expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: notAHost }), notAHost).toThrow(/PUSH_ALLOWED_HOSTS/);
    }
    expect(loadConfig({ PUSH_TEST_SERVICES: 'http://127.0.0.1:9090/, http://localhost:9091/x' }).PUSH_TEST_SERVICES).toEqual(['http://127.0.0.1:9090', 'http://localhost:9091']);
    expect(() => loadConfig({ PUSH_TEST_SERVICES: 'ftp://127.0.0.1' })).toThrow(/PUSH_TEST_SERVICES/);
    expect(() => loadConfig({ ...production, PUSH_TEST_SERVICES: 'http://127.0.0.1:9090' })).toThrow(/PUSH_TEST_SERVICES: é só para testes/);
  });
});

describe('BACKUP_AT and BACKUP_DIR (issue 36)', () => {
  it('backs the embedded database up daily at 03:30 into DATA_DIR/backups by default', () => {
    const config = loadConfig({ DATA_DIR: '/dados' });
    expect([config.BACKUP_AT, config.BACKUP_DIR]).toEqual(['03:30', '/dados/backups']);
  });

  it('makes no daily backup of a DATABASE_URL unless BACKUP_AT asks; off turns it off', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/d' }).BACKUP_AT).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/d', BACKUP_AT: '02:15', BACKUP_DIR: '/outro-disco' })).toMatchObject({ BACKUP_AT: '02:15', BACKUP_DIR: '/outro-disco' });
    expect(loadConfig({ BACKUP_AT: 'off' }).BACKUP_AT).toBeNull();
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => loadConfig({ BACKUP_AT: '3h30' })).toThrow('BACKUP_AT: deve ser um horário HH:MM (ex.: 03:30) ou off');
  });
});
