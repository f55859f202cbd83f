import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_DELIVERY_TIME } from '@direto/contracts';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

export const Restaurant = defineEntity({
  name: 'Restaurant',
  tableName: 'restaurants',
  checks: [{ name: 'restaurants_delivery_fee_non_negative', expression: '"delivery_fee" >= 0' }],
  properties: {
    id: uuidPrimaryKey(),
    // Deleting an owner removes their restaurant (orders keep a snapshot, see order.entity.ts).
    owner: () => p.manyToOne(User).deleteRule('cascade').index('restaurants_owner_id_index'),
    name: p.string().length(120),
    description: p.text().nullable(),
    // The logo (spec imageUrl) and the menu banner's cover photo: /objects/<id> paths of uploads.
    imageUrl: p.string().length(500).nullable(),
    coverUrl: p.string().length(500).nullable(),
    cuisine: p.string().length(40).nullable(),
    deliveryFee: moneyColumn().default('0.00'),
    deliveryTime: p.string().length(40).default(DEFAULT_DELIVERY_TIME),
    rating: p.decimal('string').precision(3).scale(2).default('0.00'),
    isOpen: p.boolean().default(true),
    shareableSlug: p.string().length(140).unique(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IRestaurant = InferEntity<typeof Restaurant>;
