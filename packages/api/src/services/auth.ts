import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { registerInputSchema, User as UserDto } from '@direto/contracts';
import type { z } from 'zod';
import { CustomerRestaurant, hashPassword, Restaurant, User, verifyPassword, type IUser } from '@direto/db';
import { now } from '../clock';
import type { RequestLimits, SessionControl } from '../context';
import { badRequest, conflict, forbidden, unauthorized } from '../errors';
import { toUserDto } from '../mappers/user';
import { cancelPasswordResetLinks } from './password-reset';
import { invitationProvesEmail } from './staff';
import { reloadSignedInUser } from './user';
import { clearHits, minutesText, refundHit, takeHit, type RateLimit } from './rate-limit';

const INVALID_CREDENTIALS = 'Email ou senha incorretos.';
const GOOGLE_ACCOUNT_WITHOUT_PASSWORD =
  'Esta conta foi criada com o Google e ainda não tem senha. Use "Entrar com Google" para acessá-la.';
const tooManyLoginAttempts = (minutes: number) => `Muitas tentativas de login. Tente novamente em ${minutesText(minutes)}.`;
const EMAIL_TAKEN = 'Este email já está cadastrado.';
const UNKNOWN_RESTAURANT_LINK = 'Link de convite inválido: restaurante não encontrado.';
const SET_PASSWORD_SIGN_IN_FIRST =
  'Por segurança, entre primeiro com o Google usando este email; depois defina sua senha.';
const PASSWORD_ALREADY_SET = 'Esta conta já tem senha. Para trocá-la, use Configurações › Conta.';
const TOO_MANY_REGISTRATIONS = 'Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde.';
const TOO_MANY_SET_PASSWORD_ATTEMPTS = 'Muitas tentativas de definir senha. Aguarde uma hora e tente novamente.';

/**
 * Failed logins allowed per 15 minutes: per (email, address) pair, so a guesser is stopped
 * quickly without locking the owner (at another address) out; per address (one address trying
 * many emails); and a high per-email ceiling that only a distributed attack reaches.
 */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_FAILURES_PER_EMAIL_AND_IP = 10;
const LOGIN_FAILURES_PER_IP = 30;
const LOGIN_FAILURES_PER_EMAIL = 100;

const loginPairKey = (ip: string, email: string) => `login:pair:${ip}:${email}`;
const loginIpKey = (ip: string) => `login:ip:${ip}`;
const loginEmailKey = (email: string) => `login:email:${email}`;

function loginLimits(ip: string, email: string): RateLimit[] {
  return [
    { key: loginPairKey(ip, email), max: LOGIN_FAILURES_PER_EMAIL_AND_IP, windowMs: LOGIN_WINDOW_MS },
    { key: loginIpKey(ip), max: LOGIN_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS },
    { key: loginEmailKey(email), max: LOGIN_FAILURES_PER_EMAIL, windowMs: LOGIN_WINDOW_MS },
  ];
}

const HOUR_MS = 60 * 60 * 1000;

/** Every registration attempt counts (a taken email too), so one address cannot mass-create or probe accounts. */
function registerLimits(ip: string, limits: RequestLimits): RateLimit[] {
  return [{ key: `register:ip:${ip}`, max: limits.registrationsPerHourPerIp, windowMs: HOUR_MS }];
}

/** Setting a first password is done once per account: a few tries per address and hour are plenty. */
const SET_PASSWORD_ATTEMPTS_PER_IP = 10;

function setPasswordLimits(ip: string): RateLimit[] {
  return [{ key: `set-password:ip:${ip}`, max: SET_PASSWORD_ATTEMPTS_PER_IP, windowMs: HOUR_MS }];
}

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashPassword('senha-que-ninguem-tem'));

export async function login(
  em: EntityManager,
  session: SessionControl,
  ip: string,
  credentials: { email: string; password: string },
): Promise<UserDto> {
  // Every attempt takes its hit before the password is checked, so parallel guesses cannot
  // all be evaluated before the first failure is counted.
  await takeHit(em, loginLimits(ip, credentials.email), tooManyLoginAttempts);

  const user = await em.findOne(User, { email: credentials.email });
  if (!user) {
    await verifyPassword(await timingDecoy(), credentials.password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!user.password) throw unauthorized(GOOGLE_ACCOUNT_WITHOUT_PASSWORD);
  if (!(await verifyPassword(user.password, credentials.password))) throw unauthorized(INVALID_CREDENTIALS);

  // The owner got in: the failures from this address against this email no longer count, and
  // a success uses up none of the address's or the email's allowance (only failures should).
  await clearHits(em, loginPairKey(ip, credentials.email));
  await refundHit(em, [loginIpKey(ip), loginEmailKey(credentials.email)]);
  await session.signIn(user.id);
  return toUserDto(user);
}

export async function register(
  em: EntityManager,
  session: SessionControl,
  request: { ip: string; limits: RequestLimits },
  input: z.output<typeof registerInputSchema>,
): Promise<UserDto> {
  await takeHit(em, registerLimits(request.ip, request.limits), TOO_MANY_REGISTRATIONS);
  const slug = input.restaurantSlug?.toLowerCase() || null;
  const restaurant = slug ? await em.findOne(Restaurant, { shareableSlug: slug }) : null;
  if (slug && !restaurant) throw badRequest(UNKNOWN_RESTAURANT_LINK);
  if (await em.count(User, { email: input.email })) throw conflict(EMAIL_TAKEN);
  // From a team invitation sent to this address: the link proves the mailbox.
  const emailProven = !!input.invitationToken && (await invitationProvesEmail(em, input.invitationToken, input.email));

  const password = await hashPassword(input.password);
  let user: IUser;
  try {
    user = await em.transactional(async (tx) => {
      const created = tx.create(User, {
        email: input.email,
        password,
        firstName: input.firstName,
        lastName: input.lastName || null,
        // Registering through a restaurant's link always makes a customer of that restaurant.
        userType: restaurant ? 'customer' : input.userType,
        emailConfirmedAt: emailProven ? now() : null,
      });
      if (restaurant) tx.create(CustomerRestaurant, { customer: created, restaurant, registeredViaLink: true });
      return created;
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the database keeps the first.
    if (error instanceof UniqueConstraintViolationException) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  await session.signIn(user.id);
  return toUserDto(user);
}

/**
 * Gives a Google-created account its first password. Knowing the email proves nothing, so this
 * works only for the signed-in owner of that account: whoever holds a session for it has just
 * proven control of the Google account. Anyone else is told to sign in with Google first.
 */
export async function setPasswordOfGoogleAccount(
  em: EntityManager,
  signedIn: IUser | null,
  ip: string,
  input: { email: string; password: string },
): Promise<void> {
  await takeHit(em, setPasswordLimits(ip), TOO_MANY_SET_PASSWORD_ATTEMPTS);
  if (!signedIn || signedIn.email !== input.email) throw forbidden(SET_PASSWORD_SIGN_IN_FIRST);
  const user = await reloadSignedInUser(em, signedIn);
  if (user.password) throw conflict(PASSWORD_ALREADY_SET);
  user.password = await hashPassword(input.password);
  await em.flush();
  await cancelPasswordResetLinks(em, user.id);
}
