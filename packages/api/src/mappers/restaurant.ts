import type { Restaurant as RestaurantDto } from '@direto/contracts';
import type { IRestaurant } from '@direto/db';

export function toRestaurantDto(restaurant: IRestaurant): RestaurantDto {
  return {
    id: restaurant.id,
    ownerId: restaurant.owner.id,
    name: restaurant.name,
    description: restaurant.description ?? null,
    imageUrl: restaurant.imageUrl ?? null,
    cuisine: restaurant.cuisine ?? null,
    deliveryFee: restaurant.deliveryFee,
    deliveryTime: restaurant.deliveryTime,
    rating: restaurant.rating,
    isOpen: restaurant.isOpen,
    shareableSlug: restaurant.shareableSlug,
    createdAt: restaurant.createdAt.toISOString(),
    updatedAt: restaurant.updatedAt.toISOString(),
  };
}
