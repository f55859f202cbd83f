import { Star } from 'lucide-react';
import { formatRating } from '@/lib/format';
import { cn } from '@/lib/cn';

/** Ratings go from 1 to 5: the default 0.00 means nobody has rated the restaurant yet. */
export function hasRating(rating: string | null | undefined): boolean {
  const value = Number(rating);
  return Number.isFinite(value) && value > 0;
}

interface RestaurantRatingProps {
  rating: string;
  /** Colours of the star, e.g. a lighter yellow on a photo. */
  starClassName?: string;
  className?: string;
}

/** '★ 4,8', or 'Novo' for a restaurant without ratings (not a misleading '★ 0,0'). */
export function RestaurantRating({ rating, starClassName = 'fill-yellow-400 text-yellow-400', className }: RestaurantRatingProps) {
  if (!hasRating(rating)) {
    return (
      <span className={cn('rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground', className)} title="Ainda sem avaliações">
        Novo
      </span>
    );
  }
  const value = formatRating(rating);
  return (
    <span className={cn('flex items-center gap-1', className)}>
      <Star aria-hidden="true" className={cn('size-4', starClassName)} />
      <span className="sr-only">Avaliação </span>
      {value}
    </span>
  );
}
