import { createHmac, timingSafeEqual } from 'node:crypto';

/** Seconds a token lives (`expires_in`): what the standard's integrators expect. */
export const ACCESS_TOKEN_LIFETIME_S = 3600;

/** Whose a token is; checked against the restaurant's connection as it is now at every request. */
export interface AccessTokenClaims {
  restaurantId: string;
  clientId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * Open Delivery bearer tokens, signed (HMAC-SHA256) rather than stored: nothing to keep or clean
 * up, and several POS terminals may each hold one. A token names its client id, so issuing new
 * credentials or switching the integration off refuses it at once (the route compares it with
 * the restaurant's current client id).
 */
export class AccessTokens {
  constructor(private readonly key: Buffer) {}

  issue(restaurantId: string, clientId: string, nowMs: number): string {
    const claims: AccessTokenClaims = { restaurantId, clientId, expiresAt: Math.floor(nowMs / 1000) + ACCESS_TOKEN_LIFETIME_S };
    const payload = Buffer.from(JSON.stringify([claims.restaurantId, claims.clientId, claims.expiresAt])).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The claims of a genuine token that has not expired; null otherwise. */
  read(token: string, nowMs: number): AccessTokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [restaurantId, clientId, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [string, string, number];
    if (expiresAt * 1000 <= nowMs) return null;
    return { restaurantId, clientId, expiresAt };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
