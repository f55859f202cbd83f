import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/**
 * Issue 33: a table of the dining room ('12', 'Varanda 3'). Its QR code opens `/m/{token}`: the
 * token is unguessable (32 random bytes, base64url) and 'Gerar novo QR' replaces it, so a printed
 * code stops working. Kept in clear because the owner reprints it; it grants only ordering into
 * the table's conta and calling the waiter, what sitting at the table grants.
 */
export const RestaurantTable = defineEntity({
  name: 'RestaurantTable',
  tableName: 'restaurant_tables',
  uniques: [
    { name: 'restaurant_tables_restaurant_name_unique', properties: ['restaurant', 'name'] },
    { name: 'restaurant_tables_token_unique', properties: ['token'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    name: p.string().length(40),
    active: p.boolean().default(true),
    token: p.string().length(64),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IRestaurantTable = InferEntity<typeof RestaurantTable>;
