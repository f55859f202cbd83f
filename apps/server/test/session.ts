import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { UserType } from '@direto/contracts';
import { User, type IUser } from '@direto/db';
import { SESSION_COOKIE } from '../src/plugins/session';
import type { TestApp } from './test-app';

/**
 * Real sessions for `inject` tests: register or log in through the real routes and get the
 * `cookie` header to send with the next requests, e.g.
 *   const { cookie, user } = await registerAndLogin(t, { userType: 'restaurant' });
 *   await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
 */

/** The session cookie a response set, as a `cookie` request header ("name=value"). */
export function sessionCookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
  if (!cookie) throw new Error(`A resposta (${res.statusCode}) não abriu sessão: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Logs in with email and password through POST /api/login; returns the cookie header. */
export async function loginCookie(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`Login de ${email} falhou (${res.statusCode}): ${res.body}`);
  return sessionCookieFrom(res);
}

export interface RegisterOptions {
  userType?: UserType;
  /** Made an administrator straight in the database after registering (no route grants it). */
  isAdmin?: boolean;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  restaurantSlug?: string;
  /** Registering from a team invitation link (/convite/{token}): the account's e-mail is confirmed. */
  invitationToken?: string;
}

export interface SignedInUser {
  /** `cookie` header value for `inject`. */
  cookie: string;
  /** The account as stored (usable with callerFor and the factories, e.g. makeRestaurant({ owner: user })). */
  user: IUser;
  email: string;
  password: string;
}

let registrations = 0;

/**
 * A different client address for each registration (198.18.0.0/15 is reserved for tests): the
 * per-address registration limit stays as in production, and the many accounts a test file
 * arranges never exhaust it.
 */
export function nextTestClientAddress(): string {
  registrations++;
  return `198.18.${Math.floor(registrations / 250) % 250}.${(registrations % 250) + 1}`;
}

/** Registers a new account through POST /api/register (which signs it in) and returns its session. */
export async function registerAndLogin(t: TestApp, options: RegisterOptions = {}): Promise<SignedInUser> {
  const email = options.email ?? `usuario-${randomUUID()}@teste.com`;
  const password = options.password ?? 'senha-de-teste-123';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: nextTestClientAddress(),
    payload: {
      email,
      password,
      firstName: options.firstName ?? 'Teste',
      lastName: options.lastName ?? 'Silva',
      userType: options.userType ?? 'customer',
      restaurantSlug: options.restaurantSlug,
      invitationToken: options.invitationToken,
    },
  });
  if (res.statusCode !== 201) throw new Error(`Cadastro de ${email} falhou (${res.statusCode}): ${res.body}`);
  const cookie = sessionCookieFrom(res);
  const em = t.em();
  const user = await em.findOneOrFail(User, { email: email.toLowerCase() });
  if (options.isAdmin) {
    user.isAdmin = true;
    await em.flush();
  }
  return { cookie, user, email, password };
}
