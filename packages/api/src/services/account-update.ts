import type { accountInputSchema, CurrentUser } from '@direto/contracts';
import type { z } from 'zod';
import { hashPassword, User, verifyPassword, type IUser } from '@direto/db';
import type { Context, SessionControl } from '../context';
import { badRequest, conflict } from '../errors';
import { toUserDto } from '../mappers/user';
import { pendingEmailOf, sendEmailConfirmation } from './email-confirmation';
import { cancelPasswordResetLinks } from './password-reset';
import { assertRecentSignIn } from './recent-sign-in';
import { blankToNull, currentSessionId, EMAIL_IN_USE, reloadSignedInUser, type AccountCaller } from './user';

const CURRENT_PASSWORD_REQUIRED = 'Informe a senha atual para definir uma nova senha.';
const CURRENT_PASSWORD_REQUIRED_FOR_EMAIL = 'Informe a senha atual para alterar o email.';
const CURRENT_PASSWORD_WRONG = 'Senha atual incorreta.';
const SIGN_IN_AGAIN_TO_CHANGE_EMAIL = 'Por segurança, saia e entre de novo com o Google e, em até 15 minutos, altere o email.';

/**
 * Settings → Conta. A new e-mail or password needs the current password (a session alone must not
 * hand the account to another mailbox); a Google account without one changes its e-mail only
 * soon after signing in, and sets a first password freely. A new e-mail does not replace the old
 * one here: a link goes to it, and opening that link makes the change (email-confirmation.ts).
 * Either change cancels the account's reset links; a new password also ends every other session
 * (whoever knew the old one is out) and gives the current session a fresh id.
 */
export async function updateAccount(
  caller: AccountCaller & Pick<Context, 'mailer' | 'publicUrl'>,
  input: z.output<typeof accountInputSchema>,
): Promise<CurrentUser> {
  const { em, session, sessions } = caller;
  const user = await reloadSignedInUser(em, caller.user);
  const newEmail = input.email !== user.email ? input.email : null;
  if (newEmail && (await em.count(User, { email: newEmail, id: { $ne: user.id } }))) throw conflict(EMAIL_IN_USE);
  if (newEmail || input.newPassword) await proveAccountHolder(user, session, input.currentPassword, newEmail ? 'email' : 'password');
  if (newEmail) await sendEmailConfirmation(caller, user, newEmail);

  if (input.newPassword) user.password = await hashPassword(input.newPassword);
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  if (input.phone !== undefined) user.phone = blankToNull(input.phone);
  await em.flush();
  if (newEmail || input.newPassword) await cancelPasswordResetLinks(em, user.id);
  if (input.newPassword) {
    await session.rotate();
    await sessions.revokeOthers(user.id, currentSessionId(session));
  }
  const pendingEmail = await pendingEmailOf(em, user);
  return { ...toUserDto(user), ...(pendingEmail ? { pendingEmail } : {}) };
}

async function proveAccountHolder(user: IUser, session: SessionControl, currentPassword: string | null | undefined, change: 'email' | 'password') {
  if (!user.password) {
    if (change === 'email') assertRecentSignIn(session, SIGN_IN_AGAIN_TO_CHANGE_EMAIL);
    return;
  }
  if (!currentPassword) throw badRequest(change === 'email' ? CURRENT_PASSWORD_REQUIRED_FOR_EMAIL : CURRENT_PASSWORD_REQUIRED);
  if (!(await verifyPassword(user.password, currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG);
}
