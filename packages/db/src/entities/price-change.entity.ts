import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/** One product's price before and after a bulk change, as the change wrote it. */
export interface PriceChangeItem {
  productId: string;
  name: string;
  oldPrice: string;
  newPrice: string;
}

/**
 * Issue 35: a bulk price change the owner applied, kept so that 'Desfazer' can put the old prices
 * back for a while. The prices per product live in `items` (read and written whole, never queried
 * by product); `appliedAt` comes from the app's clock, so the undo window is testable.
 */
export const PriceChange = defineEntity({
  name: 'PriceChange',
  tableName: 'price_changes',
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade').index('price_changes_restaurant_id_index'),
    items: p.json<PriceChangeItem[]>(),
    appliedAt: p.datetime(),
    undoneAt: p.datetime().nullable(),
  },
});
export type IPriceChange = InferEntity<typeof PriceChange>;
