import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OptionGroup } from './option-group.entity';
import { Product } from './product.entity';

/** A group linked to a product, at its place in the product's order; gone with either side. */
export const ProductOptionGroup = defineEntity({
  name: 'ProductOptionGroup',
  tableName: 'product_option_groups',
  properties: {
    product: () => p.manyToOne(Product).primary().deleteRule('cascade'),
    group: () => p.manyToOne(OptionGroup).primary().deleteRule('cascade').index('product_option_groups_group_id_index'),
    sortOrder: p.integer().default(0),
  },
});
export type IProductOptionGroup = InferEntity<typeof ProductOptionGroup>;
