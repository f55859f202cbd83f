import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/**
 * A bairro a restaurant delivers to, with its own fee, time range and (optional) minimum order.
 * districtKey/cityKey are the names without accents and case ('sao cristovao'): matching and
 * the "no duplicates" rule use them.
 */
export const DeliveryArea = defineEntity({
  name: 'DeliveryArea',
  tableName: 'delivery_areas',
  uniques: [{ name: 'delivery_areas_restaurant_place_unique', properties: ['restaurant', 'districtKey', 'cityKey'] }],
  checks: [
    { name: 'delivery_areas_fee_non_negative', expression: '"fee" >= 0' },
    { name: 'delivery_areas_times', expression: '"min_time" >= 0 and "min_time" <= "max_time"' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    district: p.string().length(80),
    city: p.string().length(80),
    districtKey: p.string().length(80),
    cityKey: p.string().length(80),
    fee: moneyColumn(),
    minTime: p.smallint(),
    maxTime: p.smallint(),
    minOrder: moneyColumn().nullable(),
    isActive: p.boolean().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IDeliveryArea = InferEntity<typeof DeliveryArea>;
