import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@direto/contracts';
import type {
  assignProductCategoryInputSchema,
  Category as CategoryDto,
  createCategoryInputSchema,
  Product as ProductDto,
  renameCategoryInputSchema,
  reorderCategoriesInputSchema,
} from '@direto/contracts';
import { Category, Restaurant, type ICategory, type IUser } from '@direto/db';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../errors';
import { toCategoryDto } from '../mappers/category';
import { toProductDto } from '../mappers/product';
import { CATEGORY_NOT_FOUND, loadCategoryOfRestaurant } from './category-lookup';
import { loadOwnedProduct } from './product';
import { assertOwns, loadOwnedRestaurant, RESTAURANT_NOT_FOUND } from './restaurant-ownership';

const TOO_MANY_CATEGORIES = `O cardápio pode ter no máximo ${LIMITS.categoriesPerRestaurantMax} categorias.`;

/** A restaurant's categories in menu order (sortOrder, then creation), public like its menu. */
export async function listCategories(em: EntityManager, restaurantId: string): Promise<CategoryDto[]> {
  if ((await em.count(Restaurant, { id: restaurantId })) === 0) throw notFound(RESTAURANT_NOT_FOUND);
  const categories = await em.find(Category, { restaurant: restaurantId }, { orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] });
  return categories.map(toCategoryDto);
}

/** Adds a category at the end of the menu. */
export async function createCategory(
  em: EntityManager,
  owner: IUser,
  input: z.output<typeof createCategoryInputSchema>,
): Promise<CategoryDto> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.restaurantId);
  // Every category must fit in one reorder call (a soft bound: two simultaneous creations may pass it by one).
  if ((await em.count(Category, { restaurant: restaurant.id })) >= LIMITS.categoriesPerRestaurantMax) throw conflict(TOO_MANY_CATEGORIES);
  const [last] = await em.find(Category, { restaurant: restaurant.id }, { orderBy: { sortOrder: 'desc' }, limit: 1 });
  const category = em.create(Category, {
    restaurant,
    name: input.name,
    description: input.description || null,
    sortOrder: last ? last.sortOrder + 1 : 0,
  });
  await em.flush();
  return toCategoryDto(category);
}

export async function renameCategory(
  em: EntityManager,
  owner: IUser,
  input: z.output<typeof renameCategoryInputSchema>,
): Promise<CategoryDto> {
  const category = await loadOwnedCategory(em, owner, input.id);
  category.name = input.name;
  if (input.description !== undefined) category.description = input.description || null;
  await em.flush();
  return toCategoryDto(category);
}

/** Sets the menu order: the list must name every category of the restaurant exactly once. */
export async function reorderCategories(
  em: EntityManager,
  owner: IUser,
  input: z.output<typeof reorderCategoriesInputSchema>,
): Promise<CategoryDto[]> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.restaurantId);
  const categories = await em.find(Category, { restaurant: restaurant.id });
  const byId = new Map(categories.map((category) => [category.id, category]));
  const ordered = input.categoryIds.map((id) => byId.get(id));
  if (categories.length !== ordered.length || !ordered.every((category) => category !== undefined)) {
    throw badRequest('Envie todas as categorias do restaurante, cada uma uma única vez.');
  }
  ordered.forEach((category, index) => {
    category.sortOrder = index;
  });
  await em.flush();
  return ordered.map((category) => toCategoryDto(category));
}

/** Removes a category; its products stay on the menu without a category. */
export async function deleteCategory(em: EntityManager, owner: IUser, categoryId: string): Promise<{ id: string }> {
  const category = await loadOwnedCategory(em, owner, categoryId);
  await em.remove(category).flush();
  return { id: categoryId };
}

/** Puts a product in one of its restaurant's categories, or takes it out (null). */
export async function assignProductCategory(
  em: EntityManager,
  owner: IUser,
  input: z.output<typeof assignProductCategoryInputSchema>,
): Promise<ProductDto> {
  const product = await loadOwnedProduct(em, owner, input.productId);
  product.category = input.categoryId === null ? null : await loadCategoryOfRestaurant(em, input.categoryId, product.restaurant.id);
  await em.flush();
  return toProductDto(product);
}

async function loadOwnedCategory(em: EntityManager, owner: IUser, categoryId: string): Promise<ICategory> {
  const category = await em.findOne(Category, categoryId, { populate: ['restaurant'] });
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  assertOwns(owner, category.restaurant);
  return category;
}

