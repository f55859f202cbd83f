import { roleOf } from '@/app/route-paths';
import { QueryState } from '@/components/query-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { NewOrderForm } from './new-order-form';

/**
 * /dashboard/novo-pedido (issue 33): an order the owner or a staff member takes at the counter,
 * on the phone or from WhatsApp, or for a table. The owner works their restaurant; a staff
 * member their workplace.
 */
export default function NewOrderPage() {
  const { user } = useCurrentUser();
  const workplace = roleOf(user ?? null) === 'staff' ? (user?.workplace ?? null) : null;
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null, enabled: !workplace });
  if (!workplace && mine.isLoading) return <FullPageSpinner />;
  const restaurantId = workplace?.restaurantId ?? mine.data?.id ?? null;
  return (
    <div className="min-h-dvh bg-muted/40 pb-12">
      <title>Novo pedido · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Novo pedido" subtitle={workplace ? workplace.restaurantName : mine.data?.name} width="max-w-5xl" />
      <main className="mx-auto max-w-5xl px-4 py-6">
        {restaurantId ? <NewOrderScreen restaurantId={restaurantId} /> : <p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}
      </main>
    </div>
  );
}

function NewOrderScreen({ restaurantId }: { restaurantId: string }) {
  const restaurant = trpc.restaurant.byId.useQuery({ id: restaurantId });
  const menu = trpc.product.listByRestaurant.useQuery({ id: restaurantId });
  return (
    <QueryState query={restaurant} className="text-center">
      {(data) => (
        <QueryState query={menu} className="text-center" empty="O cardápio está vazio: cadastre produtos primeiro.">
          {(products) => <NewOrderForm restaurant={data} menu={products} />}
        </QueryState>
      )}
    </QueryState>
  );
}
