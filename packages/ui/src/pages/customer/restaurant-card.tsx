import { Link } from 'react-router-dom';
import { Bike, Clock } from 'lucide-react';
import type { RestaurantListItem } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { RestaurantRating } from '@/components/restaurant-rating';
import { formatBRL } from '@/lib/format';
import { OpenStateLine } from '@/features/opening-hours/open-state-line';
import { useOpenStateRefresh } from '@/features/opening-hours/use-open-state-refresh';
import { RestaurantCardImage } from './restaurant-card-image';

/** A restaurant in the customer's list; the whole card links to its menu (spec §2). */
export function RestaurantCard({ restaurant }: { restaurant: RestaurantListItem }) {
  // Issue 18: the badge flips at closing or opening time without a reload.
  useOpenStateRefresh(restaurant.openState);
  return (
    <Link
      to={`/restaurant/${restaurant.shareableSlug}`}
      className="group block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Card className="h-full overflow-hidden transition-shadow group-hover:shadow-md">
        <div className="relative">
          <RestaurantCardImage restaurant={restaurant} />
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
            <RestaurantRating rating={restaurant.rating} className="shrink-0 text-sm font-medium" />
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{restaurant.description || restaurant.cuisine}</p>
          <OpenStateLine openState={restaurant.openState} className="text-sm text-muted-foreground" />
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
