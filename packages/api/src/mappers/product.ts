import type { Product as ProductDto } from '@direto/contracts';
import type { IProduct } from '@direto/db';

export function toProductDto(product: IProduct): ProductDto {
  return {
    id: product.id,
    restaurantId: product.restaurant.id,
    categoryId: product.category?.id ?? null,
    name: product.name,
    description: product.description ?? null,
    price: product.price,
    imageUrl: product.imageUrl ?? null,
    prepTime: product.prepTime,
    isAvailable: product.isAvailable,
    tags: product.tags ?? [],
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
