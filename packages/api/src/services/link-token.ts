import { createHash, randomBytes } from 'node:crypto';

/** A token for a link we e-mail (password reset, staff invitation): 32 random bytes, base64url. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a link token: its SHA-256, so a leaked table cannot be used as links. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
