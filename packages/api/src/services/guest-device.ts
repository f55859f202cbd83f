import type { EntityManager } from '@mikro-orm/postgresql';
import type { Address, GuestDevice } from '@direto/contracts';
import { queries } from '@direto/db';

/** How many of the device's orders 'Seus pedidos neste aparelho' lists. */
const DEVICE_ORDERS_MAX = 10;

const NOTHING: GuestDevice = { prefill: null, orders: [] };

/**
 * What a device remembers (issue 30): the name, phone and address of its last guest order, to
 * prefill the guest checkout, and its recent orders. Read ONLY by the device cookie's id, never
 * by phone: a phone typed on another device proves nothing and gets nothing.
 */
export async function readGuestDevice(em: EntityManager, deviceId: string | null): Promise<GuestDevice> {
  if (!deviceId) return NOTHING;
  const rows = await queries(em)
    .selectFrom('orders')
    .leftJoin('restaurants', 'restaurants.id', 'orders.restaurant_id')
    .where('orders.guest_device_id', '=', deviceId)
    .select([
      'orders.id',
      'orders.restaurant_name',
      'restaurants.shareable_slug',
      'orders.status',
      'orders.total',
      'orders.created_at',
      'orders.customer_name',
      'orders.customer_phone',
      'orders.address',
      'orders.delivery_address',
      'orders.order_type',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(DEVICE_ORDERS_MAX)
    .execute();
  const last = rows[0];
  if (!last) return NOTHING;
  const lastDelivery = rows.find((row) => row.order_type === 'delivery' && (row.address || row.delivery_address));
  return {
    prefill: { name: last.customer_name ?? '', phone: last.customer_phone ?? '', address: (lastDelivery?.address as Address | null | undefined) ?? null,
      deliveryAddress: lastDelivery?.delivery_address ?? null,
    },
    orders: rows.map((row) => ({
      id: row.id,
      restaurantName: row.restaurant_name,
      restaurantSlug: row.shareable_slug ?? null,
      status: row.status,
      total: row.total,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
