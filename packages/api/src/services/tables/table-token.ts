import { randomBytes } from 'node:crypto';

/**
 * A table's QR token: 32 random bytes in base64url (43 characters), unguessable, so a link opens
 * one table only and cannot be derived from another. Kept in clear: the owner reprints it.
 */
export function newTableToken(): string {
  return randomBytes(32).toString('base64url');
}
