import type { ReactNode } from 'react';
import { ShoppingBag, Store, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';

function StatCard({ title, value, note, icon }: { title: string; value: ReactNode; note: string; icon: ReactNode }) {
  return (
    <Card className="flex items-start justify-between gap-2 p-4 sm:p-6">
      <div>
        <p className="text-sm text-muted-foreground">{title}</p>
        <p className="mt-1 text-2xl font-bold">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{note}</p>
      </div>
      <span className="rounded-md bg-accent p-2 text-accent-foreground [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
    </Card>
  );
}

/** The admin panel's three stat cards (admin.stats). */
export function AdminStatCards() {
  const stats = trpc.admin.stats.useQuery();
  const s = stats.data;
  const placeholder = stats.isError ? '—' : '...';
  return (
    <section aria-label="Estatísticas da plataforma" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        title="Usuários"
        value={s ? s.totalUsers : placeholder}
        note={s ? `${s.customerCount} clientes · ${s.restaurantCount} donos de restaurante` : ' '}
        icon={<Users />}
      />
      <StatCard
        title="Restaurantes"
        value={s ? s.totalRestaurants : placeholder}
        note={s ? `${s.activeRestaurants} abertos agora` : ' '}
        icon={<Store />}
      />
      <StatCard title="Pedidos" value={s ? s.totalOrders : placeholder} note="Desde o início da plataforma" icon={<ShoppingBag />} />
    </section>
  );
}
