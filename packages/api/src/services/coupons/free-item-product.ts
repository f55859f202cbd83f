import type { EntityManager } from '@mikro-orm/postgresql';
import { Product, type IProduct } from '@direto/db';
import { badRequest } from '../../errors';

const FREE_ITEM_NOT_ON_MENU = 'Produto grátis: escolha um produto do seu cardápio';

/**
 * Issue 31: the product a free-item benefit gives (a coupon, the loyalty reward, a win-back
 * invitation) must be one of this restaurant's, never another's: 400 on the form's `fieldPath`.
 */
export async function loadFreeItemProduct(em: EntityManager, restaurantId: string, productId: string, fieldPath: string): Promise<IProduct> {
  const product = await em.findOne(Product, { id: productId, restaurant: restaurantId });
  if (!product) throw badRequest(FREE_ITEM_NOT_ON_MENU, [{ path: fieldPath, message: FREE_ITEM_NOT_ON_MENU }]);
  return product;
}
