import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPhone, PHONE_INVALID, toE164Phone, type StaffCustomerLookup } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { badRequest } from '../../errors';
import { assertWorksAt } from '../restaurant-staff-access';

/**
 * 'Buscar' in 'Novo pedido' (issue 33): the name on this restaurant's customer record of the
 * phone and the last delivery address an order of that record used here, or null. Staff take
 * orders; they don't browse customers: no history, notes, tags or figures (Clientes is the
 * owner's). Owner or staff of the restaurant (403/404 otherwise).
 */
export async function lookUpStaffCustomer(em: EntityManager, member: IUser, restaurantId: string, typedPhone: string): Promise<StaffCustomerLookup> {
  await assertWorksAt(em, member, restaurantId);
  const phone = toE164Phone(typedPhone);
  // The schema checked the phone already; this only narrows the type.
  if (!phone) throw badRequest(PHONE_INVALID);
  const db = queries(em);
  const record = await db
    .selectFrom('restaurant_customers')
    .where('restaurant_id', '=', restaurantId)
    .where('phone', '=', phone)
    .select(['id', 'name'])
    .executeTakeFirst();
  if (!record) return null;
  // The (restaurant_customer_id, created_at) index reads the newest first.
  const lastDelivery = await db
    .selectFrom('orders')
    .where('restaurant_customer_id', '=', record.id)
    .where('order_type', '=', 'delivery')
    .where('delivery_address', 'is not', null)
    .orderBy('created_at', 'desc')
    .select(['address', 'delivery_address'])
    .limit(1)
    .executeTakeFirst();
  return {
    name: record.name,
    phone: formatPhone(phone),
    lastAddress: lastDelivery?.address ?? null,
    lastDeliveryAddress: lastDelivery?.delivery_address ?? null,
  };
}
