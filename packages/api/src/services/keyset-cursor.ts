import { badRequest } from '../errors';

/** Where a page of a newest-first list starts: after the (time, id) of the previous page's last row. */
export interface KeysetCursor {
  /** An ISO date-time. */
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor as clients carry it: opaque text (base64url JSON). */
export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** A cursor from a client; anything this server did not write is refused (400) with `refusal`. */
export function decodeKeysetCursor(text: string, refusal: string): KeysetCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && !Number.isNaN(new Date(at).getTime()) && typeof id === 'string' && UUID.test(id)) return { at, id };
  } catch {
    // Refused below like any other malformed cursor.
  }
  throw badRequest(refusal);
}
