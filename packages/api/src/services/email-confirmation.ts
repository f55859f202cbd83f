import type { EntityManager } from '@mikro-orm/postgresql';
import { RESET_LINK_INVALID } from '@direto/contracts';
import { EmailConfirmation, User, type IUser } from '@direto/db';
import { now } from '../clock';
import type { Context } from '../context';
import { badRequest, conflict } from '../errors';
import { composeMail } from '../mail/layout';
import { hashLinkToken, newLinkToken } from './link-token';
import { cancelPasswordResetLinks } from './password-reset';
import { takeHit } from './rate-limit';
import { EMAIL_IN_USE, flushUnlessEmailTaken, reloadSignedInUser } from './user';

const CONFIRMATION_LINK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
/** Links mailed per account and hour: enough to fix a typo, too few to spam an address. */
const CONFIRMATIONS_PER_ACCOUNT = 5;
/** Wrong or stale tokens tried per address and hour. */
const CONFIRMS_PER_IP = 30;
const TOO_MANY_CONFIRMATIONS = 'Muitos pedidos de confirmação de email. Tente novamente mais tarde.';
const EMAIL_ALREADY_CONFIRMED = 'Seu email já está confirmado.';

type MailCaller = Pick<Context, 'em' | 'mailer' | 'publicUrl'>;

/**
 * Mails a single-use link to `email` (the account's new address, or its current one), valid 24
 * hours. A newer link cancels the older ones, so only the last address asked for can win.
 */
export async function sendEmailConfirmation({ em, mailer, publicUrl }: MailCaller, user: IUser, email: string): Promise<void> {
  await takeHit(em, [{ key: `email-confirmation:user:${user.id}`, max: CONFIRMATIONS_PER_ACCOUNT, windowMs: HOUR_MS }], TOO_MANY_CONFIRMATIONS);
  const token = newLinkToken();
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(EmailConfirmation, { user: user.id, usedAt: null }, { usedAt: now() });
    tx.create(EmailConfirmation, {
      user: user.id,
      email,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now().getTime() + CONFIRMATION_LINK_HOURS * HOUR_MS),
      usedAt: null,
    });
  });
  const isNewAddress = email !== user.email;
  mailer.send(
    composeMail({
      to: email,
      subject: 'Confirme seu email',
      paragraphs: [
        `Olá${user.firstName ? `, ${user.firstName}` : ''}!`,
        isNewAddress
          ? `Você pediu para usar este endereço (${email}) na sua conta. Abra o link abaixo para confirmar: até lá, a conta continua com o email atual.`
          : `Abra o link abaixo para confirmar que este endereço (${email}) é seu.`,
        `O link vale por ${CONFIRMATION_LINK_HOURS} horas e só pode ser usado uma vez.`,
      ],
      action: { label: 'Confirmar email', url: `${publicUrl}/confirmar-email?token=${token}` },
      footnote: 'Se você não pediu, ignore este e-mail: nada muda na conta.',
      publicUrl,
    }),
  );
}

/** The new address the account asked for and has not confirmed yet (the last open link's), if any. */
export async function pendingEmailOf(em: EntityManager, user: IUser): Promise<string | null> {
  const open = await em.findOne(
    EmailConfirmation,
    { user: user.id, usedAt: null, expiresAt: { $gt: now() } },
    { orderBy: { createdAt: 'desc' } },
  );
  return open && open.email !== user.email ? open.email : null;
}

/**
 * 'Enviar link de confirmação': again to the pending new address, else to the current one while
 * it is not confirmed.
 */
export async function resendEmailConfirmation(caller: MailCaller & { user: IUser }): Promise<{ email: string }> {
  const user = await reloadSignedInUser(caller.em, caller.user);
  const email = (await pendingEmailOf(caller.em, user)) ?? (user.emailConfirmedAt ? null : user.email);
  if (!email) throw conflict(EMAIL_ALREADY_CONFIRMED);
  await sendEmailConfirmation(caller, user, email);
  return { email };
}

/**
 * The mailed link, opened: the address is proven. A new address replaces the old one now (unless
 * another account took it meanwhile) and every reset link mailed before is cancelled. Works
 * signed in or not: the token alone names the account.
 */
export async function confirmEmail({ em, ip }: Pick<Context, 'em' | 'ip'>, token: string): Promise<{ email: string }> {
  await takeHit(em, [{ key: `email-confirmation-confirm:ip:${ip}`, max: CONFIRMS_PER_IP, windowMs: HOUR_MS }], TOO_MANY_CONFIRMATIONS);
  const at = now();
  const row = await em.findOne(EmailConfirmation, { tokenHash: hashLinkToken(token) });
  if (!row || row.usedAt || row.expiresAt <= at) throw badRequest(RESET_LINK_INVALID);
  await em.transactional(async (tx) => {
    // Used up in the same conditional update that checks it: of two tabs, one wins.
    if ((await tx.nativeUpdate(EmailConfirmation, { id: row.id, usedAt: null }, { usedAt: at })) === 0) throw badRequest(RESET_LINK_INVALID);
    const user = await tx.findOneOrFail(User, row.user.id);
    if (user.email !== row.email) {
      if (await tx.count(User, { email: row.email, id: { $ne: user.id } })) throw conflict(EMAIL_IN_USE);
      user.email = row.email;
      await cancelPasswordResetLinks(tx, user.id);
    }
    user.emailConfirmedAt = at;
    await flushUnlessEmailTaken(tx);
  });
  return { email: row.email };
}
