import type { EntityManager } from '@mikro-orm/postgresql';
import { queries } from './database';

/**
 * NOTIFY `channel` with `payload`, in `em`'s transaction when it has one: PostgreSQL delivers it
 * only when that transaction commits and drops it on rollback.
 */
export async function notify(em: EntityManager, channel: string, payload: string): Promise<void> {
  await queries(em)
    .selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(channel), eb.val(payload)]).as('notified'))
    .execute();
}
