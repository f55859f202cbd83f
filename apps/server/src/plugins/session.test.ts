import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, User } from '@direto/db';
import { buildApp } from '../app';
import { testAppForTheFile, createTestApp } from '../../test/test-app';
import { required } from '../../test/required';
import { loginCookie, registerAndLogin, sessionCookieFrom } from '../../test/session';
import { resolveSessionSecret } from './session-secret';
import { SESSION_MAX_AGE_MS } from './session';
import { PostgresSessionStore } from './session-store';

const t = testAppForTheFile();

const DAY = 24 * 60 * 60 * 1000;
const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
const sessionRows = () => t.em().execute<{ sid: string; sess: Record<string, unknown>; expire: Date }[]>('select * from "sessions"');
/** "direto.sid=<id>.<signature>" → <id> */
const sessionIdOf = (cookie: string) =>
  required(decodeURIComponent(required(cookie.split('=')[1], 'o valor do cookie')).split('.')[0], 'o id da sessão');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, valid 30 days, and not Secure over http', async () => {
    const { email, password } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    const cookie = required(res.cookies.find((c) => c.name === 'direto.sid'), 'o cookie direto.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const lifetime = (cookie.expires as Date).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(SESSION_MAX_AGE_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_AGE_MS);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://direto.exemplo.com.br', TRUST_PROXY: 'true' });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'seguro@teste.com', password: 'senha-segura-1', firstName: 'Seguro', userType: 'customer' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'direto.sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await https.close();
    }
  });

  it('is not handed to anonymous visitors, who leave no row behind', async () => {
    const before = (await sessionRows()).length;
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Faça login para continuar.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await sessionRows()).length).toBe(before);
  });

  it('is worthless when its signature is tampered with', async () => {
    const { cookie } = await registerAndLogin(t);
    expect((await me(cookie.slice(0, -2) + 'xx')).statusCode).toBe(401);
  });
});

describe('session store (PostgreSQL)', () => {
  it('keeps only a SHA-256 hash of the session id, and only the user id', async () => {
    const { cookie, user } = await registerAndLogin(t);
    const id = sessionIdOf(cookie);
    const rows = await sessionRows();
    expect(rows.some((row) => row.sid === id)).toBe(false);
    const row = required(rows.find((r) => r.sid === sha256(id)), 'a linha da sessão guardada pelo hash do id');
    expect(row).toBeDefined();
    expect(row.sess.userId).toBe(user.id);
    expect(JSON.stringify(row.sess)).not.toContain(user.email);
  });

  it('gives a new session id at login, and the old one stops working', async () => {
    const { cookie: first, email, password } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { cookie: first }, payload: { email, password } });
    const second = sessionCookieFrom(res);
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses and prunes expired sessions', async () => {
    const { cookie } = await registerAndLogin(t);
    const sid = sha256(sessionIdOf(cookie));
    await t.em().execute(`update "sessions" set "expire" = now() - interval '1 minute' where "sid" = ?`, [sid], 'run');
    // A change made behind the app's back reaches its session cache by notification: within moments.
    await vi.waitFor(async () => expect((await me(cookie)).statusCode).toBe(401));
    const removed = await new PostgresSessionStore(t.orm, SESSION_MAX_AGE_MS).prune();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await sessionRows()).some((row) => row.sid === sid)).toBe(false);
  });

  it('pushes the expiry of an active session forward, at most once a day', async () => {
    const { cookie } = await registerAndLogin(t);
    const sid = sha256(sessionIdOf(cookie));
    // Unchanged for a day: no write, no new cookie.
    expect((await me(cookie)).headers['set-cookie']).toBeUndefined();

    await t.em().execute(
      `update "sessions" set "expire" = now() + interval '2 days', "sess" = jsonb_set("sess", '{renewedAt}', to_jsonb(?::bigint)) where "sid" = ?`,
      [Date.now() - 2 * DAY, sid],
      'run',
    );
    // Heard by notification, within moments (the row was changed behind the app's back).
    const res = await vi.waitFor(async () => {
      const answer = await me(cookie);
      expect(answer.headers['set-cookie']).toBeDefined();
      return answer;
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'direto.sid')?.value).toBe(decodeURIComponent(required(cookie.split('=')[1], 'o valor do cookie')));
    const row = required((await sessionRows()).find((r) => r.sid === sid), 'a linha da sessão');
    expect(new Date(row.expire).getTime()).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_MS - 60_000);
  });

  it('sees a user changed behind its back (raw SQL, another process) within moments', async () => {
    const { cookie, user } = await registerAndLogin(t);
    expect((await me(cookie)).json()).toMatchObject({ firstName: user.firstName });
    await t.em().execute(`update "users" set "first_name" = 'Renomeada' where "id" = ?`, [user.id], 'run');
    await vi.waitFor(async () => expect((await me(cookie)).json()).toMatchObject({ firstName: 'Renomeada' }));
  });

  it('ends the session of an account deleted since sign-in', async () => {
    const { cookie, user } = await registerAndLogin(t);
    await t.em().nativeDelete(User, { id: user.id });
    await vi.waitFor(async () => expect((await me(cookie)).statusCode).toBe(401));
    expect((await sessionRows()).some((row) => row.sid === sha256(sessionIdOf(cookie)))).toBe(false);
  });
});

describe('logout', () => {
  it('POST /api/logout destroys the session on the server and clears the cookie', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = required(res.cookies.find((c) => c.name === 'direto.sid'), 'o cookie direto.sid apagado');
    expect((cleared.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await sessionRows()).some((row) => row.sid === sha256(sessionIdOf(cookie)))).toBe(false);
    // Replaying the old cookie does not bring the session back.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout does the same, then redirects to /', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('is harmless when nobody is signed in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(302);
  });

  it('is the same procedure through tRPC', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('ending the other sessions of an account', () => {
  const changePassword = (cookie: string, email: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/account',
      headers: { cookie },
      payload: { firstName: 'Teste', lastName: 'Silva', email, currentPassword, newPassword, confirmPassword: newPassword },
    });

  it("a password change ends the account's other sessions and gives the current one a new id that keeps working", async () => {
    const { cookie: here, email, password, user } = await registerAndLogin(t);
    const elsewhere = await loginCookie(t, email, password);
    const stranger = await registerAndLogin(t);

    const res = await changePassword(here, email, password, 'senha-nova-789');
    expect(res.statusCode).toBe(200);
    const renewed = sessionCookieFrom(res);
    expect(sessionIdOf(renewed)).not.toBe(sessionIdOf(here));

    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(renewed)).json().id).toBe(user.id);
    // Only the renewed session of the account is left; other accounts are untouched.
    expect((await sessionRows()).filter((row) => row.sess.userId === user.id).map((row) => row.sid)).toEqual([sha256(sessionIdOf(renewed))]);
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    expect(await loginCookie(t, email, 'senha-nova-789')).toMatch(/^direto\.sid=/);
  });

  it('saving Conta without a new password keeps every session', async () => {
    const { cookie: here, email, password } = await registerAndLogin(t);
    const elsewhere = await loginCookie(t, email, password);
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/account', headers: { cookie: here }, payload: { firstName: 'Novo', lastName: 'Nome', email } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it("'Sair de todos os outros dispositivos' (POST /api/user/sessions/revoke-others) ends every other session of the account", async () => {
    const { cookie: here, email, password, user } = await registerAndLogin(t);
    const phone = await loginCookie(t, email, password);
    const laptop = await loginCookie(t, email, password);
    const stranger = await registerAndLogin(t);

    const res = await t.app.inject({ method: 'POST', url: '/api/user/sessions/revoke-others', headers: { cookie: here } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(here)).json().id).toBe(user.id);
    expect((await me(stranger.cookie)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/user/sessions/revoke-others', headers: { cookie: here } })).json()).toEqual({ revoked: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/sessions/revoke-others' })).statusCode).toBe(401);
  });
});

describe('restarts and several processes', () => {
  it('a session survives a server restart on the same database', async () => {
    const { cookie, email } = await registerAndLogin(t);
    // A new process: its own connection pool and application, same database and secret.
    const orm = await openDatabase({ clientUrl: required(t.config.DATABASE_URL, 'o DATABASE_URL do teste') });
    const restarted = await buildApp({ config: t.config, orm });
    try {
      const res = await restarted.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(email);
    } finally {
      await restarted.close();
      await orm.close();
    }
  });

  it('two processes without SESSION_SECRET share the secret generated in DATA_DIR, and the sessions', async () => {
    const config = { ...t.config, SESSION_SECRET: undefined };
    const ormA = await openDatabase({ clientUrl: required(t.config.DATABASE_URL, 'o DATABASE_URL do teste') });
    const ormB = await openDatabase({ clientUrl: required(t.config.DATABASE_URL, 'o DATABASE_URL do teste') });
    const a = await buildApp({ config, orm: ormA });
    const b = await buildApp({ config, orm: ormB });
    try {
      const { email, password } = await registerAndLogin(t);
      const login = await a.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      const cookie = sessionCookieFrom(login);
      expect((await b.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().email).toBe(email);
      // Logging out on one process ends the session on the other.
      await b.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect((await a.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
      // The generated secret is private to the server's user.
      expect(statSync(join(t.config.DATA_DIR, 'session-secret')).mode & 0o077).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await ormA.close();
      await ormB.close();
    }
  });

  it('uses SESSION_SECRET when set, and the same generated secret on every start otherwise', () => {
    expect(resolveSessionSecret({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: t.config.DATA_DIR })).toBe('x'.repeat(32));
    const generated = resolveSessionSecret({ SESSION_SECRET: undefined, DATA_DIR: t.config.DATA_DIR });
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret({ SESSION_SECRET: undefined, DATA_DIR: t.config.DATA_DIR })).toBe(generated);
  });

  it('a cookie signed with another secret is refused, even on the same database', async () => {
    const { cookie } = await registerAndLogin(t);
    const other = await buildApp({ config: { ...t.config, SESSION_SECRET: 'outro-segredo-outro-segredo-outro-0123' }, orm: t.orm });
    try {
      expect((await other.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
      expect((await me(cookie)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
