import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { OptionGroup } from './option-group.entity';

/**
 * One option of a group ('Bacon extra', 'Grande', 'Calabresa'). `price` is what it adds to the
 * product; a flavour may carry a price per size (size option id → price); a size option carries
 * the number of flavours it allows. Switched off instead of deleted when it runs out.
 */
export const GroupOption = defineEntity({
  name: 'GroupOption',
  tableName: 'group_options',
  indexes: [{ name: 'group_options_group_sort_index', properties: ['group', 'sortOrder'] }],
  checks: [
    { name: 'group_options_price_non_negative', expression: '"price" >= 0' },
    { name: 'group_options_max_quantity_positive', expression: '"max_quantity" >= 1' },
    { name: 'group_options_flavours_range', expression: '"flavours" is null or ("flavours" >= 1 and "flavours" <= 4)' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    group: () => p.manyToOne(OptionGroup).deleteRule('cascade'),
    name: p.string().length(80),
    description: p.string().length(200).nullable(),
    price: moneyColumn().default('0.00'),
    maxQuantity: p.smallint().default(1),
    isAvailable: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    flavours: p.smallint().nullable(),
    sizePrices: p.json<Record<string, string>>().nullable(),
    /** Issue 34: 'Código PDV', the code a POS knows the option by (Open Delivery's externalCode). */
    externalCode: p.string().length(60).nullable(),
  },
});
export type IGroupOption = InferEntity<typeof GroupOption>;
