import { createHmac, timingSafeEqual } from 'node:crypto';

/** An upload URL is valid this long after it is issued (spec: 15 minutes). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export interface UploadGrant {
  objectId: string;
  userId: string;
  /** Unix time in seconds after which the grant is refused. */
  expiresAt: number;
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Signs and checks upload grants with an HMAC, so the server needs no table of issued URLs:
 * changing the object, the user or the expiry breaks the signature.
 */
export class UploadUrlSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  issue(objectId: string, userId: string): { grant: UploadGrant; signature: string } {
    const grant = { objectId, userId, expiresAt: Math.floor(this.now() / 1000) + UPLOAD_URL_TTL_SECONDS };
    return { grant, signature: this.sign(grant) };
  }

  check(objectId: string, fields: { user?: unknown; expires?: unknown; signature?: unknown }): GrantCheck {
    const { user, expires, signature } = fields;
    if (typeof user !== 'string' || typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) {
      return { ok: false, reason: 'invalid' };
    }
    const grant = { objectId, userId: user, expiresAt: Number(expires) };
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    // Checked after the signature, so a forged expiry never reads as merely "expired".
    if (Math.floor(this.now() / 1000) > grant.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }

  private sign(grant: UploadGrant): string {
    // Newline-separated: none of the fields can contain one, so no two grants share a message.
    return createHmac('sha256', this.secret).update(`upload\n${grant.objectId}\n${grant.userId}\n${grant.expiresAt}`).digest('base64url');
  }
}
