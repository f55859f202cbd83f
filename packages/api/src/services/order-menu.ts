import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MenuOptionGroup } from '@direto/contracts';
import { executePrepared, preparedStatement, Restaurant, type IRestaurant } from '@direto/db';
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
  restaurant: IRestaurant;
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
let orderMenu: string | undefined;

/**
 * The restaurant's columns by name, not `r.*`: a prepared statement's result must keep its shape,
 * and a column added by a migration while a replica runs would otherwise break its orders.
 */
function restaurantColumns(em: EntityManager): string {
  return Object.values(em.getMetadata().get(Restaurant).properties)
    .flatMap((property) => (property.persist === false || property.kind === ReferenceKind.ONE_TO_MANY || property.kind === ReferenceKind.MANY_TO_MANY ? [] : (property.fieldNames ?? [])))
    .map((column) => `r."${column}"`)
    .join(', ');
}

type OrderMenuRow = Record<string, unknown> & { ordered_products: OrderedProduct[] | null; ordered_groups: GroupRow[] | null };

/** The restaurant (managed by `em`, as a find would give it) with what the order needs of its menu; null when there is no such restaurant. */
export async function readOrderMenu(em: EntityManager, restaurantId: string, productIds: readonly string[]): Promise<OrderMenu | null> {
  orderMenu ??= orderMenuStatement(restaurantColumns(em));
  const [row] = await executePrepared<OrderMenuRow>(em, orderMenu, [productIds, restaurantId]);
  if (!row) return null;
  const { ordered_products: found, ordered_groups: groups, ...columns } = row;
  return {
    restaurant: em.map(Restaurant, columns),
    products: new Map((found ?? []).map((product) => [product.id, product])),
    groupsByProduct: groupsByProductOf(groups ?? []),
  };
}
