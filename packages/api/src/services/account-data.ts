import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED_CUSTOMER_NAME, type UserExport } from '@direto/contracts';
import { CustomerRestaurant, Order, Restaurant, RestaurantCustomer, User, verifyPassword, type IUser } from '@direto/db';
import { now } from '../clock';
import type { Context } from '../context';
import { badRequest, conflict } from '../errors';
import { toOrderWithItemsDto } from '../mappers/order';
import { toUserDto } from '../mappers/user';
import { eraseCustomerRecords } from './customer-erasure';
import { itemsByOrder } from './order-queries';
import { assertRecentSignIn } from './recent-sign-in';
import { listUserAddresses } from './user-addresses';
import { reloadSignedInUser } from './user';

const PASSWORD_REQUIRED_TO_DELETE = 'Informe sua senha para excluir a conta.';
const WRONG_PASSWORD_TO_DELETE = 'Senha incorreta.';
const SIGN_IN_AGAIN_TO_DELETE = 'Por segurança, saia e entre de novo com o Google e, em até 15 minutos, exclua a conta.';
const OWNER_CANNOT_DELETE = 'Esta conta é dona de um restaurante. Para excluí-la, peça ao administrador que remova o restaurante primeiro.';

/** GET /api/user/export (LGPD): everything we hold about the caller, as one JSON document. */
export async function exportMyData(em: EntityManager, signedIn: IUser): Promise<UserExport> {
  const user = await reloadSignedInUser(em, signedIn);
  const orders = await em.find(Order, { customer: user.id }, { orderBy: { createdAt: 'desc' } });
  const items = await itemsByOrder(em, orders.map((order) => order.id));
  const owned = await em.find(Restaurant, { owner: user.id });
  const linked = await em.find(CustomerRestaurant, { customer: user.id }, { populate: ['restaurant'] });
  const records = await em.find(RestaurantCustomer, { user: user.id }, { populate: ['restaurant'], orderBy: { createdAt: 'asc' } });
  return {
    exportedAt: now().toISOString(),
    profile: { ...toUserDto(user) },
    addresses: (await listUserAddresses(em, user)).map((address) => ({ ...address })),
    orders: orders.map((order) => ({ ...toOrderWithItemsDto(order, items.get(order.id) ?? []) })),
    restaurants: [
      ...owned.map((restaurant) => ({ relation: 'owner', id: restaurant.id, name: restaurant.name, slug: restaurant.shareableSlug })),
      ...linked.map((link) => ({ relation: 'customer', id: link.restaurant.id, name: link.restaurant.name })),
    ],
    // What the customer gave each restaurant; the owner's own notes and tags are the restaurant's records (docs/customers.md).
    customerRecords: records.map((record) => ({
      restaurant: { id: record.restaurant.id, name: record.restaurant.name },
      name: record.name,
      phone: record.phone,
      district: record.district,
      marketingConsent: record.marketingConsent,
      marketingConsentAt: record.marketingConsentAt?.toISOString() ?? null,
      marketingConsentSource: record.marketingConsentSource,
      createdAt: record.createdAt.toISOString(),
    })),
  };
}

type DeleteCaller = Pick<Context, 'em' | 'session' | 'sessions'> & { user: IUser };

/**
 * DELETE /api/user (LGPD): erases the caller's personal data. Their orders stay with the
 * restaurants (sales records) under 'Cliente removido', without phone or address; addresses,
 * sessions, the restaurants' customer records linked to the account (and the name, phone and
 * addresses on those records' orders) and everything else of the account go.
 */
export async function deleteMyAccount({ em, user: signedIn, session, sessions }: DeleteCaller, password: string | undefined): Promise<{ ok: true }> {
  const user = await reloadSignedInUser(em, signedIn);
  if (user.password) {
    if (!password) throw badRequest(PASSWORD_REQUIRED_TO_DELETE);
    if (!(await verifyPassword(user.password, password))) throw badRequest(WRONG_PASSWORD_TO_DELETE);
  } else {
    assertRecentSignIn(session, SIGN_IN_AGAIN_TO_DELETE);
  }
  if (await em.count(Restaurant, { owner: user.id })) throw conflict(OWNER_CANNOT_DELETE);
  await em.transactional(async (tx) => {
    // Issue 30: the restaurants' customer records of this account go too, their orders anonymised like these.
    const records = await tx.find(RestaurantCustomer, { user: user.id }, { fields: ['id'] });
    await eraseCustomerRecords(tx, records.map((record) => record.id));
    await tx.nativeUpdate(
      Order,
      { customer: user.id },
      { customerName: REMOVED_CUSTOMER_NAME, customerPhone: null, deliveryAddress: null, address: null, customer: null },
    );
    await tx.nativeDelete(User, { id: user.id });
  });
  await sessions.revokeAll(user.id);
  await session.signOut();
  return { ok: true };
}
