import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_PREP_TIME } from '@direto/contracts';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Category } from './category.entity';
import { Restaurant } from './restaurant.entity';

export const Product = defineEntity({
  name: 'Product',
  tableName: 'products',
  indexes: [{ name: 'products_restaurant_created_index', properties: ['restaurant', 'createdAt'] }],
  // A POS code names one product of a restaurant (NULLs never clash).
  uniques: [{ name: 'products_restaurant_external_code_unique', properties: ['restaurant', 'externalCode'] }],
  // Guards the rules the services enforce, so no code path can store an impossible row.
  checks: [
    { name: 'products_price_positive', expression: '"price" > 0' },
    { name: 'products_prep_time_positive', expression: '"prep_time" >= 1' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    category: () => p.manyToOne(Category).nullable().deleteRule('set null').index('products_category_id_index'),
    name: p.string().length(120),
    description: p.text().nullable(),
    price: moneyColumn(),
    imageUrl: p.string().length(500).nullable(),
    prepTime: p.integer().default(DEFAULT_PREP_TIME),
    isAvailable: p.boolean().default(true),
    tags: p.array().default([]),
    /** 'Código PDV': the code a POS or Open Delivery knows the product by (its externalCode). */
    externalCode: p.string().length(60).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IProduct = InferEntity<typeof Product>;
