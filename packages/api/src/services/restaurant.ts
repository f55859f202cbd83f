import type { EntityManager } from '@mikro-orm/postgresql';
import type { Restaurant as RestaurantDto } from '@direto/contracts';
import { Restaurant } from '@direto/db';
import { notFound } from '../errors';
import { toRestaurantDto } from '../mappers/restaurant';

export const RESTAURANT_NOT_FOUND = 'Restaurante não encontrado';

export async function findRestaurantBySlug(em: EntityManager, slug: string): Promise<RestaurantDto> {
  const restaurant = await em.findOne(Restaurant, { shareableSlug: slug.toLowerCase() });
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  return toRestaurantDto(restaurant);
}
