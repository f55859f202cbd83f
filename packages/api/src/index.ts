export { appRouter, createCaller, type AppRouter } from './root';
export type { Context, LiveStreamHolder, Notifications, ObjectStorage, OrderEventFilter, OrderEventSource, RequestLimits, SessionControl, SessionDirectory } from './context';
export { AppError, type AppErrorCode, type ErrorIssue } from './errors';
export { describeError, type ErrorReply } from './error-reply';
export type { Access, ProcedureMeta, RestFace } from './procedure-meta';
export { procedureCatalog, restPathOnly, restProcedures, type ProcedureEntry } from './procedure-catalog';
export { ensureAdmin } from './services/admin-bootstrap';
export { signInWithGoogle, type GoogleIdentity } from './services/google-sign-in';
