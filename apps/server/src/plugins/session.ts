import type { FastifyRequest } from 'fastify';
import type { SessionControl } from '@direto/api';
import type { IUser } from '@direto/db';

// Sessions arrive with the "Accounts" work: until then every request is anonymous.
export async function loadSessionUser(_request: FastifyRequest): Promise<IUser | null> {
  return null;
}

export function sessionControlFor(_request: FastifyRequest): SessionControl {
  const unavailable = async () => {
    throw new Error('Sessões ainda não configuradas');
  };
  return { signIn: unavailable, signOut: unavailable };
}
