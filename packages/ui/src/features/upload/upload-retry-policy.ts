/**
 * When a failed upload PUT is tried again (spec §8, §9): after 0, 1, 3 and 5 seconds, then give
 * up. An expired upload URL (403) is retried with a fresh URL; 429 backs off; any other 4xx
 * except 409 is the client's fault and fatal. Network errors and 5xx are transient.
 */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/** The least a 429 waits when the server gives no Retry-After: backing off means not hammering. */
const RATE_LIMIT_MIN_DELAY_MS = 1000;

/** The longest Retry-After honoured; past it the user is better served by an error. */
const RATE_LIMIT_MAX_DELAY_MS = 30_000;

export type UploadFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; body: string; retryAfterMs?: number | undefined };

export type RetryDecision = { retry: false } | { retry: true; delayMs: number; freshUrl: boolean };

/**
 * A 403 that says the signed URL has expired: S3 answers "Request has expired", this server
 * "Link de envio expirado". Any other 403 (a tampered or foreign URL) will never succeed.
 */
export function isExpiredRequest(failure: UploadFailure): boolean {
  return failure.kind === 'http' && failure.status === 403 && /request has expired|expirad/i.test(failure.body);
}

/** Retry-After as milliseconds (seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What to do after the failure of attempt number `retriesDone` + 1 (0 = the first try failed).
 * `freshUrl` asks for a new upload URL: an expired one, or one already used (409), cannot work.
 */
export function decideRetry(failure: UploadFailure, retriesDone: number): RetryDecision {
  const scheduled = UPLOAD_RETRY_DELAYS_MS[retriesDone];
  if (scheduled === undefined) return { retry: false };
  if (failure.kind === 'network') return { retry: true, delayMs: scheduled, freshUrl: false };

  const { status } = failure;
  if (status === 429) {
    const wanted = failure.retryAfterMs ?? RATE_LIMIT_MIN_DELAY_MS;
    return { retry: true, delayMs: Math.min(Math.max(scheduled, wanted), RATE_LIMIT_MAX_DELAY_MS), freshUrl: false };
  }
  if (status === 403) return isExpiredRequest(failure) ? { retry: true, delayMs: scheduled, freshUrl: true } : { retry: false };
  if (status === 409) return { retry: true, delayMs: scheduled, freshUrl: true };
  if (status >= 400 && status < 500) return { retry: false };
  return { retry: true, delayMs: scheduled, freshUrl: false };
}
