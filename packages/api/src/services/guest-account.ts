import type { EntityManager } from '@mikro-orm/postgresql';
import type { createGuestAccountInputSchema, User as UserDto } from '@direto/contracts';
import { queries, User } from '@direto/db';
import type { z } from 'zod';
import type { Context } from '../context';
import { register } from './auth';
import { loadGuestOrder } from './guest-order-view';

type GuestAccountInput = z.output<typeof createGuestAccountInputSchema>;

/**
 * 'Criar senha para acompanhar todos os seus pedidos' (issue 30), from a guest order's page: an
 * account with the existing registration rules (e-mail, password, rate limit), named and phoned
 * as the order, signed in at once. Then the guest orders of THIS device (and the order of the
 * link, opened on another device) become the account's — they show in 'Meus pedidos' — and their
 * customer records point to it. Orders of the same phone from other devices stay unlinked: a
 * phone proves nothing.
 */
export async function createGuestAccount(
  ctx: Pick<Context, 'em' | 'session' | 'ip' | 'limits' | 'device'>,
  input: GuestAccountInput,
): Promise<UserDto> {
  const order = await loadGuestOrder(ctx.em, input.token);
  const [firstName = '', ...rest] = (order.customerName ?? '').trim().split(/\s+/);
  const user = await register(ctx.em, ctx.session, ctx, {
    email: input.email,
    password: input.password,
    firstName: firstName || 'Cliente',
    lastName: rest.join(' ') || null,
    userType: 'customer',
    restaurantSlug: null,
    invitationToken: null,
  });
  await linkGuestOrders(ctx.em, user.id, order.id, ctx.device.id, order.customerPhone ?? null);
  return user;
}

async function linkGuestOrders(em: EntityManager, userId: string, orderId: string, deviceId: string | null, phone: string | null): Promise<void> {
  await em.transactional(async (tx) => {
    const db = queries(tx);
    const linked = await db
      .updateTable('orders')
      .set({ customer_id: userId })
      .where('customer_id', 'is', null)
      .where('guest_token_hash', 'is not', null)
      .where((eb) => eb.or([eb('id', '=', orderId), ...(deviceId ? [eb('guest_device_id', '=', deviceId)] : [])]))
      .returning('restaurant_customer_id')
      .execute();
    const records = [...new Set(linked.flatMap((row) => (row.restaurant_customer_id ? [row.restaurant_customer_id] : [])))];
    if (records.length > 0) await db.updateTable('restaurant_customers').set({ user_id: userId }).where('id', 'in', records).where('user_id', 'is', null).execute();
    // The profile's phone: the account's later orders land on the same customer record.
    if (phone) await tx.nativeUpdate(User, { id: userId, phone: null }, { phone });
  });
}
