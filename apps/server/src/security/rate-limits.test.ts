import { describe, expect, it } from 'vitest';
import { User } from '@direto/db';
import { loadConfig } from '../config';
import { testAppForTheFile, createTestApp } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { loginCookie, registerAndLogin } from '../../test/session';

/**
 * Registration and set-password limits per client address (login and upload limits are tested
 * with their routes), and every limit under parallel bursts: the hit is taken in one atomic
 * statement before the work, so no burst gets more than the limit evaluated.
 */

const t = testAppForTheFile();

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

describe('parallel bursts', () => {
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
  const statusCounts = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.statusCode]: (counts[res.statusCode] ?? 0) + 1 }), {});

  it('300 parallel wrong logins on one email from one address: 10 are evaluated, the rest get 429', async () => {
    const { email } = await registerAndLogin(t);
    const responses = await Promise.all(Array.from({ length: 300 }, (_, i) => login(email, `errada-${i}`, '203.0.113.50')));
    expect(statusCounts(responses)).toEqual({ 401: 10, 429: 290 });
  });

  it('300 parallel wrong logins on one email from 300 addresses: at most the per-email ceiling (100) are evaluated', async () => {
    const { email } = await registerAndLogin(t);
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(email, `errada-${i}`, `203.0.${114 + Math.floor(i / 250)}.${(i % 250) + 1}`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: 100, 429: 200 });
  });

  it('50 parallel guesses from one address with the right password last do not get in', async () => {
    const { email, password } = await registerAndLogin(t);
    const guesses = Array.from({ length: 49 }, (_, i) => `errada-${i}`);
    const responses = await Promise.all([...guesses, password].map((guess) => login(email, guess, '203.0.113.60')));
    expect(responses.at(-1)?.statusCode).toBe(429);
    expect(responses.filter((res) => res.statusCode === 200)).toHaveLength(0);
    expect(responses.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(10);
  });

  it('40 parallel registrations from one address with the limit at 20: exactly 20 accounts are created', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post('/api/register', registration(`rajada-${i}-${Date.now()}@teste.com`), '203.0.113.70')),
    );
    expect(statusCounts(responses)).toEqual({ 201: 20, 429: 20 });
    expect(await t.em().count(User, { email: { $like: 'rajada-%' } })).toBe(20);
  });

  it('15 parallel set-password attempts from one address: 10 are evaluated, 5 get 429', async () => {
    const victim = await makeUser(t.em());
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => post('/api/set-password', { email: victim.email, password: 'senha-do-invasor' }, '203.0.113.80')),
    );
    expect(statusCounts(responses)).toEqual({ 403: 10, 429: 5 });
  });

  it('110 parallel upload URL requests from one account: exactly 100 URLs are issued', async () => {
    const { cookie } = await registerAndLogin(t);
    const responses = await Promise.all(
      Array.from({ length: 110 }, () => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } })),
    );
    expect(statusCounts(responses)).toEqual({ 200: 100, 429: 10 });
  });
});
