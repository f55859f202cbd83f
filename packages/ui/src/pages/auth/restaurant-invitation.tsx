import type { Restaurant } from '@direto/contracts';
import { RestaurantImage } from '@/pages/customer/restaurant-image';

/**
 * The top of the invitation screen (/r/{slug}): the restaurant's cover photo and logo, or the
 * coloured initial tile when it has none, with 'Você foi convidado por' and its name (spec §2).
 */
export function RestaurantInvitation({ restaurant }: { restaurant: Restaurant }) {
  return (
    <section aria-label="Convite" className="w-full max-w-md overflow-hidden rounded-lg border border-primary/30 bg-accent text-accent-foreground">
      {restaurant.coverUrl ? <img src={restaurant.coverUrl} alt="" className="h-28 w-full object-cover sm:h-36" /> : null}
      <div className="flex items-center gap-3 p-4">
        <RestaurantImage
          name={restaurant.name}
          imageUrl={restaurant.imageUrl}
          alt={`Logo de ${restaurant.name}`}
          className="size-12 shrink-0 rounded-lg text-xl shadow-sm"
        />
        <p>
          Você foi convidado por <strong>{restaurant.name}</strong>
        </p>
      </div>
    </section>
  );
}
