import { Link } from 'react-router-dom';
import { Bike, Clock, Star } from 'lucide-react';
import type { RestaurantListItem } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatBRL, formatRating } from '@/lib/format';
import { RestaurantImage } from './restaurant-image';

/** A restaurant in the customer's list; the whole card links to its menu (spec §2). */
export function RestaurantCard({ restaurant }: { restaurant: RestaurantListItem }) {
  return (
    <Link
      to={`/restaurant/${restaurant.shareableSlug}`}
      className="group block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Card className="h-full overflow-hidden transition-shadow group-hover:shadow-md">
        <div className="relative">
          <RestaurantImage name={restaurant.name} imageUrl={restaurant.imageUrl} className="h-40 w-full text-5xl" />
          <Badge variant={restaurant.isOpen ? 'success' : 'secondary'} className="absolute right-3 top-3 shadow">
            {restaurant.isOpen ? 'Aberto' : 'Fechado'}
          </Badge>
          {restaurant.registeredViaLink ? (
            <Badge variant="default" className="absolute left-3 top-3 shadow">
              Convite
            </Badge>
          ) : null}
        </div>
        <div className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-lg font-semibold leading-tight">{restaurant.name}</h3>
            <span className="flex shrink-0 items-center gap-1 text-sm font-medium" aria-label={`Avaliação ${formatRating(restaurant.rating)}`}>
              <Star aria-hidden="true" className="size-4 fill-yellow-400 text-yellow-400" />
              {formatRating(restaurant.rating)}
            </span>
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{restaurant.description || restaurant.cuisine}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {restaurant.deliveryTime}
            </span>
            <span className="flex items-center gap-1">
              <Bike aria-hidden="true" className="size-4" />
              <span className="sr-only">Taxa de entrega</span>
              {formatBRL(restaurant.deliveryFee)}
            </span>
          </div>
        </div>
      </Card>
    </Link>
  );
}
