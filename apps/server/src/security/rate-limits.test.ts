import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@direto/db';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { loginCookie, registerAndLogin } from '../../test/session';

/** Registration and set-password limits per client address (login and upload limits are tested with their routes). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

const registration = (email: string) => ({ email, password: 'senha-forte-1', firstName: 'Ana', userType: 'customer' });

describe('POST /api/register per address', () => {
  it('allows 20 attempts an hour per address by default, configurable', () => {
    expect(t.config.REGISTER_RATE_LIMIT_PER_HOUR).toBe(20);
    expect(loadConfig({ REGISTER_RATE_LIMIT_PER_HOUR: '500' }).REGISTER_RATE_LIMIT_PER_HOUR).toBe(500);
    expect(() => loadConfig({ REGISTER_RATE_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTER_RATE_LIMIT_PER_HOUR/);
  });

  it('counts every attempt, a taken email too, and answers 429 in pt-BR after the limit without creating the account', async () => {
    const ip = '203.0.113.10';
    const { email: taken } = await registerAndLogin(t);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await post('/api/register', registration(taken), ip)).statusCode).toBe(409);
    }
    const email = `bloqueada-${Date.now()}@teste.com`;
    const blocked = await post('/api/register', registration(email), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde.' });
    expect(blocked.cookies.find((c) => c.name === 'direto.sid')).toBeUndefined();
    expect(await t.em().count(User, { email })).toBe(0);

    // Another address is not affected.
    expect((await post('/api/register', registration(email), '203.0.113.11')).statusCode).toBe(201);
  });

  it('a lower configured limit applies to the tRPC procedure too', async () => {
    const strict = await createTestApp({ REGISTER_RATE_LIMIT_PER_HOUR: '2' });
    try {
      const ip = '203.0.113.20';
      const send = (n: number) =>
        strict.app.inject({ method: 'POST', url: '/trpc/auth.register', remoteAddress: ip, payload: registration(`trpc-${n}-${Date.now()}@teste.com`) });
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      const third = await send(3);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toBe('Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde.');
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/set-password per address', () => {
  it('allows 10 attempts an hour per address, then 429 even for the signed-in owner of the account', async () => {
    const ip = '203.0.113.30';
    // A Google-created account (no password) that is signed in.
    const { email, cookie, user } = await registerAndLogin(t);
    const em = t.em();
    const stored = await em.findOneOrFail(User, user.id);
    stored.password = null;
    await em.flush();

    for (let attempt = 0; attempt < 10; attempt++) {
      // Anonymous guesses at the account: refused, and counted.
      expect((await post('/api/set-password', { email, password: 'senha-do-invasor' }, ip)).statusCode).toBe(403);
    }
    const blocked = await post('/api/set-password', { email, password: 'senha-nova-123' }, ip, cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Muitas tentativas de definir senha. Aguarde uma hora e tente novamente.' });
    expect((await t.em().findOneOrFail(User, user.id)).password).toBeNull();

    // From another address the owner still can.
    expect((await post('/api/set-password', { email, password: 'senha-nova-123' }, '203.0.113.31', cookie)).statusCode).toBe(200);
    expect(await loginCookie(t, email, 'senha-nova-123')).toMatch(/^direto\.sid=/);
  });

  it('is refused before any password is hashed or stored for someone else', async () => {
    const victim = await makeUser(t.em()); // no password: a Google account
    const { cookie } = await registerAndLogin(t);
    const res = await post('/api/set-password', { email: victim.email, password: 'senha-do-invasor' }, '203.0.113.40', cookie);
    expect(res.statusCode).toBe(403);
    expect((await t.em().findOneOrFail(User, victim.id)).password).toBeNull();
  });
});
