import { createHash, randomBytes } from 'node:crypto';

/**
 * Issue 30: a guest order's tracking link (/pedido/{token}). The token is 192 random bits
 * (32 base64url characters): unguessable, so holding it is the guest's only credential. Only its
 * SHA-256 is stored (orders.guest_token_hash): a database leak gives no working link.
 */
const TOKEN_BYTES = 24;

export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: guestTokenHash(token) };
}

export function guestTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
