import type { EntityManager } from '@mikro-orm/postgresql';
import { PASSWORD_RESET_SENT, RESET_LINK_INVALID, type User as UserDto } from '@direto/contracts';
import { hashPassword, PasswordResetToken, User } from '@direto/db';
import { now } from '../clock';
import type { Context } from '../context';
import { badRequest } from '../errors';
import { composeMail } from '../mail/layout';
import { toUserDto } from '../mappers/user';
import { hashLinkToken, newLinkToken } from './link-token';
import { takeHit, type RateLimit } from './rate-limit';

const RESET_LINK_MINUTES = 30;
const HOUR_MS = 60 * 60 * 1000;
/** Requests per hour: a few per e-mail (nobody needs more links), more per address (shared networks). */
const RESET_REQUESTS_PER_EMAIL = 5;
const RESET_REQUESTS_PER_IP = 20;
const TOO_MANY_RESET_REQUESTS = 'Muitos pedidos de redefinição de senha. Tente novamente mais tarde.';
/** Wrong or stale tokens tried per address and hour: guessing a 256-bit token is hopeless anyway. */
const RESET_CONFIRMS_PER_IP = 30;

function passwordResetLimits(ip: string, email: string): RateLimit[] {
  return [
    { key: `password-reset:ip:${ip}`, max: RESET_REQUESTS_PER_IP, windowMs: HOUR_MS },
    { key: `password-reset:email:${email}`, max: RESET_REQUESTS_PER_EMAIL, windowMs: HOUR_MS },
  ];
}

type ResetCaller = Pick<Context, 'em' | 'ip' | 'mailer' | 'publicUrl'>;

/**
 * 'Esqueci minha senha'. Always the same answer, whether or not the account exists (no account
 * enumeration); the mail goes out in the background so the answer takes as long either way.
 * A Google-only account gets a link too: that is how it sets a first password.
 */
export async function requestPasswordReset({ em, ip, mailer, publicUrl }: ResetCaller, email: string): Promise<{ message: string }> {
  await takeHit(em, passwordResetLimits(ip, email), TOO_MANY_RESET_REQUESTS);
  const user = await em.findOne(User, { email });
  if (user) {
    const token = newLinkToken();
    em.create(PasswordResetToken, {
      user,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now().getTime() + RESET_LINK_MINUTES * 60_000),
      usedAt: null,
    });
    await em.flush();
    mailer.send(
      composeMail({
        to: user.email,
        subject: 'Redefinir sua senha',
        paragraphs: [
          `Olá${user.firstName ? `, ${user.firstName}` : ''}!`,
          user.password
            ? 'Recebemos um pedido para redefinir a senha da sua conta. Use o link abaixo para escolher uma nova senha.'
            : 'Recebemos um pedido de senha para a sua conta (criada com o Google). Use o link abaixo para definir uma senha.',
          `O link vale por ${RESET_LINK_MINUTES} minutos e só pode ser usado uma vez. Ao usá-lo, todas as sessões abertas da conta são encerradas.`,
        ],
        action: { label: 'Redefinir senha', url: `${publicUrl}/redefinir-senha?token=${token}` },
        footnote: 'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
        publicUrl,
      }),
    );
  }
  return { message: PASSWORD_RESET_SENT };
}

/**
 * Ends every outstanding reset link of the account: a link mailed before a change of password or
 * e-mail must not undo that change (it may sit in a mailbox the account no longer trusts).
 */
export async function cancelPasswordResetLinks(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(PasswordResetToken, { user: userId, usedAt: null }, { usedAt: now() });
}

type ConfirmCaller = Pick<Context, 'em' | 'ip' | 'session' | 'sessions'>;

/**
 * Sets the new password of the link's account: the token is used up in the same conditional
 * update that checks it (two tabs using one link: one wins), every session of the account ends,
 * and this browser is signed in under a fresh session.
 */
export async function confirmPasswordReset(
  { em, ip, session, sessions }: ConfirmCaller,
  input: { token: string; password: string },
): Promise<UserDto> {
  await takeHit(em, [{ key: `password-reset-confirm:ip:${ip}`, max: RESET_CONFIRMS_PER_IP, windowMs: HOUR_MS }], TOO_MANY_RESET_REQUESTS);
  const at = now();
  const row = await em.findOne(PasswordResetToken, { tokenHash: hashLinkToken(input.token) });
  if (!row || row.usedAt || row.expiresAt <= at) throw badRequest(RESET_LINK_INVALID);
  const password = await hashPassword(input.password);
  const user = await em.transactional(async (tx) => {
    const used = await tx.nativeUpdate(PasswordResetToken, { id: row.id, usedAt: null }, { usedAt: at });
    if (used === 0) throw badRequest(RESET_LINK_INVALID);
    // Every other link of the account is worthless now.
    await cancelPasswordResetLinks(tx, row.user.id);
    const account = await tx.findOneOrFail(User, row.user.id);
    account.password = password;
    return account;
  });
  await sessions.revokeAll(user.id);
  await session.signIn(user.id);
  return toUserDto(user);
}
