import { describe, expect, it } from 'vitest';
import { decideRetry, isExpiredRequest, parseRetryAfter, UPLOAD_RETRY_DELAYS_MS, type UploadFailure } from './upload-retry-policy';

const http = (status: number, body = '', retryAfterMs?: number): UploadFailure => ({ kind: 'http', status, body, retryAfterMs });
const expiredS3 = http(403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
const expiredLocal = http(403, '{"message":"Link de envio expirado. Solicite um novo e tente novamente."}');

describe('upload retry policy (spec §8, §9)', () => {
  it('retries transient failures after 0, 1, 3 and 5 seconds, then gives up', () => {
    const delays = [0, 1, 2, 3].map((n) => decideRetry({ kind: 'network' }, n));
    expect(delays).toEqual(UPLOAD_RETRY_DELAYS_MS.map((delayMs) => ({ retry: true, delayMs, freshUrl: false })));
    expect(UPLOAD_RETRY_DELAYS_MS).toEqual([0, 1000, 3000, 5000]);
    expect(decideRetry({ kind: 'network' }, 4)).toEqual({ retry: false });
    expect(decideRetry(http(503), 1)).toEqual({ retry: true, delayMs: 1000, freshUrl: false });
    expect(decideRetry(http(500), 4)).toEqual({ retry: false });
  });

  it('retries an expired-request 403 with a fresh URL', () => {
    expect(isExpiredRequest(expiredS3)).toBe(true);
    expect(isExpiredRequest(expiredLocal)).toBe(true);
    expect(decideRetry(expiredS3, 0)).toEqual({ retry: true, delayMs: 0, freshUrl: true });
    expect(decideRetry(expiredLocal, 2)).toEqual({ retry: true, delayMs: 3000, freshUrl: true });
  });

  it('does not retry any other 403 (a tampered or foreign URL)', () => {
    expect(decideRetry(http(403, '{"message":"Link de envio inválido."}'), 0)).toEqual({ retry: false });
    expect(decideRetry(http(403, '<Message>SignatureDoesNotMatch</Message>'), 0)).toEqual({ retry: false });
  });

  it('backs off on 429: at least a second, or what Retry-After asks (capped at 30 s)', () => {
    expect(decideRetry(http(429), 0)).toEqual({ retry: true, delayMs: 1000, freshUrl: false });
    expect(decideRetry(http(429), 2)).toEqual({ retry: true, delayMs: 3000, freshUrl: false });
    expect(decideRetry(http(429, '', 8000), 1)).toEqual({ retry: true, delayMs: 8000, freshUrl: false });
    expect(decideRetry(http(429, '', 120_000), 0)).toEqual({ retry: true, delayMs: 30_000, freshUrl: false });
    expect(decideRetry(http(429), 4)).toEqual({ retry: false });
  });

  it('treats other 4xx as fatal, except 409 which is retried with a fresh URL', () => {
    for (const status of [400, 401, 404, 413, 415, 422]) expect(decideRetry(http(status), 0)).toEqual({ retry: false });
    expect(decideRetry(http(409), 0)).toEqual({ retry: true, delayMs: 0, freshUrl: true });
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('7')).toBe(7000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
