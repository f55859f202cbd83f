import type { EntityManager } from '@mikro-orm/postgresql';
import { queries } from '@direto/db';

/**
 * Issue 32: a delivered order belongs to the caixa open at its restaurant at that moment (none
 * open: to no caixa). Runs in the delivery's own transaction. The open caixa's row is read FOR
 * SHARE: a close running at the same time either waits for this delivery (and counts it) or
 * commits first, and then this statement sees the caixa closed and attributes nothing.
 */
export async function attributeToOpenCashSession(tx: EntityManager, orderId: string, restaurantId: string): Promise<void> {
  const db = queries(tx);
  await db
    .insertInto('cash_session_orders')
    .columns(['order_id', 'session_id'])
    .expression(
      db
        .selectFrom('cash_sessions')
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', 'open')
        .select((eb) => [eb.cast<string>(eb.val(orderId), 'uuid').as('order_id'), 'id as session_id'])
        .forShare(),
    )
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}
