import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { profileInputSchema, User as UserDto } from '@direto/contracts';
import type { z } from 'zod';
import { User, type IUser } from '@direto/db';
import type { Context, SessionControl } from '../context';
import { conflict, unauthorized } from '../errors';
import { toUserDto } from '../mappers/user';

export const EMAIL_IN_USE = 'Este email já está em uso por outra conta.';

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

/** Configurações › Conta › 'Sair de todos os outros dispositivos': every session but this one ends. */
export async function revokeOtherSessions({ user, session, sessions }: AccountCaller): Promise<{ revoked: number }> {
  return { revoked: await sessions.revokeOthers(user.id, currentSessionId(session)) };
}

export function currentSessionId(session: SessionControl): string {
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
