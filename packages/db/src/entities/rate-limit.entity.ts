import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Fixed-window counters for rate limits (e.g. failed logins per IP and per email), kept in the
 * database so every server process sees the same counts.
 */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    /** What is counted, e.g. "login:ip:203.0.113.9" or "login:email:ana@direto.app". */
    key: p.string().length(300).primary(),
    hits: p.integer(),
    /** When the window ends and the count starts again. */
    resetAt: p.datetime().index('rate_limits_reset_at_index'),
  },
});
export type IRateLimit = InferEntity<typeof RateLimit>;
