import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { accountInputSchema, profileInputSchema, User as UserDto } from '@direto/contracts';
import type { z } from 'zod';
import { hashPassword, User, verifyPassword, type IUser } from '@direto/db';
import type { Context, SessionControl } from '../context';
import { badRequest, conflict, unauthorized } from '../errors';
import { toUserDto } from '../mappers/user';

export const EMAIL_IN_USE = 'Este email já está em uso por outra conta.';
export const CURRENT_PASSWORD_REQUIRED = 'Informe a senha atual para definir uma nova senha.';
export const CURRENT_PASSWORD_WRONG = 'Senha atual incorreta.';

/** Blank text is "none". */
export const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The signed-in user, managed by `em` (the session's copy may come from another EntityManager). */
export async function reloadSignedInUser(em: EntityManager, signedIn: IUser): Promise<IUser> {
  const user = await em.findOne(User, { id: signedIn.id });
  if (!user) throw unauthorized('Faça login para continuar.');
  return user;
}

/** Profile completion and the profile page's delivery info: saving it completes the profile. */
export async function updateProfile(em: EntityManager, signedIn: IUser, input: z.output<typeof profileInputSchema>): Promise<UserDto> {
  const user = await reloadSignedInUser(em, signedIn);
  user.phone = blankToNull(input.phone);
  user.address = blankToNull(input.address);
  user.city = blankToNull(input.city);
  user.zipCode = blankToNull(input.zipCode);
  user.profileCompleted = true;
  await em.flush();
  return toUserDto(user);
}

/** What changing the caller's own account needs of the tRPC context. */
export type AccountCaller = Pick<Context, 'em' | 'session' | 'sessions'> & { user: IUser };

/**
 * Settings → Conta. A new password needs the current one, unless the account has none yet
 * (Google). A new password ends every other session of the account (whoever knew the old one
 * is out) and gives the current session a fresh id.
 */
export async function updateAccount({ em, user: signedIn, session, sessions }: AccountCaller, input: z.output<typeof accountInputSchema>): Promise<UserDto> {
  const user = await reloadSignedInUser(em, signedIn);
  if (input.email !== user.email && (await em.count(User, { email: input.email, id: { $ne: user.id } }))) {
    throw conflict(EMAIL_IN_USE);
  }
  if (input.newPassword) {
    if (user.password) {
      if (!input.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
      if (!(await verifyPassword(user.password, input.currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG);
    }
    user.password = await hashPassword(input.newPassword);
  }
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  user.email = input.email;
  if (input.phone !== undefined) user.phone = blankToNull(input.phone);
  await flushUnlessEmailTaken(em);
  if (input.newPassword) {
    await session.rotate();
    await sessions.revokeOthers(user.id, currentSessionId(session));
  }
  return toUserDto(user);
}

/** Configurações › Conta › 'Sair de todos os outros dispositivos': every session but this one ends. */
export async function revokeOtherSessions({ user, session, sessions }: AccountCaller): Promise<{ revoked: number }> {
  return { revoked: await sessions.revokeOthers(user.id, currentSessionId(session)) };
}

function currentSessionId(session: SessionControl): string {
  // Signed-in procedures always run in a session; without one there is nothing to keep.
  if (!session.id) throw unauthorized('Faça login para continuar.');
  return session.id;
}

/** Flushes; a unique-email race lost to another request reads as the usual 409. */
export async function flushUnlessEmailTaken(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(EMAIL_IN_USE);
    throw error;
  }
}
