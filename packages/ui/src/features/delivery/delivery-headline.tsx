import { Bike, Store } from 'lucide-react';
import type { Restaurant } from '@direto/contracts';
import { deliveryHeadlines } from './delivery-text';

/** The menu header's 'Entrega …' and 'Retirada …' (issue 17). */
export function DeliveryHeadline({ restaurant }: { restaurant: Pick<Restaurant, 'deliveryFee' | 'deliveryTime' | 'delivery'> }) {
  return (
    <>
      {deliveryHeadlines(restaurant).map((line) => (
        <span key={line} className="flex items-center gap-1">
          {line.startsWith('Retirada') ? <Store aria-hidden="true" className="size-4" /> : <Bike aria-hidden="true" className="size-4" />}
          {line}
        </span>
      ))}
    </>
  );
}
