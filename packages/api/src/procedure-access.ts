import { adminProcedure, authedProcedure, customerProcedure, ownerProcedure } from './trpc';

/** Who may call a procedure, as decided by the role builder it was made from (trpc.ts). */
export type ProcedureAccess = 'public' | 'signedIn' | 'owner' | 'customer' | 'admin';

interface WithMiddlewares {
  _def: { middlewares: unknown[] };
}

// Each role builder adds one middleware of its own as its last; a procedure built on it carries it.
const roleMiddlewares: [ProcedureAccess, unknown][] = (
  [
    ['admin', adminProcedure],
    ['owner', ownerProcedure],
    ['customer', customerProcedure],
    ['signedIn', authedProcedure],
  ] as const
).map(([access, builder]) => [access, (builder as unknown as WithMiddlewares)._def.middlewares.at(-1)]);

/** The access level of a procedure of appRouter (for documentation such as the OpenAPI document). */
export function procedureAccess(procedure: unknown): ProcedureAccess {
  const middlewares = (procedure as WithMiddlewares)._def.middlewares;
  return roleMiddlewares.find(([, middleware]) => middlewares.includes(middleware))?.[0] ?? 'public';
}
