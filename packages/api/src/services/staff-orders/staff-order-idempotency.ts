import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderWithItems } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { conflict } from '../../errors';
import { IDEMPOTENCY_KEY_REUSED, type Idempotency } from '../order';
import { findOrderById } from '../order-queries';

/**
 * The order this member already took at this restaurant with this idempotency key, or null; the
 * same key with another request is refused (409). Runs in the order's transaction and first
 * takes a transaction-scoped lock on (member, key): an order taken by staff has no customer
 * account, so the (customer, key) unique constraint of checkout orders cannot stop two retries
 * racing; the lock makes the second wait for the first and then find its order.
 */
export async function findStaffRetry(tx: EntityManager, member: IUser, restaurantId: string, idempotency: Idempotency): Promise<OrderWithItems | null> {
  const db = queries(tx);
  const lockName = `staff-order:${restaurantId}:${member.id}:${idempotency.key}`;
  await db.selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(lockName)])]).as('locked')).execute();
  const earlier = await db
    .selectFrom('orders')
    .where('restaurant_id', '=', restaurantId)
    .where('taken_by_id', '=', member.id)
    .where('idempotency_key', '=', idempotency.key)
    .select(['id', 'idempotency_fingerprint'])
    .executeTakeFirst();
  if (!earlier) return null;
  if (earlier.idempotency_fingerprint !== idempotency.fingerprint) throw conflict(IDEMPOTENCY_KEY_REUSED);
  return findOrderById(tx, member, earlier.id);
}
