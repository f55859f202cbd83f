import { Bike, Clock } from 'lucide-react';
import type { Restaurant } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { RestaurantRating } from '@/components/restaurant-rating';
import { formatBRL } from '@/lib/format';
import { RestaurantImage } from './restaurant-image';

/**
 * The menu page's banner (spec §2): the cover photo or a gradient, the logo (or the coloured
 * initial tile), name, description, rating ('Novo' before any), delivery time and fee.
 */
export function RestaurantBanner({ restaurant }: { restaurant: Restaurant }) {
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
        {restaurant.description ? <p className="max-w-2xl">{restaurant.description}</p> : null}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
          <RestaurantRating rating={restaurant.rating} starClassName="fill-yellow-300 text-yellow-300" />
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Tempo de entrega</span>
            {restaurant.deliveryTime}
          </span>
          <span className="flex items-center gap-1">
            <Bike aria-hidden="true" className="size-4" />
            Entrega {formatBRL(restaurant.deliveryFee)}
          </span>
          {restaurant.cuisine ? <span>{restaurant.cuisine}</span> : null}
        </div>
      </div>
    </section>
  );
}
