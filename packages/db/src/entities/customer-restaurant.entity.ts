import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { User } from './user.entity';

/** A customer's link to a restaurant, e.g. because they registered through its /r/{slug} link. */
export const CustomerRestaurant = defineEntity({
  name: 'CustomerRestaurant',
  tableName: 'customer_restaurants',
  uniques: [{ name: 'customer_restaurants_customer_restaurant_unique', properties: ['customer', 'restaurant'] }],
  properties: {
    id: uuidPrimaryKey(),
    customer: () => p.manyToOne(User).deleteRule('cascade'),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade').index('customer_restaurants_restaurant_id_index'),
    registeredViaLink: p.boolean().default(false),
    createdAt: createdAtColumn(),
  },
});
export type ICustomerRestaurant = InferEntity<typeof CustomerRestaurant>;
