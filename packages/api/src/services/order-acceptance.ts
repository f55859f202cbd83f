import type { IRestaurant } from '@direto/db';
import { conflict } from '../errors';

/** Refuses (409) an order the restaurant is not taking now. */
export function assertTakingOrders(restaurant: IRestaurant): void {
  if (!restaurant.isOpen) throw conflict(`${restaurant.name} está fechado e não aceita pedidos no momento.`);
}
