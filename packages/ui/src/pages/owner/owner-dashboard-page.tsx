import { QueryState } from '@/components/query-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { countPendingOrders, titleWithPendingCount } from '@/features/live/pending-title';
import { useRestaurantLiveOrders } from '@/features/live/use-live-orders';
import { useNewOrderAlert } from '@/features/live/use-new-order-alert';
import { useCurrentUser } from '@/hooks/use-current-user';
import { toast } from '@/hooks/use-toast';
import { shortOrderId } from '@/lib/format';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { CreateRestaurantForm } from './create-restaurant-form';
import { LiveOrdersBar } from './dashboard/live-orders-bar';
import { MenuManagementCard } from './dashboard/menu-management-card';
import { OrdersTable } from './dashboard/orders-table';
import { OwnerTopBar } from './dashboard/owner-top-bar';
import { RecentOrdersCard } from './dashboard/recent-orders-card';
import { ShareCard } from './dashboard/share-card';
import { StatCards } from './dashboard/stat-cards';

type OwnRestaurant = RouterOutputs['restaurant']['mine'][number];

/** /dashboard for restaurant users (spec §2): the create form until the owner has a restaurant. */
export default function OwnerDashboardPage() {
  const { user } = useCurrentUser();
  // An owner has one restaurant (or none yet).
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (!user || mine.isLoading) return <FullPageSpinner />;

  return (
    <div className="min-h-dvh bg-muted/40">
      <OwnerTopBar user={user} restaurantName={mine.data?.name} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <QueryState
          query={mine}
          error={(error) => (
            <div role="alert" className="mx-auto max-w-md space-y-3 text-center">
              <p className="text-destructive">{error.message}</p>
              <Button variant="outline" onClick={() => void mine.refetch()}>
                Tentar novamente
              </Button>
            </div>
          )}
          empty={<CreateRestaurantForm />}
        >
          {(restaurant) => <RestaurantDashboard restaurant={restaurant} />}
        </QueryState>
      </main>
    </div>
  );
}

/**
 * Live: a new order refreshes the table, recent orders and stats, plays the alert and shows a
 * toast; the tab title counts the pending orders so a background tab still tells.
 */
function RestaurantDashboard({ restaurant }: { restaurant: OwnRestaurant }) {
  const orders = trpc.restaurant.orders.useQuery({ id: restaurant.id });
  const pendingCount = countPendingOrders(orders.data);
  const alert = useNewOrderAlert(pendingCount);
  const liveStatus = useRestaurantLiveOrders(restaurant.id, (event) => {
    alert.newOrder();
    toast({ title: 'Novo pedido!', description: `Pedido ${shortOrderId(event.orderId)} aguardando confirmação.` });
  });
  return (
    <div className="space-y-6">
      <title>{titleWithPendingCount('Direto', pendingCount)}</title>
      <LiveOrdersBar status={liveStatus} pendingCount={pendingCount} alert={alert} />
      <StatCards restaurantId={restaurant.id} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <OrdersTable restaurantId={restaurant.id} />
        </div>
        <div className="min-w-0 space-y-6">
          <ShareCard restaurantName={restaurant.name} shareableSlug={restaurant.shareableSlug} />
          <RecentOrdersCard restaurantId={restaurant.id} />
          <MenuManagementCard restaurantId={restaurant.id} />
        </div>
      </div>
    </div>
  );
}
