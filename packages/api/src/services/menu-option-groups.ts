import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeMoney, type MenuOptionGroup, type MultiFlavourPricing, type OptionGroupKind, type OptionPricingMethod } from '@direto/contracts';

/** A linked group as the queries below return it, options and product links already aggregated. */
export interface GroupRow {
  id: string;
  name: string;
  min: number;
  max: number;
  pricing: OptionPricingMethod;
  kind: OptionGroupKind;
  multi_flavour_pricing: MultiFlavourPricing;
  links: { product: string; order: number }[];
  options: {
    id: string;
    name: string;
    description: string | null;
    price: string;
    maxQuantity: number;
    isAvailable: boolean;
    flavours: number | null;
    sizePrices: Record<string, string> | null;
  }[];
}

/** A group's options as JSON, in their order (the group is `g`). */
export const OPTIONS_OF_GROUP = `(select json_agg(json_build_object('id', o.id, 'name', o.name, 'description', o.description, 'price', o.price::text,
      'maxQuantity', o.max_quantity, 'isAvailable', o.is_available, 'flavours', o.flavours, 'sizePrices', o.size_prices)
    order by o.sort_order, o.id) from group_options o where o.group_id = g.id)`;

// One statement for the whole restaurant, whatever the number of products: the menu is the
// hottest public read and must not grow a query per product.
const LINKED_GROUPS_OF_RESTAURANT = `select g.id, g.name, g.min, g.max, g.pricing, g.kind, r.multi_flavour_pricing,
  (select json_agg(json_build_object('product', l.product_id, 'order', l.sort_order)) from product_option_groups l where l.group_id = g.id) as links,
  ${OPTIONS_OF_GROUP} as options
  from option_groups g join restaurants r on r.id = g.restaurant_id
  where g.restaurant_id = ? and exists (select 1 from product_option_groups l where l.group_id = g.id)`;

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
      // price::text of a numeric(10,2) column always has its two decimals: no need to normalise 1,000 prices per read.
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
  return groupsByProductOf(await em.execute<GroupRow[]>(LINKED_GROUPS_OF_RESTAURANT, [restaurantId]));
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
