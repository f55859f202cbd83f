import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MenuOptionGroup } from '@direto/contracts';
import { executePrepared, preparedStatement, Restaurant, type RestaurantColumns } from '@direto/db';
import { groupsByProductOf, OPTIONS_OF_GROUP, type GroupRow } from './menu-option-groups';

/** An ordered product, as the order prices it. */
export interface OrderedProduct {
  id: string;
  restaurantId: string;
  name: string;
  price: string;
  isAvailable: boolean;
}

/** What placing an order reads of the menu: the restaurant, the ordered products and their option groups. */
export interface OrderMenu {
  restaurant: RestaurantColumns;
  /** Found by id, whatever their restaurant (pricing refuses another restaurant's product by name). */
  products: Map<string, OrderedProduct>;
  groupsByProduct: Map<string, MenuOptionGroup[]>;
}

// ONE prepared statement instead of three queries (restaurant, products, their groups): placing
// orders is the hottest write; each round trip costs tens of µs of CPU on a virtual machine, and
// planning this statement costs more than running it. The groups are found through the ordered
// products' links (the primary key's index), with only those links, not the whole menu's.
const orderMenuStatement = (restaurantColumns: string) =>
  preparedStatement(
    'order_menu',
    `select ${restaurantColumns},
    (select json_agg(json_build_object('id', p.id, 'restaurantId', p.restaurant_id, 'name', p.name, 'price', p.price::text,
        'isAvailable', p.is_available)) from products p where p.id = any($1::uuid[])) as "ordered_products",
    (select json_agg(linked) from (
      select g.id, g.name, g.min, g.max, g.pricing, g.kind, r.multi_flavour_pricing,
        json_agg(json_build_object('product', l.product_id, 'order', l.sort_order)) as links,
        ${OPTIONS_OF_GROUP} as options
      from product_option_groups l join option_groups g on g.id = l.group_id
      where l.product_id = any($1::uuid[]) and g.restaurant_id = r.id
      group by g.id) linked) as "ordered_groups"
  from restaurants r where r.id = $2`,
  );
let orderMenu: { statement: string; dateProperties: string[] } | undefined;

/**
 * The restaurant's own columns by name, not `r.*` (a prepared statement's result must keep its
 * shape: a column added by a migration while a replica runs would otherwise break its orders),
 * each named as its property; and which of them are dates (the driver gives timestamps as text).
 */
function orderMenuQuery(em: EntityManager) {
  const columns = Object.values(em.getMetadata().get(Restaurant).properties).filter(
    (property) => property.kind === ReferenceKind.SCALAR && property.persist !== false,
  );
  return {
    statement: orderMenuStatement(columns.map((property) => `r."${property.fieldNames[0]}" as "${property.name}"`).join(', ')),
    dateProperties: columns.filter((property) => property.runtimeType === 'Date').map((property) => property.name),
  };
}

type OrderMenuRow = Record<string, unknown> & { ordered_products: OrderedProduct[] | null; ordered_groups: GroupRow[] | null };

/**
 * The restaurant's columns with what the order needs of its menu; null when there is no such
 * restaurant. Plain values, not a managed entity: the order only reads them, and hydrating an
 * entity into the identity map was a tenth of an order's CPU (issue 20).
 */
export async function readOrderMenu(em: EntityManager, restaurantId: string, productIds: readonly string[]): Promise<OrderMenu | null> {
  orderMenu ??= orderMenuQuery(em);
  const [row] = await executePrepared<OrderMenuRow>(em, orderMenu.statement, [productIds, restaurantId]);
  if (!row) return null;
  const { ordered_products: found, ordered_groups: groups, ...restaurant } = row;
  for (const property of orderMenu.dateProperties) {
    const value = restaurant[property];
    if (typeof value === 'string') restaurant[property] = new Date(value);
  }
  return {
    restaurant: restaurant as RestaurantColumns,
    products: new Map((found ?? []).map((product) => [product.id, product])),
    groupsByProduct: groupsByProductOf(groups ?? []),
  };
}
