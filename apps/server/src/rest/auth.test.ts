import { describe, expect, it } from 'vitest';
import { CustomerRestaurant, User } from '@direto/db';
import { buildApp } from '../app';
import { testAppForTheFile } from '../../test/test-app';
import { makeRestaurant, makeUser } from '../../test/factories';
import { callerFor } from '../../test/caller';
import { registerAndLogin, sessionCookieFrom } from '../../test/session';

const t = testAppForTheFile();

let sequence = 0;
const uniqueEmail = (prefix = 'pessoa') => `${prefix}-${++sequence}-${Date.now()}@teste.com`;
const post = (url: string, payload: unknown, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: extra.cookie ? { cookie: extra.cookie } : {}, remoteAddress: extra.remoteAddress });

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers the user without the password', async () => {
    const email = uniqueEmail('Nova');
    const res = await post('/api/register', {
      email: `  ${email.toUpperCase()} `,
      password: 'senha-forte-1',
      firstName: '  Ana ',
      lastName: 'Souza',
      userType: 'restaurant',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ana',
      lastName: 'Souza',
      userType: 'restaurant',
      isAdmin: false,
      profileCompleted: false,
      hasPassword: true,
      authMethod: 'email',
    });
    expect(body.password).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(res) } });
    expect(me.json().id).toBe(body.id);
    const stored = await t.em().findOneOrFail(User, body.id);
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });

  it('accepts a missing last name', async () => {
    const res = await post('/api/register', { email: uniqueEmail(), password: 'senha-forte-1', firstName: 'Bia', userType: 'customer' });
    expect(res.statusCode).toBe(201);
    expect(res.json().lastName).toBeNull();
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    const email = uniqueEmail();
    await registerAndLogin(t, { email });
    const res = await post('/api/register', { email: email.toUpperCase(), password: 'senha-forte-1', firstName: 'Outra', userType: 'customer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Este email já está cadastrado.' });
    expect(res.cookies.find((c) => c.name === 'direto.sid')).toBeUndefined();
  });

  it('validates the fields with pt-BR messages', async () => {
    const cases: [object, string][] = [
      [{ password: 'senha-forte-1', firstName: 'A', userType: 'customer' }, 'email: Email é obrigatório'],
      [{ email: 'nao-e-email', password: 'senha-forte-1', firstName: 'A', userType: 'customer' }, 'email: Email inválido'],
      [{ email: uniqueEmail(), password: 'curta', firstName: 'A', userType: 'customer' }, 'password: A senha deve ter pelo menos 8 caracteres'],
      [{ email: uniqueEmail(), password: 'x'.repeat(129), firstName: 'A', userType: 'customer' }, 'password: A senha deve ter no máximo 128 caracteres'],
      [{ email: uniqueEmail(), password: 'senha-forte-1', firstName: '   ', userType: 'customer' }, 'firstName: Nome é obrigatório'],
      [{ email: uniqueEmail(), password: 'senha-forte-1', firstName: 'A'.repeat(101), userType: 'customer' }, 'firstName: Use no máximo 100 caracteres'],
      [{ email: uniqueEmail(), password: 'senha-forte-1', firstName: 'A', userType: 'admin' }, 'userType: Tipo de conta inválido'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/register', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('through a restaurant link: always a customer, linked to the restaurant', async () => {
    const restaurant = await makeRestaurant(t.em());
    const res = await post('/api/register', {
      email: uniqueEmail(),
      password: 'senha-forte-1',
      firstName: 'Caio',
      userType: 'restaurant',
      restaurantSlug: restaurant.shareableSlug.toUpperCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().userType).toBe('customer');
    const link = await t.em().findOneOrFail(CustomerRestaurant, { customer: res.json().id });
    expect(link.restaurant.id).toBe(restaurant.id);
    expect(link.registeredViaLink).toBe(true);
  });

  it('refuses an unknown restaurant link with 400 and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/api/register', { email, password: 'senha-forte-1', firstName: 'Caio', userType: 'customer', restaurantSlug: 'nao-existe' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Link de convite inválido: restaurante não encontrado.' });
    expect(await t.em().count(User, { email })).toBe(0);
  });

  it('is the same procedure through tRPC, which signs the new account in', async () => {
    const caller = callerFor(t, null);
    const user = await caller.auth.register({ email: uniqueEmail(), password: 'senha-forte-1', firstName: 'Dani', userType: 'customer' });
    expect(caller.sessionEvents).toEqual([`signIn:${user.id}`]);
    await expect(caller.auth.register({ email: user.email, password: 'senha-forte-1', firstName: 'Dani', userType: 'customer' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('POST /api/login', () => {
  it('signs in with email (any case) and password and answers the user', async () => {
    const { email, password, user } = await registerAndLogin(t);
    const res = await post('/api/login', { email: ` ${email.toUpperCase()}`, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(res) } });
    expect(me.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await registerAndLogin(t);
    const wrongPassword = await post('/api/login', { email, password: 'senha-errada' }, { remoteAddress: '10.0.0.1' });
    const unknownEmail = await post('/api/login', { email: uniqueEmail('ninguem'), password: 'senha-errada' }, { remoteAddress: '10.0.0.1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Email ou senha incorretos.' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies.find((c) => c.name === 'direto.sid')).toBeUndefined();
  });

  it('requires both fields', async () => {
    const res = await post('/api/login', { email: 'a@b.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password: Senha é obrigatória');
  });

  it('is the same procedure through tRPC', async () => {
    const { email, password, user } = await registerAndLogin(t);
    const caller = callerFor(t, null);
    await expect(caller.auth.login({ email, password })).resolves.toMatchObject({ id: user.id });
    expect(caller.sessionEvents).toEqual([`signIn:${user.id}`]);
    await expect(caller.auth.login({ email, password: 'errada-errada' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('login rate limits (kept in PostgreSQL)', () => {
  const tooMany = (minutes: number) => ({ message: `Muitas tentativas de login. Tente novamente em ${minutes} minutos.` });

  it('after 10 failures for one email from one address, refuses that pair with 429 saying when to retry, even with the right password', async () => {
    const { email, password } = await registerAndLogin(t);
    const ip = '10.1.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/login', { email, password: `errada-${i}` }, { remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/login', { email, password }, { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany(15));
    // The owner from another address, and other accounts from this one, are unaffected.
    expect((await post('/api/login', { email, password }, { remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    const other = await registerAndLogin(t);
    expect((await post('/api/login', { email: other.email, password: other.password }, { remoteAddress: ip })).statusCode).toBe(200);

    // The message counts down with the window; when it ends, the pair can be used again.
    await t.em().execute(`update "rate_limits" set "reset_at" = now() + interval '11 minutes 30 seconds' where "key" = ?`, [`login:pair:${ip}:${email}`], 'run');
    expect((await post('/api/login', { email, password }, { remoteAddress: ip })).json()).toEqual(tooMany(12));
    await t.em().execute(`update "rate_limits" set "reset_at" = now() + interval '20 seconds' where "key" = ?`, [`login:pair:${ip}:${email}`], 'run');
    expect((await post('/api/login', { email, password }, { remoteAddress: ip })).json()).toEqual({ message: 'Muitas tentativas de login. Tente novamente em 1 minuto.' });
    await t.em().execute(`update "rate_limits" set "reset_at" = now() - interval '1 second' where "key" = ?`, [`login:pair:${ip}:${email}`], 'run');
    expect((await post('/api/login', { email, password }, { remoteAddress: ip })).statusCode).toBe(200);
  });

  it('wrong passwords from 10 other addresses do not lock the owner out of their own', async () => {
    const { email, password } = await registerAndLogin(t);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { email, password: `errada-${i}` }, { remoteAddress: `10.5.0.${i}` })).statusCode).toBe(401);
    }
    expect((await post('/api/login', { email, password }, { remoteAddress: '10.5.1.1' })).statusCode).toBe(200);
  });

  it('after 100 failures for one email from any addresses, refuses that email everywhere', async () => {
    const { email, password } = await registerAndLogin(t);
    for (let i = 0; i < 100; i++) {
      expect((await post('/api/login', { email, password: 'errada-errada' }, { remoteAddress: `10.6.${Math.floor(i / 10)}.${i % 10}` })).statusCode).toBe(401);
    }
    const blocked = await post('/api/login', { email, password }, { remoteAddress: '10.6.100.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany(15));
  });

  it('after 30 failures from one IP, refuses that IP with 429 for any email', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await post('/api/login', { email: uniqueEmail('chute'), password: 'qualquer-uma' }, { remoteAddress: ip })).statusCode).toBe(401);
    }
    const { email, password } = await registerAndLogin(t);
    expect((await post('/api/login', { email, password }, { remoteAddress: ip })).statusCode).toBe(429);
    expect((await post('/api/login', { email, password }, { remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('a successful login forgets the earlier failures of that email from that address, and uses up none of the allowance', async () => {
    const { email, password } = await registerAndLogin(t);
    const ip = '10.3.0.1';
    for (let i = 0; i < 9; i++) await post('/api/login', { email, password: 'errada-errada' }, { remoteAddress: ip });
    expect((await post('/api/login', { email, password }, { remoteAddress: ip })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await post('/api/login', { email, password: 'errada-errada' }, { remoteAddress: ip })).statusCode).toBe(401);
    }
    expect((await post('/api/login', { email, password }, { remoteAddress: ip })).statusCode).toBe(200);
    // 40 successful logins from one address (an office behind one IP) are not failures.
    for (let i = 0; i < 40; i++) expect((await post('/api/login', { email, password }, { remoteAddress: '10.3.0.2' })).statusCode).toBe(200);
  });

  it('counts across server processes sharing the database', async () => {
    const { email, password } = await registerAndLogin(t);
    const other = await buildApp({ config: t.config, orm: t.orm });
    try {
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? t.app : other;
        await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'errada-errada' }, remoteAddress: '10.4.0.1' });
      }
      const res = await other.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.4.0.1' });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/user', () => {
  it('answers 401 in pt-BR when nobody is signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Faça login para continuar.' });
  });

  it('answers every user field but the password, plus hasPassword, authMethod and emailConfirmed', async () => {
    const { cookie, user } = await registerAndLogin(t, { firstName: 'Eva', lastName: 'Lima', userType: 'restaurant' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'userType', 'isAdmin', 'phone', 'address', 'city', 'zipCode',
        'profileCompleted', 'createdAt', 'updatedAt', 'hasPassword', 'authMethod', 'emailConfirmed',
      ].sort(),
    );
    expect(res.json()).toMatchObject({ id: user.id, firstName: 'Eva', lastName: 'Lima', userType: 'restaurant', hasPassword: true, authMethod: 'email' });
    expect(new Date(res.json().createdAt).toISOString()).toBe(res.json().createdAt);
  });

  it('reads the user fresh on every request (a change made elsewhere shows at once)', async () => {
    const { cookie, user } = await registerAndLogin(t);
    const em = t.em();
    const stored = await em.findOneOrFail(User, user.id);
    stored.isAdmin = true;
    await em.flush();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().isAdmin).toBe(true);
  });

  it('is auth.me through tRPC', async () => {
    const user = await makeUser(t.em(), { googleSub: 'sub-me-1' });
    await expect(callerFor(t, user).auth.me()).resolves.toMatchObject({ id: user.id, hasPassword: false, authMethod: 'google' });
    await expect(callerFor(t, null).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('auth.setPassword through tRPC (REST and the Google flow: auth/google.test.ts)', () => {
  it('sets the first password only for the signed-in owner of the Google account', async () => {
    const google = await makeUser(t.em(), { googleSub: `sub-set-${Date.now()}` });
    const someoneElse = await makeUser(t.em(), { password: 'senha-de-outro' });
    await expect(callerFor(t, null).auth.setPassword({ email: google.email, password: 'tentativa-1' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(t, someoneElse).auth.setPassword({ email: google.email, password: 'tentativa-2' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.em().findOneOrFail(User, google.id)).password).toBeNull();

    await expect(callerFor(t, google).auth.setPassword({ email: google.email.toUpperCase(), password: 'senha-certa-1' })).resolves.toEqual({ ok: true });
    const stored = await t.em().findOneOrFail(User, google.id);
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });

  it('auth.providers says Google is off when not configured', async () => {
    await expect(callerFor(t, null).auth.providers()).resolves.toEqual({ google: false });
  });
});
