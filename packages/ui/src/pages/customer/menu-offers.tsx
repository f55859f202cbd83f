import { BadgePercent } from 'lucide-react';
import type { Offer } from '@direto/contracts';

/**
 * Issue 31: the restaurant's automatic offers under the menu's banner ('10% off acima de R$ 50 ·
 * terças'); the server applies them at checkout when they hold. Nothing when there are none.
 */
export function MenuOffers({ offers }: { offers: readonly Offer[] | undefined }) {
  if (!offers || offers.length === 0) return null;
  return (
    <section aria-labelledby="menu-offers-heading" className="rounded-xl border border-primary/40 bg-primary/5 p-4">
      <h2 id="menu-offers-heading" className="flex items-center gap-2 text-base font-semibold">
        <BadgePercent aria-hidden="true" className="size-5 text-primary" />
        {offers.length === 1 ? 'Oferta' : 'Ofertas'}
      </h2>
      <ul className="mt-2 space-y-1">
        {offers.map((offer, index) => (
          <li key={`${index}-${offer.title}`}>
            <span className="font-medium">{offer.title}</span>
            {offer.description ? <span className="text-muted-foreground"> — {offer.description}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
