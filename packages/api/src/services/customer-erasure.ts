import type { EntityManager } from '@mikro-orm/postgresql';
import { CUSTOMER_MESSAGES, FINAL_ORDER_STATUSES, REMOVED_CUSTOMER_NAME } from '@direto/contracts';
import { queries, RestaurantCustomer, type IUser } from '@direto/db';
import { conflict } from '../errors';
import { loadRestaurantCustomer } from './customers';

/**
 * Issue 30, LGPD: 'Excluir dados do cliente'. The customer's orders at the restaurant keep their
 * amounts and items (the restaurant's sales and reports) but lose the name, phone and addresses,
 * and every link to the person (account, device, tracking link, customer record); then the record
 * goes. An order still under way is not anonymised: its delivery needs the address.
 */

/** Anonymises the orders of the customer records `customerIds` and deletes the records (in `tx`). */
export async function eraseCustomerRecords(tx: EntityManager, customerIds: string[]): Promise<void> {
  if (customerIds.length === 0) return;
  // Issue 31: their coupon uses stay counted (the coupon's results) but lose the phone.
  await queries(tx)
    .updateTable('coupon_redemptions')
    .set({ phone: null })
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').where('restaurant_customer_id', 'in', customerIds).select('orders.id'))
    .execute();
  await queries(tx)
    .updateTable('orders')
    .set({
      customer_name: REMOVED_CUSTOMER_NAME,
      customer_phone: null,
      delivery_address: null,
      address: null,
      customer_id: null,
      guest_device_id: null,
      guest_token_hash: null,
      restaurant_customer_id: null,
    })
    .where('restaurant_customer_id', 'in', customerIds)
    .execute();
  await tx.nativeDelete(RestaurantCustomer, { id: { $in: customerIds } });
}

/** DELETE /api/restaurants/{id}/customers/{customerId}. */
export async function eraseCustomer(em: EntityManager, owner: IUser, restaurantId: string, customerId: string): Promise<{ id: string }> {
  await em.transactional(async (tx) => {
    const customer = await loadRestaurantCustomer(tx, owner, restaurantId, customerId);
    const open = await queries(tx)
      .selectFrom('orders')
      .where('restaurant_customer_id', '=', customer.id)
      .where('status', 'not in', [...FINAL_ORDER_STATUSES])
      .select('id')
      .limit(1)
      .executeTakeFirst();
    if (open) throw conflict(CUSTOMER_MESSAGES.openOrders);
    await eraseCustomerRecords(tx, [customer.id]);
  });
  return { id: customerId };
}
