import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES, tableLinkPath, type RestaurantTableView } from '@direto/contracts';
import { queries, RestaurantTable, type IRestaurantTable, type IUser } from '@direto/db';
import { conflict, notFound } from '../../errors';
import { loadOwnedRestaurant } from '../restaurant-ownership';
import { loadWorkableRestaurant } from '../restaurant-staff-access';
import { newTableToken } from './table-token';

/**
 * Issue 33, Configurações › Mesas: the owner's tables. Staff read the list (for 'Novo pedido' and
 * the dining room) but change nothing: tables are the owner's, as prices are.
 */

function toTableView(table: Pick<IRestaurantTable, 'id' | 'name' | 'active' | 'token'>): RestaurantTableView {
  return { id: table.id, name: table.name, active: table.active, link: tableLinkPath(table.token) };
}

/** Numbers in numeric order ('2' before '10'), then names alphabetically. */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR', { numeric: true });

export async function listTables(em: EntityManager, user: IUser, restaurantId: string): Promise<RestaurantTableView[]> {
  await loadWorkableRestaurant(em, user, restaurantId);
  const rows = await queries(em).selectFrom('restaurant_tables').where('restaurant_id', '=', restaurantId).select(['id', 'name', 'active', 'token']).execute();
  return rows.sort(byName).map(toTableView);
}

/** A second table with the same name (any case) is 409: the waiter and the ticket tell tables apart by it. */
async function assertNameFree(em: EntityManager, restaurantId: string, name: string, exceptId: string | null): Promise<void> {
  const taken = await queries(em)
    .selectFrom('restaurant_tables')
    .where('restaurant_id', '=', restaurantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(exceptId !== null, (query) => query.where('id', '!=', exceptId as string))
    .select('id')
    .executeTakeFirst();
  if (taken) throw conflict(TABLE_MESSAGES.duplicateName);
}

/** The unique constraint catches two saves of one name at once (the check above cannot). */
async function flushNamed(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(TABLE_MESSAGES.duplicateName);
    throw error;
  }
}

export async function createTable(em: EntityManager, owner: IUser, restaurantId: string, name: string): Promise<RestaurantTableView> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  await assertNameFree(em, restaurantId, name, null);
  const table = em.create(RestaurantTable, { restaurant, name, active: true, token: newTableToken() });
  await flushNamed(em);
  return toTableView(table);
}

/** 'Adicionar mesas 1 a 20': the numbers not yet taken become tables; answers the whole list. */
export async function createTableRange(em: EntityManager, owner: IUser, restaurantId: string, from: number, to: number): Promise<RestaurantTableView[]> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const names = Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
  await queries(em)
    .insertInto('restaurant_tables')
    .values(names.map((name) => ({ restaurant_id: restaurantId, name, token: newTableToken() })))
    .onConflict((conflict) => conflict.columns(['restaurant_id', 'name']).doNothing())
    .execute();
  return listTables(em, owner, restaurantId);
}

/** The table `tableId` of a restaurant `owner` owns: 404 when there is none, 403 when it is another's. */
async function loadOwnedTable(em: EntityManager, owner: IUser, tableId: string): Promise<IRestaurantTable> {
  const table = await em.findOne(RestaurantTable, tableId);
  if (!table) throw notFound(TABLE_MESSAGES.notFound);
  await loadOwnedRestaurant(em, owner, table.restaurant.id);
  return table;
}

export async function updateTable(em: EntityManager, owner: IUser, input: { tableId: string; name?: string; active?: boolean }): Promise<RestaurantTableView> {
  const table = await loadOwnedTable(em, owner, input.tableId);
  if (input.name !== undefined && input.name !== table.name) {
    await assertNameFree(em, table.restaurant.id, input.name, table.id);
    table.name = input.name;
  }
  if (input.active !== undefined) table.active = input.active;
  await flushNamed(em);
  return toTableView(table);
}

/** 'Gerar novo QR': a new token; the printed code (the old link) stops working at once. */
export async function rotateTableToken(em: EntityManager, owner: IUser, tableId: string): Promise<RestaurantTableView> {
  const table = await loadOwnedTable(em, owner, tableId);
  table.token = newTableToken();
  await em.flush();
  return toTableView(table);
}

/**
 * Removes a table. Not while its conta is open (409): its orders would lose their table. Its
 * closed contas and past orders keep the table's name (tabs.table_name, orders.table_name).
 */
export async function deleteTable(em: EntityManager, owner: IUser, tableId: string): Promise<{ id: string }> {
  const table = await loadOwnedTable(em, owner, tableId);
  return em.transactional(async (tx) => {
    // The table's row lock: a first order opening a conta (openTabOf) waits, or is waited for.
    await queries(tx).selectFrom('restaurant_tables').where('id', '=', table.id).select('id').forUpdate().execute();
    const open = await queries(tx).selectFrom('tabs').where('table_id', '=', table.id).where('status', '=', 'open').select('id').executeTakeFirst();
    if (open) throw conflict(TABLE_MESSAGES.openTab);
    await queries(tx).deleteFrom('restaurant_tables').where('id', '=', table.id).execute();
    return { id: table.id };
  });
}
