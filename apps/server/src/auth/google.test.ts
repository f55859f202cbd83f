import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { required } from '../../test/required';
import { loginCookie, registerAndLogin, sessionCookieFrom } from '../../test/session';
import {
  startTestOidcProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  walkToCallback,
  type TestGoogleAccount,
} from '../../test/oidc-provider';

const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;

let t: TestApp;
let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
let counter = 0;

beforeAll(async () => {
  provider = await startTestOidcProvider(CALLBACK);
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
    GOOGLE_ISSUER: provider.issuer,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

function googleAccount(fields: Partial<TestGoogleAccount> = {}): TestGoogleAccount {
  counter += 1;
  return {
    sub: `google-sub-${counter}-${Date.now()}`,
    email: `pessoa${counter}.${Date.now()}@gmail.com`,
    email_verified: true,
    given_name: 'Joana',
    family_name: 'Pereira',
    picture: 'https://lh3.googleusercontent.com/a/foto',
    ...fields,
  };
}

/** Walks the whole browser flow: our start route, the provider's screens, our callback. */
async function signInWithGoogle(account: TestGoogleAccount, startUrl = '/api/auth/google') {
  provider.signInNextAs(account);
  const start = await t.app.inject({ method: 'GET', url: startUrl });
  expect(start.statusCode).toBe(302);
  const checksCookie = required(start.cookies.find((c) => c.name === 'direto.google'), 'o cookie direto.google');
  const callbackUrl = await walkToCallback(start.headers.location as string, CALLBACK);
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackUrl.pathname + callbackUrl.search,
    headers: { cookie: `direto.google=${checksCookie.value}` },
  });
  return { start, callback, callbackUrl, checksCookie };
}

describe('Google sign-in against a local OpenID provider', () => {
  it('offers Google on the login screen when configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/trpc/auth.providers` });
    expect(res.json().result.data).toEqual({ google: true });
  });

  it('starts with PKCE (S256), state and nonce, keeping them in a signed HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const cookie = required(res.cookies.find((c) => c.name === 'direto.google'), 'o cookie direto.google');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    // The verifier travels only in the cookie, and the cookie is signed.
    expect(cookie.value).not.toContain(required(location.searchParams.get('code_challenge'), 'o code_challenge na URL'));
  });

  it('creates a passwordless account on first sign-in, signs it in and returns to /', async () => {
    const account = googleAccount();
    const { callback } = await signInWithGoogle(account);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const cookie = sessionCookieFrom(callback);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: account.email,
      firstName: 'Joana',
      lastName: 'Pereira',
      profileImageUrl: account.picture,
      userType: 'customer',
      isAdmin: false,
      profileCompleted: false,
      hasPassword: false,
      authMethod: 'google',
    });
    expect(me.json().googleSub).toBeUndefined();

    // Signing in again finds the same account by its Google subject.
    const again = await signInWithGoogle(account);
    const meAgain = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(again.callback) } });
    expect(meAgain.json().id).toBe(me.json().id);
    expect(await t.em().count(User, { email: account.email })).toBe(1);
  });

  it('returns to the protected link that was opened signed out (?voltar=), and only to a path of this site', async () => {
    const account = googleAccount();
    const back = await signInWithGoogle(account, `/api/auth/google?voltar=${encodeURIComponent('/orders/abc?x=1')}`);
    expect(back.callback.statusCode).toBe(302);
    expect(back.callback.headers.location).toBe('/orders/abc?x=1');
    expect(sessionCookieFrom(back.callback)).toContain('direto.sid=');

    // Dot segments that a browser collapses into '//evil.example' too (issue 28).
    const elsewheres = ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/.//evil.example', '/..//evil.example', '/dashboard/..//evil.example', '/%2e%2e//evil.example'];
    for (const elsewhere of elsewheres) {
      const { callback } = await signInWithGoogle(account, `/api/auth/google?voltar=${encodeURIComponent(elsewhere)}`);
      expect(callback.headers.location, elsewhere).toBe('/');
    }
  });

  it('links an existing email account with the same verified email', async () => {
    const { user, email, password } = await registerAndLogin(t, { email: `ligada.${Date.now()}@gmail.com` });
    await t.em().nativeUpdate(User, { id: user.id }, { emailConfirmedAt: new Date() });
    const account = googleAccount({ email: email.toUpperCase() });
    const { callback } = await signInWithGoogle(account);
    expect(callback.headers.location).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(callback) } });
    expect(me.json()).toMatchObject({ id: user.id, email, hasPassword: true, authMethod: 'email' });
    expect((await t.em().findOneOrFail(User, user.id)).googleSub).toBe(account.sub);
    // The password still works.
    await expect(loginCookie(t, email, password)).resolves.toContain('direto.sid=');
  });

  it('takes over an account whose e-mail was never confirmed: its password and sessions end (pre-hijacking)', async () => {
    // Someone registers the victim's Gmail address with a password of their own and stays signed in.
    const squatter = await registerAndLogin(t, { email: `vitima.${Date.now()}@gmail.com` });
    const account = googleAccount({ email: squatter.email });
    const { callback } = await signInWithGoogle(account);
    expect(callback.headers.location).toBe('/');
    // The Google user is in, on an account without the squatter's password…
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(callback) } });
    expect(me.json()).toMatchObject({ id: squatter.user.id, hasPassword: false });
    // …the squatter's password no longer signs in, and their session is over.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: squatter.email, password: squatter.password } });
    expect(login.statusCode).toBe(401);
    const squatterMe = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: squatter.cookie } });
    expect(squatterMe.statusCode).toBe(401);
  });

  it('refuses an unverified Google email', async () => {
    const account = googleAccount({ email_verified: false });
    const { callback } = await signInWithGoogle(account);
    expect(callback.statusCode).toBe(302);
    expect(decodeURIComponent(callback.headers.location as string)).toBe('/?erro=Seu email do Google não está verificado.');
    expect(callback.cookies.find((c) => c.name === 'direto.sid')).toBeUndefined();
    expect(await t.em().count(User, { email: account.email })).toBe(0);
  });

  it('refuses a callback whose state does not match the cookie (login CSRF)', async () => {
    // The attacker's own finished flow, replayed into a victim's browser holding different checks.
    const attacker = await signInAndKeepCallback(googleAccount());
    const victimStart = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const victimCookie = required(victimStart.cookies.find((c) => c.name === 'direto.google'), 'o cookie direto.google');
    const res = await t.app.inject({
      method: 'GET',
      url: attacker.pathname + attacker.search,
      headers: { cookie: `direto.google=${victimCookie.value}` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/\?erro=/);
    expect(res.cookies.find((c) => c.name === 'direto.sid')).toBeUndefined();
  });

  it('refuses a callback without the signed cookie, or with a forged one', async () => {
    const callbackUrl = await signInAndKeepCallback(googleAccount());
    const without = await t.app.inject({ method: 'GET', url: callbackUrl.pathname + callbackUrl.search });
    expect(without.headers.location).toMatch(/^\/\?erro=/);
    const state = required(callbackUrl.searchParams.get('state'), 'o state na URL de retorno');
    const forged = JSON.stringify({ state, nonce: 'x', codeVerifier: 'y'.repeat(43) });
    const withForged = await t.app.inject({
      method: 'GET',
      url: callbackUrl.pathname + callbackUrl.search,
      headers: { cookie: `direto.google=${encodeURIComponent(forged)}` },
    });
    expect(withForged.headers.location).toMatch(/^\/\?erro=/);
    expect(withForged.cookies.find((c) => c.name === 'direto.sid')).toBeUndefined();
  });
});

/** Runs the provider part of a flow and returns the callback URL without using it. */
async function signInAndKeepCallback(account: TestGoogleAccount): Promise<URL> {
  provider.signInNextAs(account);
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  return walkToCallback(start.headers.location as string, CALLBACK);
}

describe('POST /api/set-password — first password of a Google account', () => {
  it('sets the password for the signed-in Google account, after which email login works', async () => {
    const account = googleAccount();
    const cookie = sessionCookieFrom((await signInWithGoogle(account)).callback);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      headers: { cookie },
      payload: { email: account.email, password: 'minha-senha-nova' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ hasPassword: true, authMethod: 'email' });
    await expect(loginCookie(t, account.email, 'minha-senha-nova')).resolves.toContain('direto.sid=');

    // A second call cannot overwrite it: changing a password goes through Settings → Conta.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      headers: { cookie },
      payload: { email: account.email, password: 'outra-senha-123' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Esta conta já tem senha. Para trocá-la, use Configurações › Conta.');
  });

  it('refuses an anonymous request that only knows the email (account takeover attempt)', async () => {
    const account = googleAccount();
    await signInWithGoogle(account);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { email: account.email, password: 'senha-do-atacante' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Por segurança, entre primeiro com o Google usando este email; depois defina sua senha.');
    const stored = await t.em().findOneOrFail(User, { email: account.email });
    expect(stored.password).toBeNull();
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: 'senha-do-atacante' } });
    expect(login.statusCode).toBe(401);
  });

  it('refuses someone signed in to another account', async () => {
    const victim = googleAccount();
    await signInWithGoogle(victim);
    const attacker = await registerAndLogin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      headers: { cookie: attacker.cookie },
      payload: { email: victim.email, password: 'senha-do-atacante' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.em().findOneOrFail(User, { email: victim.email })).password).toBeNull();
  });

  it('answers the same refusal whether or not the email exists (no account discovery)', async () => {
    const passwordless = await makeUser(t.em(), { googleSub: `sub-${Date.now()}` });
    const a = await t.app.inject({ method: 'POST', url: '/api/set-password', payload: { email: passwordless.email, password: 'qualquer-senha' } });
    const b = await t.app.inject({ method: 'POST', url: '/api/set-password', payload: { email: 'ninguem@teste.com', password: 'qualquer-senha' } });
    expect(a.statusCode).toBe(403);
    expect(b.statusCode).toBe(403);
    expect(a.json()).toEqual(b.json());
  });

  it('tells a Google account without a password how to get in at login', async () => {
    const account = googleAccount();
    await signInWithGoogle(account);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: 'chute-qualquer' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Esta conta foi criada com o Google e ainda não tem senha. Use "Entrar com Google" para acessá-la.');
  });
});

describe('Google not configured', () => {
  it('hides the button and answers 404 on the routes', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/trpc/auth.providers' })).json().result.data).toEqual({ google: false });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toEqual({ message: 'Login com Google não está configurado neste servidor.' });
    } finally {
      await plain.close();
    }
  });
});
