import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

export const Category = defineEntity({
  name: 'Category',
  tableName: 'categories',
  indexes: [{ name: 'categories_restaurant_sort_index', properties: ['restaurant', 'sortOrder'] }],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    name: p.string().length(100),
    description: p.text().nullable(),
    sortOrder: p.integer().default(0),
    createdAt: createdAtColumn(),
  },
});
export type ICategory = InferEntity<typeof Category>;
