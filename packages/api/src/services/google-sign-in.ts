import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@direto/contracts';
import { User, type IUser } from '@direto/db';
import { now } from '../clock';
import type { SessionControl, SessionDirectory } from '../context';
import { conflict, forbidden } from '../errors';
import { cancelPasswordResetLinks } from './password-reset';

const GOOGLE_EMAIL_NOT_VERIFIED = 'Seu email do Google não está verificado.';
const GOOGLE_ACCOUNT_MISMATCH = 'Este email já está ligado a outra conta do Google.';

/** What the ID token of a Google sign-in tells about the person. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string | null;
  familyName?: string | null;
  picture?: string | null;
}

const clip = (value: string | null | undefined, max: number) => (value ? value.trim().slice(0, max) || null : null);
// A cut URL is a broken one: a picture URL that does not fit is dropped.
const pictureUrl = (value: string | null | undefined) => (value && value.length <= LIMITS.urlMax ? value : null);

/** The part of an email before its '@' (the whole text if it has none). */
function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** Google verified `email`: if it is the account's address, the address is confirmed. */
function confirmedBy(user: IUser, email: string): IUser {
  if (user.email === email) user.emailConfirmedAt ??= now();
  return user;
}

/**
 * Finds the account of a Google identity and signs it in: first by Google subject, then by
 * verified email (an email account is linked to Google), else a new customer account without
 * a password and with profileCompleted false (the profile completion screen follows).
 *
 * An account whose e-mail was never confirmed may have been registered by someone else with the
 * Google user's address, waiting for them to sign in (pre-hijacking): linking it drops its
 * password, its reset links and its sessions, so only the proven owner of the address gets in.
 */
export async function signInWithGoogle(
  em: EntityManager,
  session: SessionControl,
  sessions: SessionDirectory,
  identity: GoogleIdentity,
): Promise<IUser> {
  if (!identity.emailVerified) throw forbidden(GOOGLE_EMAIL_NOT_VERIFIED);
  const email = identity.email.trim().toLowerCase();
  let unprovenAccountTaken = false;

  const user = await em.transactional(async (tx) => {
    const linked = await tx.findOne(User, { googleSub: identity.sub });
    if (linked) return confirmedBy(linked, email);
    const byEmail = await tx.findOne(User, { email });
    if (byEmail) {
      if (byEmail.googleSub) throw conflict(GOOGLE_ACCOUNT_MISMATCH);
      if (!byEmail.emailConfirmedAt && byEmail.password) {
        byEmail.password = null;
        await cancelPasswordResetLinks(tx, byEmail.id);
        unprovenAccountTaken = true;
      }
      byEmail.googleSub = identity.sub;
      byEmail.profileImageUrl ??= pictureUrl(identity.picture);
      return confirmedBy(byEmail, email);
    }
    return tx.create(User, {
      email,
      googleSub: identity.sub,
      password: null,
      firstName: clip(identity.givenName, LIMITS.nameMax) ?? emailLocalPart(email).slice(0, LIMITS.nameMax),
      lastName: clip(identity.familyName, LIMITS.nameMax),
      profileImageUrl: pictureUrl(identity.picture),
      userType: 'customer',
      profileCompleted: false,
      emailConfirmedAt: now(),
    });
  });
  if (unprovenAccountTaken) await sessions.revokeAll(user.id);
  await session.signIn(user.id);
  return user;
}
