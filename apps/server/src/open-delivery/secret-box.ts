import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived (HKDF-SHA256) from the server's session secret: each
 * purpose gets its own key, and none of them reveals the secret or another.
 */
export function deriveKey(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'direto', purpose, 32));
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The format's version, so that a later change of algorithm can still open old values. */
const PREFIX = 'v1.';

/**
 * AES-256-GCM for the Open Delivery client secrets: stored recoverable, because webhooks are
 * signed with them (the standard knows no other key). A value altered in the database does not
 * open (the tag fails): `open` answers null.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  open(value: string): string | null {
    if (!value.startsWith(PREFIX)) return null;
    const bytes = Buffer.from(value.slice(PREFIX.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
