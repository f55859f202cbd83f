import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeMoney, type MenuOptionGroup, type OptionPricingMethod } from '@direto/contracts';
import { jsonBuildObject, queries, type Database, type ExpressionBuilder } from '@direto/db';

/**
 * What both reads of linked groups select (the menu's and the order's): the group's columns, its
 * restaurant's flavour rule and its options as JSON, in their order.
 */
export function linkedGroupColumns(eb: ExpressionBuilder<Database, 'option_groups' | 'restaurants'>) {
  const options = eb
    .selectFrom('group_options as o')
    .whereRef('o.group_id', '=', 'option_groups.id')
    .select((eb) =>
      eb.fn
        .jsonAgg(
          jsonBuildObject({
            id: eb.ref('o.id'),
            name: eb.ref('o.name'),
            description: eb.ref('o.description'),
            // price::text of a numeric(10,2) column always has its two decimals: no need to normalise 1,000 prices per read.
            price: eb.cast<string>('o.price', 'text'),
            maxQuantity: eb.ref('o.max_quantity'),
            isAvailable: eb.ref('o.is_available'),
            flavours: eb.ref('o.flavours'),
            sizePrices: eb.ref('o.size_prices'),
          }),
        )
        .orderBy('o.sort_order')
        .orderBy('o.id')
        .as('options'),
    );
  return [
    'option_groups.id',
    'option_groups.name',
    'option_groups.min',
    'option_groups.max',
    'option_groups.pricing',
    'option_groups.kind',
    'restaurants.multi_flavour_pricing',
    options.as('options'),
  ] as const;
}

/**
 * The restaurant's groups linked to at least one product, each with its links, in one statement
 * whatever the number of products: the menu is the hottest public read and must not grow a query
 * per product.
 */
function readLinkedGroupsOfRestaurant(em: EntityManager, restaurantId: string) {
  return queries(em)
    .selectFrom('option_groups')
    .innerJoin('restaurants', 'restaurants.id', 'option_groups.restaurant_id')
    .where('option_groups.restaurant_id', '=', restaurantId)
    .where((eb) => eb.exists(eb.selectFrom('product_option_groups as l').whereRef('l.group_id', '=', 'option_groups.id').select('l.group_id')))
    .select((eb) => [
      ...linkedGroupColumns(eb),
      eb
        .selectFrom('product_option_groups as l')
        .whereRef('l.group_id', '=', 'option_groups.id')
        .select((eb) => eb.fn.jsonAgg(jsonBuildObject({ product: eb.ref('l.product_id'), order: eb.ref('l.sort_order') })).as('links'))
        .as('links'),
    ])
    .execute();
}

/** A linked group as the reads return it, options and product links already aggregated. */
type GroupRow = Awaited<ReturnType<typeof readLinkedGroupsOfRestaurant>>[number];

/** A flavour group is priced by the restaurant's rule: the flavours' average, or the most expensive one. */
function effectivePricing(row: GroupRow): OptionPricingMethod {
  if (row.kind !== 'flavour') return row.pricing;
  return row.multi_flavour_pricing === 'highest' ? 'max' : 'avg';
}

function toMenuGroup(row: GroupRow): MenuOptionGroup {
  return {
    id: row.id,
    name: row.name,
    min: row.min,
    max: row.max,
    pricing: effectivePricing(row),
    kind: row.kind,
    options: (row.options ?? []).map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description ?? null,
      price: option.price,
      maxQuantity: option.maxQuantity,
      isAvailable: option.isAvailable,
      ...(option.flavours === null ? {} : { flavours: option.flavours }),
      ...(option.sizePrices
        ? { sizePrices: Object.fromEntries(Object.entries(option.sizePrices).map(([sizeId, price]) => [sizeId, normalizeMoney(price)])) }
        : {}),
    })),
  };
}

/** Every product's option groups, in each product's order, for a whole restaurant in one query; a product without groups is absent. */
export async function loadOptionGroupsByProduct(em: EntityManager, restaurantId: string): Promise<Map<string, MenuOptionGroup[]>> {
  return groupsByProductOf(await readLinkedGroupsOfRestaurant(em, restaurantId));
}

/** The rows of the queries above as each product's groups, in the product's order. */
export function groupsByProductOf(rows: readonly GroupRow[]): Map<string, MenuOptionGroup[]> {
  const linked = new Map<string, { order: number; group: MenuOptionGroup }[]>();
  for (const row of rows) {
    const group = toMenuGroup(row);
    for (const link of row.links ?? []) {
      const list = linked.get(link.product) ?? [];
      list.push({ order: link.order, group });
      linked.set(link.product, list);
    }
  }
  const byProduct = new Map<string, MenuOptionGroup[]>();
  for (const [productId, list] of linked) {
    byProduct.set(
      productId,
      list.sort((a, b) => a.order - b.order || (a.group.id < b.group.id ? -1 : 1)).map((entry) => entry.group),
    );
  }
  return byProduct;
}
