import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, type createProductInputSchema, type Product as ProductDto, type updateProductInputSchema } from '@direto/contracts';
import { Product, queries, Restaurant, type IProduct, type IUser } from '@direto/db';
import type { z } from 'zod';
import type { ObjectStorage } from '../context';
import { conflict, notFound } from '../errors';
import { productRowToDto, toProductDto } from '../mappers/product';
import { loadCategoryOfRestaurant } from './category-lookup';
import { acceptProductImage } from './product-image';
import { assertOwns, loadOwnedRestaurant, RESTAURANT_NOT_FOUND } from './restaurant-ownership';

const PRODUCT_NOT_FOUND = 'Produto não encontrado';
export const TOO_MANY_PRODUCTS = `O cardápio pode ter no máximo ${LIMITS.productsPerRestaurantMax} produtos.`;

/**
 * A restaurant's menu, public. Unavailable products are included (flagged by isAvailable).
 * Order: by category (its sortOrder; products without a category last), then in the order the
 * owner added them (createdAt), then id so equal times stay stable.
 */
export async function listRestaurantProducts(em: EntityManager, restaurantId: string): Promise<ProductDto[]> {
  // Raw rows, not entities: the menu is the hottest public read, and hydrating 200 entities into
  // the identity map cost five times the CPU of the query itself.
  const rows = await queries(em)
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .where('products.restaurant_id', '=', restaurantId)
    .selectAll('products')
    .orderBy('categories.sort_order', (order) => order.asc().nullsLast())
    .orderBy('products.created_at', 'asc')
    .orderBy('products.id', 'asc')
    .execute();
  if (rows.length === 0 && (await em.count(Restaurant, { id: restaurantId })) === 0) throw notFound(RESTAURANT_NOT_FOUND);
  const platform = em.getPlatform();
  return rows.map((row) => productRowToDto(row, platform));
}

export async function createProduct(
  em: EntityManager,
  objects: ObjectStorage,
  owner: IUser,
  input: z.output<typeof createProductInputSchema>,
): Promise<ProductDto> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.restaurantId);
  // Keeps the public menu call bounded (a soft bound: two simultaneous creations may pass it by one).
  if ((await em.count(Product, { restaurant: restaurant.id })) >= LIMITS.productsPerRestaurantMax) throw conflict(TOO_MANY_PRODUCTS);
  const product = em.create(Product, {
    restaurant,
    name: input.name,
    description: input.description,
    price: input.price,
    prepTime: input.prepTime,
    isAvailable: input.isAvailable ?? true,
    tags: input.tags ?? [],
    externalCode: await freeExternalCode(em, restaurant.id, input.externalCode || null),
    imageUrl: await acceptProductImage(objects, input.imageUrl || null),
    category: input.categoryId ? await loadCategoryOfRestaurant(em, input.categoryId, restaurant.id) : null,
  });
  await em.flush();
  return toProductDto(product);
}

/** Saves the product form; isAvailable, tags, imageUrl and categoryId left out keep their value. */
export async function updateProduct(
  em: EntityManager,
  objects: ObjectStorage,
  owner: IUser,
  input: z.output<typeof updateProductInputSchema>,
): Promise<ProductDto> {
  const product = await loadOwnedProduct(em, owner, input.id);
  product.name = input.name;
  product.description = input.description;
  product.price = input.price;
  product.prepTime = input.prepTime;
  if (input.isAvailable !== undefined) product.isAvailable = input.isAvailable;
  if (input.tags !== undefined) product.tags = input.tags;
  if (input.externalCode !== undefined) product.externalCode = await freeExternalCode(em, product.restaurant.id, input.externalCode || null, product.id);
  if (input.imageUrl !== undefined) {
    const imageUrl = input.imageUrl || null;
    // The current image was checked when it was set; only a new one must exist in storage.
    product.imageUrl = imageUrl === product.imageUrl ? imageUrl : await acceptProductImage(objects, imageUrl);
  }
  if (input.categoryId !== undefined) {
    product.category = input.categoryId === null ? null : await loadCategoryOfRestaurant(em, input.categoryId, product.restaurant.id);
  }
  await em.flush();
  return toProductDto(product);
}

/** A 'Código PDV' no other product of the restaurant uses (a POS must tell products apart by it); 409 otherwise. */
async function freeExternalCode(em: EntityManager, restaurantId: string, code: string | null, productId?: string): Promise<string | null> {
  if (!code) return null;
  const other = await em.findOne(Product, { restaurant: restaurantId, externalCode: code, ...(productId ? { id: { $ne: productId } } : {}) }, { fields: ['name'] });
  if (other) throw conflict(`O código PDV ${code} já é do produto ${other.name}.`);
  return code;
}

/** Removes a product. Past orders keep the line, with its productName snapshot and no productId. */
export async function deleteProduct(em: EntityManager, owner: IUser, productId: string): Promise<{ id: string }> {
  const product = await loadOwnedProduct(em, owner, productId);
  await em.remove(product).flush();
  return { id: productId };
}

export async function loadOwnedProduct(em: EntityManager, owner: IUser, productId: string): Promise<IProduct> {
  const product = await em.findOne(Product, productId, { populate: ['restaurant'] });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  assertOwns(owner, product.restaurant);
  return product;
}
