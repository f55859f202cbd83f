export { appRouter, createCaller, type AppRouter } from './root';
export type { Context, ObjectStorage, OrderEventFilter, OrderEventSource, RequestLimits, SessionControl } from './context';
export { formatZodError } from './trpc';
export { ensureAdmin } from './services/admin-bootstrap';
export { signInWithGoogle, type GoogleIdentity } from './services/google-sign-in';
export { procedureAccess, type ProcedureAccess } from './procedure-access';
