import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, type Product as ProductDto } from '@direto/contracts';
import { Product, ProductOptionGroup, type IUser } from '@direto/db';
import { conflict } from '../errors';
import { toProductDto } from '../mappers/product';
import { loadOwnedProduct, TOO_MANY_PRODUCTS } from './product';

/** 'Cópia de {nome}', cut to the name's maximum length (never in the middle of a surrogate pair). */
function copyName(name: string): string {
  let copy = `Cópia de ${name}`.slice(0, LIMITS.productNameMax);
  if (/[\ud800-\udbff]$/.test(copy)) copy = copy.slice(0, -1);
  return copy.trimEnd();
}

/**
 * 'Duplicar' (issue 35): a copy of the owner's product — same category, description, price,
 * preparation time, tags and image, linked to the same option groups in the same order — that
 * stays unavailable until the owner makes it available. Nothing else is copied (a code an
 * integration matches products by must stay unique).
 */
export async function duplicateProduct(em: EntityManager, owner: IUser, productId: string): Promise<ProductDto> {
  const original = await loadOwnedProduct(em, owner, productId);
  if ((await em.count(Product, { restaurant: original.restaurant.id })) >= LIMITS.productsPerRestaurantMax) throw conflict(TOO_MANY_PRODUCTS);
  const links = await em.find(ProductOptionGroup, { product: original.id }, { orderBy: { sortOrder: 'asc' } });
  const copy = em.create(Product, {
    restaurant: original.restaurant,
    category: original.category,
    name: copyName(original.name),
    description: original.description,
    price: original.price,
    imageUrl: original.imageUrl,
    prepTime: original.prepTime,
    tags: [...original.tags],
    isAvailable: false,
  });
  for (const link of links) em.create(ProductOptionGroup, { product: copy, group: link.group, sortOrder: link.sortOrder });
  // One flush, one transaction: the copy and its links together.
  await em.flush();
  return toProductDto(copy);
}
