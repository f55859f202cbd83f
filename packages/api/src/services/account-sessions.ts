import type { ActiveSession } from '@direto/contracts';
import type { Context } from '../context';
import { notFound, unauthorized } from '../errors';
import type { IUser } from '@direto/db';

const SESSION_NOT_FOUND = 'Sessão não encontrada.';

type SessionsCaller = Pick<Context, 'session' | 'sessions'> & { user: IUser };

/** Configurações › Conta: the account's live sessions, this one marked. */
export async function listMySessions({ user, session, sessions }: SessionsCaller): Promise<ActiveSession[]> {
  const current = session.id;
  const stored = await sessions.list(user.id);
  return stored.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    current: row.id === current,
  }));
}

/** 'Encerrar': ends one of the caller's sessions (this one too: that is signing out). */
export async function endMySession({ user, session, sessions }: SessionsCaller, sessionId: string): Promise<{ ok: true }> {
  if (!session.id) throw unauthorized('Faça login para continuar.');
  if (sessionId === session.id) {
    await session.signOut();
    return { ok: true };
  }
  if (!(await sessions.revokeOne(user.id, sessionId))) throw notFound(SESSION_NOT_FOUND);
  return { ok: true };
}
