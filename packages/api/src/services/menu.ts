import type { EntityManager } from '@mikro-orm/postgresql';
import type { MenuProduct } from '@direto/contracts';
import { loadOptionGroupsByProduct } from './menu-option-groups';
import { listRestaurantProducts } from './product';

/** The public menu: every product with its option groups, in two queries (sent together) whatever the menu's size. */
export async function listMenu(em: EntityManager, restaurantId: string): Promise<MenuProduct[]> {
  const [products, groups] = await Promise.all([listRestaurantProducts(em, restaurantId), loadOptionGroupsByProduct(em, restaurantId)]);
  return products.map((product) => ({ ...product, optionGroups: groups.get(product.id) ?? [] }));
}
