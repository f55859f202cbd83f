import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MenuOptionGroup } from '@direto/contracts';
import { jsonArrayFrom, jsonBuildObject, preparedQuery, Restaurant, type Param, type RestaurantColumns } from '@direto/db';
import { groupsByProductOf, linkedGroupColumns } from './menu-option-groups';

/** An ordered product, as the order prices it (its price as text, two decimals). */
export type OrderedProduct = OrderMenuRow['ordered_products'][number];

/** What placing an order reads of the menu: the restaurant, the ordered products and their option groups. */
export interface OrderMenu {
  restaurant: RestaurantColumns;
  /** Found by id, whatever their restaurant (pricing refuses another restaurant's product by name). */
  products: Map<string, OrderedProduct>;
  groupsByProduct: Map<string, MenuOptionGroup[]>;
  /** Whether the restaurant blocked the customer record of the order's phone (issue 30). */
  customerBlocked: boolean;
  /**
   * Whether an order without a code may get a benefit (issue 31): the restaurant has an active
   * automatic offer, or an active personal coupon on a record of the order's phone or account.
   */
  mayGetBenefitWithoutCode: boolean;
}

/**
 * The restaurant's own columns by name, not `r.*` (a prepared statement's result must keep its
 * shape: a column added by a migration while a replica runs would otherwise break its orders),
 * each named as its property; and which of them are dates (the driver gives timestamps as text).
 */
function restaurantColumnsOf(em: EntityManager) {
  const columns = Object.values(em.getMetadata().get(Restaurant).properties).filter(
    (property) => property.kind === ReferenceKind.SCALAR && property.persist !== false,
  );
  return {
    names: columns.map((property) => ({ column: `restaurants.${property.fieldNames[0]}` as 'restaurants.id', property: property.name })),
    dateProperties: columns.filter((property) => property.runtimeType === 'Date').map((property) => property.name),
  };
}

// ONE prepared statement instead of three queries (restaurant, products, their groups): placing
// orders is the hottest write; each round trip costs tens of µs of CPU on a virtual machine, and
// planning this statement costs more than running it. The groups are found through the ordered
// products' links (the primary key's index), with only those links, not the whole menu's.
// Compiled at the first order, when the entities' metadata (the restaurant's columns) is known.
function orderMenuQuery(em: EntityManager) {
  const restaurant = restaurantColumnsOf(em);
  const query = preparedQuery(
    'order_menu',
    (db, param: Param<{ productIds: string[]; restaurantId: string; customerPhone: string | null; userId: string | null }>) =>
      db
        .selectFrom('restaurants')
        .where('restaurants.id', '=', param('restaurantId'))
        .select((eb) => [
          ...restaurant.names.map(({ column, property }) => eb.ref(column).$castTo<unknown>().as(property)),
          jsonArrayFrom(
            eb
              .selectFrom('products as p')
              .where('p.id', '=', eb.fn.any(eb.val(param('productIds'))))
              .select((eb) => ['p.id', 'p.restaurant_id as restaurantId', 'p.name', eb.cast<string>('p.price', 'text').as('price'), 'p.is_available as isAvailable']),
          ).as('ordered_products'),
          jsonArrayFrom(
            eb
              .selectFrom('product_option_groups as l')
              .innerJoin('option_groups', 'option_groups.id', 'l.group_id')
              .where('l.product_id', '=', eb.fn.any(eb.val(param('productIds'))))
              .whereRef('option_groups.restaurant_id', '=', 'restaurants.id')
              .groupBy('option_groups.id')
              .select((eb) => [
                ...linkedGroupColumns(eb),
                eb.fn.jsonAgg(jsonBuildObject({ product: eb.ref('l.product_id'), order: eb.ref('l.sort_order') })).as('links'),
              ]),
          ).as('ordered_groups'),
          eb
            .exists(
              eb
                .selectFrom('restaurant_customers as c')
                .whereRef('c.restaurant_id', '=', 'restaurants.id')
                .where('c.phone', '=', param('customerPhone'))
                .where('c.blocked', '=', true)
                .select('c.id'),
            )
            .as('customer_blocked'),
          // Issue 31: whether an order here may get a benefit without a code — an offer, or a
          // personal coupon of this phone's or account's record (indexed: a loyalty card gives many
          // customers one, and only theirs count); when not, an order without a code reads no coupon.
          eb
            .or([
              eb.exists(
                eb
                  .selectFrom('coupons as c')
                  .whereRef('c.restaurant_id', '=', 'restaurants.id')
                  .where('c.active', '=', true)
                  .where('c.code', 'is', null)
                  .select('c.id'),
              ),
              eb.exists(
                eb
                  .selectFrom('coupons as c')
                  .innerJoin('restaurant_customers as rc', 'rc.id', 'c.restaurant_customer_id')
                  .whereRef('rc.restaurant_id', '=', 'restaurants.id')
                  .where((eb) => eb.or([eb('rc.phone', '=', param('customerPhone')), eb('rc.user_id', '=', param('userId'))]))
                  .where('c.active', '=', true)
                  .select('c.id'),
              ),
            ])
            .as('may_get_benefit_without_code'),
        ]),
  );
  return { query, dateProperties: restaurant.dateProperties };
}
let orderMenu: ReturnType<typeof orderMenuQuery> | undefined;
type OrderMenuRow = Awaited<ReturnType<ReturnType<typeof orderMenuQuery>['query']['run']>>[number];

/**
 * The restaurant's columns with what the order needs of its menu; null when there is no such
 * restaurant. Plain values, not a managed entity: the order only reads them, and hydrating an
 * entity into the identity map was a tenth of an order's CPU (issue 20).
 */
export async function readOrderMenu(
  em: EntityManager,
  restaurantId: string,
  productIds: readonly string[],
  /** Who orders: the order's phone (E.164), whose customer record may be blocked (null when it has none), and the account (null for a guest). */
  orderer: { customerPhone: string | null; userId: string | null },
): Promise<OrderMenu | null> {
  orderMenu ??= orderMenuQuery(em);
  const [row] = await orderMenu.query.run(em, { productIds: [...productIds], restaurantId, ...orderer });
  if (!row) return null;
  const { ordered_products: found, ordered_groups: groups, customer_blocked: customerBlocked, may_get_benefit_without_code: mayGetBenefitWithoutCode, ...restaurant } = row;
  for (const property of orderMenu.dateProperties) {
    const value = restaurant[property];
    if (typeof value === 'string') restaurant[property] = new Date(value);
  }
  return {
    restaurant: restaurant as RestaurantColumns,
    products: new Map((found ?? []).map((product) => [product.id, product])),
    groupsByProduct: groupsByProductOf(groups ?? []),
    customerBlocked: customerBlocked === true,
    mayGetBenefitWithoutCode: mayGetBenefitWithoutCode === true,
  };
}
