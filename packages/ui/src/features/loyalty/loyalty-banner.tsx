import { Gift } from 'lucide-react';
import { trpc } from '@/lib/trpc';

/**
 * Issue 31: the customer's loyalty card at a restaurant ('Faltam 2 pedidos para ganhar frete
 * grátis', or the reward waiting for the next order), on the menu and the order page. The server
 * recognises the customer by account or device; nothing shows when the restaurant has no card.
 */
export function LoyaltyBanner({ restaurantId }: { restaurantId: string | null | undefined }) {
  const progress = trpc.loyalty.progress.useQuery({ id: restaurantId ?? '' }, { enabled: Boolean(restaurantId), retry: false });
  if (!progress.data?.enabled) return null;
  const { counted, needed, message, rewardCouponCode } = progress.data;
  return (
    <section aria-label="Cartão fidelidade" className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 print:hidden">
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{message}</p>
        <p className="text-sm text-muted-foreground">
          Cartão fidelidade: {counted} de {needed} pedidos
          {rewardCouponCode ? ` · cupom ${rewardCouponCode}` : ''}
        </p>
      </div>
    </section>
  );
}
