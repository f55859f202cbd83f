import type { EntityManager } from '@mikro-orm/postgresql';
import { Category, type ICategory } from '@direto/db';
import { badRequest, notFound } from '../errors';

export const CATEGORY_NOT_FOUND = 'Categoria não encontrada';
const CATEGORY_OF_OTHER_RESTAURANT = 'Essa categoria não pertence ao restaurante do produto.';

/** The category a product of `restaurantId` may be put in: it must exist and be of that restaurant. */
export async function loadCategoryOfRestaurant(em: EntityManager, categoryId: string, restaurantId: string): Promise<ICategory> {
  const category = await em.findOne(Category, categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  if (category.restaurant.id !== restaurantId) throw badRequest(CATEGORY_OF_OTHER_RESTAURANT);
  return category;
}
