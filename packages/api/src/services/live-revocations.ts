import type { EntityManager } from '@mikro-orm/postgresql';
import { LIVE_REVOCATIONS_CHANNEL, type LiveRevocation } from '@direto/contracts';
import { notify } from '@direto/db';

/**
 * Tells every server process to end the live streams whose access is gone. Call it with the
 * transaction's EntityManager: PostgreSQL delivers the NOTIFY only if that transaction commits.
 * (Ended sessions are announced by the session store itself, apps/server.)
 */
export async function publishLiveRevocation(tx: EntityManager, revocation: LiveRevocation): Promise<void> {
  await notify(tx, LIVE_REVOCATIONS_CHANNEL, JSON.stringify(revocation));
}
