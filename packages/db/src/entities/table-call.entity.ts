import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TableCallType } from '@direto/contracts';
import { uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { RestaurantTable } from './restaurant-table.entity';
import { User } from './user.entity';

/** Issue 33: 'Chamar garçom' or 'Pedir a conta' from a table's link, waiting until attended on the board. */
export const TableCall = defineEntity({
  name: 'TableCall',
  tableName: 'table_calls',
  indexes: [
    {
      name: 'table_calls_restaurant_waiting_index',
      expression: 'create index "table_calls_restaurant_waiting_index" on "table_calls" ("restaurant_id", "created_at") where "attended_at" is null',
    },
  ],
  checks: [{ name: 'table_calls_type', expression: `"type" in ('waiter', 'bill')` }],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    table: () => p.manyToOne(RestaurantTable).deleteRule('cascade'),
    type: p.string().$type<TableCallType>().length(6),
    createdAt: p.datetime(),
    attendedAt: p.datetime().nullable(),
    attendedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});
export type ITableCall = InferEntity<typeof TableCall>;
