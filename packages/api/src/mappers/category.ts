import type { Category as CategoryDto } from '@direto/contracts';
import type { ICategory } from '@direto/db';

export function toCategoryDto(category: ICategory): CategoryDto {
  return {
    id: category.id,
    restaurantId: category.restaurant.id,
    name: category.name,
    description: category.description ?? null,
    sortOrder: category.sortOrder,
    createdAt: category.createdAt.toISOString(),
  };
}
