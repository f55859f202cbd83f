import type { EntityManager } from '@mikro-orm/postgresql';
import { displayName, type AdminStats, type adminUpdateUserInputSchema, type User as UserDto } from '@direto/contracts';
import type { z } from 'zod';
import { queries, Restaurant, User, type IUser } from '@direto/db';
import type { SessionDirectory } from '../context';
import { conflict, forbidden, notFound } from '../errors';
import { toUserDto } from '../mappers/user';
import { countRestaurantsOpenNow } from './open-restaurant-count';
import { cancelPasswordResetLinks } from './password-reset';
import { blankToNull, EMAIL_IN_USE, flushUnlessEmailTaken } from './user';

const USER_NOT_FOUND = 'Usuário não encontrado';
const CANNOT_DEMOTE_SELF = 'Você não pode remover seu próprio acesso de administrador.';
const CANNOT_DELETE_SELF = 'Você não pode excluir sua própria conta.';
const OWNER_CANNOT_BECOME_CUSTOMER = 'Este usuário é dono de um restaurante: remova o restaurante antes de torná-lo cliente.';

export async function listUsers(em: EntityManager): Promise<UserDto[]> {
  const users = await em.find(User, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  return users.map(toUserDto);
}

/** The edit-user dialog: a field left out keeps its value, a blank optional one is cleared. */
export async function updateUser(em: EntityManager, admin: IUser, input: z.output<typeof adminUpdateUserInputSchema>): Promise<UserDto> {
  const user = await em.findOne(User, { id: input.id });
  if (!user) throw notFound(USER_NOT_FOUND);
  if (user.id === admin.id && input.isAdmin === false) throw forbidden(CANNOT_DEMOTE_SELF);
  if (input.email !== user.email && (await em.count(User, { email: input.email, id: { $ne: user.id } }))) {
    throw conflict(EMAIL_IN_USE);
  }
  // Every restaurant's owner stays a restaurant user, so no dashboard loses its restaurant.
  if (input.userType === 'customer' && user.userType === 'restaurant' && (await em.count(Restaurant, { owner: user.id }))) {
    throw conflict(OWNER_CANNOT_BECOME_CUSTOMER);
  }

  const emailChanges = input.email !== user.email;
  user.firstName = input.firstName;
  user.email = input.email;
  // Typed by the admin, not proven by its owner; and links mailed to the old address are void.
  if (emailChanges) user.emailConfirmedAt = null;
  if (input.lastName !== undefined) user.lastName = blankToNull(input.lastName);
  if (input.userType !== undefined) user.userType = input.userType;
  if (input.isAdmin !== undefined) user.isAdmin = input.isAdmin;
  if (input.phone !== undefined) user.phone = blankToNull(input.phone);
  if (input.address !== undefined) user.address = blankToNull(input.address);
  if (input.city !== undefined) user.city = blankToNull(input.city);
  if (input.zipCode !== undefined) user.zipCode = blankToNull(input.zipCode);
  await flushUnlessEmailTaken(em);
  if (emailChanges) await cancelPasswordResetLinks(em, user.id);
  return toUserDto(user);
}

/**
 * Deletes an account. The database does the rest in the same statement: the user's restaurants
 * go (with their categories, products and customer links); orders stay, with customerId /
 * restaurantId set to null, so the other party keeps its history, readable through the name
 * snapshots filled in here for any order that lacks them. Then the user's sessions end, with
 * their live streams (a session of a deleted user already opens nothing: see the session plugin).
 */
export async function deleteUser(em: EntityManager, admin: IUser, id: string, sessions: SessionDirectory): Promise<{ id: string }> {
  if (id === admin.id) throw forbidden(CANNOT_DELETE_SELF);
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id });
    if (!user) throw notFound(USER_NOT_FOUND);
    const db = queries(tx);
    await db
      .updateTable('orders')
      .set({ customer_name: displayName(user).slice(0, 201) })
      .where('customer_id', '=', id)
      .where('customer_name', 'is', null)
      .execute();
    await db
      .updateTable('orders as o')
      .from('restaurants as r')
      .set((eb) => ({ restaurant_name: eb.ref('r.name') }))
      .whereRef('o.restaurant_id', '=', 'r.id')
      .where('r.owner_id', '=', id)
      .where('o.restaurant_name', 'is', null)
      .execute();
    await tx.nativeDelete(User, { id });
  });
  await sessions.revokeAll(id);
  return { id };
}

export async function adminStats(em: EntityManager): Promise<AdminStats> {
  const row = await queries(em)
    .selectNoFrom((eb) => {
      const count = eb.fn.countAll<string>().as('count');
      return [
        eb.selectFrom('users').select(count).as('totalUsers'),
        eb.selectFrom('restaurants').select(count).as('totalRestaurants'),
        eb.selectFrom('orders').select(count).as('totalOrders'),
        eb.selectFrom('users').where('user_type', '=', 'customer').select(count).as('customerCount'),
        eb.selectFrom('users').where('user_type', '=', 'restaurant').select(count).as('restaurantCount'),
      ];
    })
    .executeTakeFirst();
  // A select without "from" always yields one row; this only guards against a broken query.
  if (!row) throw new Error('adminStats: the counts query returned no row');
  return {
    totalUsers: Number(row.totalUsers),
    totalRestaurants: Number(row.totalRestaurants),
    totalOrders: Number(row.totalOrders),
    customerCount: Number(row.customerCount),
    restaurantCount: Number(row.restaurantCount),
    activeRestaurants: await countRestaurantsOpenNow(em),
  };
}
