import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeMoney, type DiningRoom } from '@direto/contracts';
import { RestaurantTable, Tab, TableCall, type IUser } from '@direto/db';
import { acceptedPaymentMethods } from '../../mappers/payment';
import { loadWorkableRestaurant } from '../restaurant-staff-access';
import { loadTabContents, toTabDto } from './tab-view';

/**
 * GET /api/restaurants/{id}/tabs, board › Mesas (owner and staff): every active table, free or
 * with its open conta (orders, figures, payments), and the calls waiting at it. Four reads for the
 * whole room, whatever the number of tables.
 */
export async function getDiningRoom(em: EntityManager, user: IUser, restaurantId: string): Promise<DiningRoom> {
  const restaurant = await loadWorkableRestaurant(em, user, restaurantId);
  const [tables, tabs, calls] = await Promise.all([
    em.find(RestaurantTable, { restaurant: restaurantId }),
    em.find(Tab, { restaurant: restaurantId, status: 'open' }),
    em.find(TableCall, { restaurant: restaurantId, attendedAt: null }, { orderBy: [{ createdAt: 'asc' }] }),
  ]);
  const contents = await loadTabContents(em, tabs.map((tab) => tab.id));
  const percent = normalizeMoney(restaurant.serviceChargePercent);
  return {
    restaurantName: restaurant.name,
    serviceChargePercent: percent,
    paymentMethods: acceptedPaymentMethods(restaurant),
    // '2' before '10': table names are mostly numbers.
    // An inactive table is left out unless its conta is still open (deactivated while occupied).
    tables: tables
      .filter((table) => table.active || tabs.some((open) => open.table?.id === table.id))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { numeric: true }))
      .map((table) => {
        const tab = tabs.find((open) => open.table?.id === table.id);
        return {
          id: table.id,
          name: table.name,
          tab: tab ? toTabDto(tab, contents.get(tab.id) ?? { orders: [], payments: [] }, percent) : null,
          calls: calls.filter((call) => call.table.id === table.id).map((call) => ({ id: call.id, type: call.type, createdAt: call.createdAt.toISOString() })),
        };
      }),
  };
}
