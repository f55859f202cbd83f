import type { Platform } from '@mikro-orm/core';
import { normalizeMoney, type Product as ProductDto } from '@direto/contracts';
import type { IProduct, TableRow } from '@direto/db';

export function toProductDto(product: IProduct): ProductDto {
  return {
    id: product.id,
    restaurantId: product.restaurant.id,
    categoryId: product.category?.id ?? null,
    name: product.name,
    description: product.description ?? null,
    price: normalizeMoney(product.price),
    imageUrl: product.imageUrl ?? null,
    prepTime: product.prepTime,
    isAvailable: product.isAvailable,
    tags: product.tags ?? [],
    externalCode: product.externalCode ?? null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** The same DTO as toProductDto, straight from a row (for reads too hot to hydrate entities). */
export function productRowToDto(row: TableRow<'products'>, platform: Platform): ProductDto {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    categoryId: row.category_id ?? null,
    name: row.name,
    description: row.description ?? null,
    price: normalizeMoney(row.price),
    imageUrl: row.image_url ?? null,
    prepTime: row.prep_time,
    isAvailable: row.is_available,
    tags: row.tags ?? [],
    externalCode: row.external_code ?? null,
    createdAt: toIsoString(row.created_at, platform),
    updatedAt: toIsoString(row.updated_at, platform),
  };
}

/** Parses a timestamp the way the ORM does for entities, so both paths print the same instant. */
export function toIsoString(value: string | Date, platform: Platform): string {
  return (value instanceof Date ? value : platform.parseDate(value)).toISOString();
}
