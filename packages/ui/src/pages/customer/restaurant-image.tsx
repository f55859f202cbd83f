import { cn } from '@/lib/cn';

const TILE_COLOURS = ['bg-orange-500', 'bg-rose-500', 'bg-amber-500', 'bg-emerald-600', 'bg-sky-600', 'bg-violet-600', 'bg-teal-600'];

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length] ?? 'bg-orange-500';
}

interface RestaurantImageProps {
  name: string;
  imageUrl: string | null;
  /** The image's text alternative; the restaurant's name by default. */
  alt?: string;
  className?: string;
}

/** The restaurant's photo, or a coloured tile with the first letter of its name (spec §2). */
export function RestaurantImage({ name, imageUrl, alt, className }: RestaurantImageProps) {
  if (imageUrl) return <img src={imageUrl} alt={alt ?? name} loading="lazy" className={cn('object-cover', className)} />;
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center font-bold text-white', colourFor(name), className)}>
      {name.trim().charAt(0).toUpperCase()}
    </div>
  );
}
