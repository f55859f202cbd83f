import type { ReactNode } from 'react';
import { Clock, DollarSign, ShoppingBag, Star } from 'lucide-react';
import { hasRating } from '@/components/restaurant-rating';
import { Card } from '@/components/ui/card';
import { formatBRL, formatRating } from '@/lib/format';
import { trpc } from '@/lib/trpc';

function StatCard({ title, value, note, icon }: { title: string; value: ReactNode; note: string; icon: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{title}</p>
          <p className="mt-1 whitespace-nowrap text-xl font-bold sm:text-2xl">{value}</p>
        </div>
        <span className="hidden rounded-md bg-accent p-2 text-accent-foreground sm:block [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      </div>
      {/* The API gives today's numbers only, so there is no honest comparison to show. */}
      <p className="mt-2 text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}

/** The four stat cards of the owner dashboard (restaurant.stats). */
export function StatCards({ restaurantId }: { restaurantId: string }) {
  const stats = trpc.restaurant.stats.useQuery({ id: restaurantId });
  const data = stats.data;
  const placeholder = stats.isError ? '—' : '...';
  return (
    <section aria-label="Estatísticas de hoje" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard title="Pedidos hoje" value={data ? data.todayOrders : placeholder} note="Pedidos recebidos hoje" icon={<ShoppingBag />} />
      <StatCard
        title="Faturamento hoje"
        value={data ? formatBRL(data.todayRevenue) : placeholder}
        note="Sem pedidos cancelados"
        icon={<DollarSign />}
      />
      <StatCard
        title="Tempo médio"
        // No order delivered today: no average yet, rather than a made-up '0 min'.
        value={data ? (data.todayDeliveredOrders > 0 ? `${data.avgDeliveryTime} min` : '—') : placeholder}
        note={data && data.todayDeliveredOrders === 0 ? 'Aparece após a primeira entrega de hoje' : 'Do pedido à entrega, hoje'}
        icon={<Clock />}
      />
      <StatCard
        title="Avaliação"
        value={data ? (hasRating(data.rating) ? formatRating(data.rating) : 'Novo') : placeholder}
        note={data && !hasRating(data.rating) ? 'Ainda sem avaliações' : 'Média do restaurante'}
        icon={<Star />}
      />
    </section>
  );
}
