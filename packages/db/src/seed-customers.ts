import type { EntityManager } from '@mikro-orm/postgresql';
import { toE164Phone } from '@direto/contracts';
import { RestaurantCustomer, type IRestaurant, type IRestaurantCustomer, type IUser } from './entities';

/**
 * Issue 30: the demo orders' customer records (one per restaurant and phone), as placing them
 * would have made: Owner › Clientes opens with customers and their figures.
 */
export function demoCustomerRecords(tx: EntityManager) {
  const records = new Map<string, IRestaurantCustomer>();
  return (restaurant: IRestaurant, customer: IUser): IRestaurantCustomer | null => {
    const phone = customer.phone ? toE164Phone(customer.phone) : null;
    if (!phone) return null;
    const key = `${restaurant.id} ${phone}`;
    let record = records.get(key);
    if (!record) {
      record = tx.create(RestaurantCustomer, { restaurant, phone, name: `${customer.firstName} ${customer.lastName}`, user: customer });
      records.set(key, record);
    }
    return record;
  };
}
