import type { Restaurant } from '@direto/contracts';
import { RestaurantImage } from './restaurant-image';

/**
 * The top of a restaurant card: its cover photo with the logo over a corner; without a cover,
 * the logo on a plain background; with neither, the coloured tile with its initial (spec §2).
 */
export function RestaurantCardImage({ restaurant }: { restaurant: Pick<Restaurant, 'name' | 'imageUrl' | 'coverUrl'> }) {
  if (restaurant.coverUrl) {
    return (
      <div className="relative h-40 w-full">
        <img src={restaurant.coverUrl} alt="" loading="lazy" className="size-full object-cover" />
        {restaurant.imageUrl ? (
          <RestaurantImage
            name={restaurant.name}
            imageUrl={restaurant.imageUrl}
            alt={`Logo de ${restaurant.name}`}
            className="absolute bottom-3 left-3 size-14 rounded-lg border-2 border-background shadow"
          />
        ) : null}
      </div>
    );
  }
  if (restaurant.imageUrl) {
    return (
      <div className="flex h-40 w-full items-center justify-center bg-muted">
        <RestaurantImage name={restaurant.name} imageUrl={restaurant.imageUrl} alt={`Logo de ${restaurant.name}`} className="size-28 rounded-xl shadow-sm" />
      </div>
    );
  }
  return <RestaurantImage name={restaurant.name} imageUrl={null} className="h-40 w-full text-5xl" />;
}
