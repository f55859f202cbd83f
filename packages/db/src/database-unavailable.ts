/** Network errors of a connection that was refused, dropped or timed out. */
const UNREACHABLE_ERRNO_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03
 * (shutting down, crashed, starting up), 53300 (too many connections), 57014 (statement timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|57014)$/;

/** What `pg` throws, without a code, when a connection ends or a timeout expires. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)|is not queryable/;

/**
 * Whether `error` (or an error it wraps, through `cause`) means the database cannot be reached
 * right now — down, restarting, overloaded — rather than a fault of the request or of our code.
 * Such a request deserves a 503: the same call will work again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_ERRNO_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
