import type { Restaurant } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { RestaurantRating } from '@/components/restaurant-rating';
import { DeliveryHeadline } from '@/features/delivery/delivery-headline';
import { OpenStateLine } from '@/features/opening-hours/open-state-line';
import { useOpenStateRefresh } from '@/features/opening-hours/use-open-state-refresh';
import { RestaurantImage } from './restaurant-image';

/**
 * The menu page's banner (spec §2): the cover photo or a gradient, the logo (or the coloured
 * initial tile), name, description, rating ('Novo' before any), delivery time and fee.
 */
export function RestaurantBanner({ restaurant }: { restaurant: Restaurant }) {
  // Issue 18: 'Aberto até 23:00' / 'Fechado agora · Abre …' flips at the boundary without a reload.
  useOpenStateRefresh(restaurant.openState);
  return (
    <section className="relative overflow-hidden rounded-xl bg-gradient-to-br from-orange-700 to-red-800 text-white">
      {restaurant.coverUrl ? (
        <>
          <img src={restaurant.coverUrl} alt="" className="absolute inset-0 size-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10" />
        </>
      ) : null}
      <div className="relative flex min-h-48 flex-col justify-end gap-2 p-5 sm:min-h-56 sm:p-8">
        <RestaurantImage
          name={restaurant.name}
          imageUrl={restaurant.imageUrl}
          alt={`Logo de ${restaurant.name}`}
          className="size-16 rounded-xl border-2 border-white/80 text-3xl shadow-lg sm:size-20 sm:text-4xl"
        />
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{restaurant.name}</h1>
          <Badge variant={restaurant.isOpen ? 'success' : 'secondary'}>{restaurant.isOpen ? 'Aberto' : 'Fechado'}</Badge>
        </div>
        <OpenStateLine openState={restaurant.openState} className="text-sm font-medium" />
        {restaurant.description ? <p className="max-w-2xl">{restaurant.description}</p> : null}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
          <RestaurantRating rating={restaurant.rating} starClassName="fill-yellow-300 text-yellow-300" />
          <DeliveryHeadline restaurant={restaurant} />
          {restaurant.cuisine ? <span>{restaurant.cuisine}</span> : null}
        </div>
      </div>
    </section>
  );
}
