import { now } from '../clock';
import type { SessionControl } from '../context';
import { badRequest } from '../errors';

/** An account without a password (Google) proves it is its owner by a sign-in this recent. */
const RECENT_SIGN_IN_MS = 15 * 60_000;

/** Refuses with `message` unless this session signed in within the last 15 minutes. */
export function assertRecentSignIn(session: SessionControl, message: string): void {
  const signedInAt = session.signedInAt;
  if (!signedInAt || now().getTime() - signedInAt.getTime() > RECENT_SIGN_IN_MS) throw badRequest(message);
}
