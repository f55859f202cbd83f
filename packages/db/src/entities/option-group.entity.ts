import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OptionGroupKind, OptionPricingMethod } from '@direto/contracts';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/**
 * A group of options (sizes, flavours, crusts, complements), defined once per restaurant and
 * linked to many products (product_option_groups). min/max count units of the chosen options.
 */
export const OptionGroup = defineEntity({
  name: 'OptionGroup',
  tableName: 'option_groups',
  indexes: [{ name: 'option_groups_restaurant_sort_index', properties: ['restaurant', 'sortOrder'] }],
  checks: [
    { name: 'option_groups_min_max', expression: '"min" >= 0 and "max" >= 1 and "min" <= "max"' },
    { name: 'option_groups_pricing', expression: `"pricing" in ('sum', 'max', 'avg')` },
    { name: 'option_groups_kind', expression: `"kind" in ('standard', 'size', 'flavour')` },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    name: p.string().length(80),
    min: p.smallint().default(0),
    max: p.smallint().default(1),
    pricing: p.string().$type<OptionPricingMethod>().length(3).default('sum'),
    kind: p.string().$type<OptionGroupKind>().length(8).default('standard'),
    sortOrder: p.integer().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IOptionGroup = InferEntity<typeof OptionGroup>;
