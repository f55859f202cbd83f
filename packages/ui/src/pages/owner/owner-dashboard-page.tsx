import { memo } from 'react';
import { QueryState } from '@/components/query-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { PendingAlertProvider } from '@/features/live/pending-alert-context';
import { countPendingOrders, titleWithPendingCount } from '@/features/live/pending-title';
import { useNewOrderAlert } from '@/features/live/use-new-order-alert';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { ScheduledOrdersCard } from '@/features/opening-hours/scheduled-orders-card';
import { CreateRestaurantForm } from './create-restaurant-form';
import { CustomersLink } from './dashboard/customers-link';
import { FirstStepsCard } from './dashboard/first-steps-card';
import { LateOrdersBanner } from './dashboard/late-orders-banner';
import { LiveOrdersBar } from './dashboard/live-orders-bar';
import { MarketingLink } from './dashboard/marketing-link';
import { ReportsLink } from './dashboard/reports-link';
import { CashLink } from './dashboard/cash-link';
import { DiningRoomLink } from './dashboard/dining-room-link';
import { MenuManagementCard } from './dashboard/menu-management-card';
import { OrdersSection } from './dashboard/orders-section';
import { OwnerTopBar } from './dashboard/owner-top-bar';
import { RecentOrdersCard } from './dashboard/recent-orders-card';
import { ShareCard } from './dashboard/share-card';
import { StatCards } from './dashboard/stat-cards';
import { useBoardLiveOrders } from './dashboard/use-board-live-orders';

type OwnRestaurant = RouterOutputs['restaurant']['mine'][number];

/** /dashboard for restaurant users (spec §2): the create form until the owner has a restaurant. */
export default function OwnerDashboardPage() {
  const { user } = useCurrentUser();
  // An owner has one restaurant (or none yet).
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (!user || mine.isLoading) return <FullPageSpinner />;

  return (
    <div className="min-h-dvh bg-muted/40">
      <OwnerTopBar user={user} restaurantName={mine.data?.name}>
        {mine.data ? (
          <>
            <DiningRoomLink restaurantId={mine.data.id} />
            <CustomersLink />
            <MarketingLink />
            <CashLink />
            <ReportsLink />
          </>
        ) : null}
      </OwnerTopBar>
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
 * Live: a new order is put in the board or list, the pending and recent orders (one order read,
 * issue 37), refreshes the stats, plays the alert and
 * shows a toast; the tab title counts the pending orders so a background tab still tells. An
 * order pending longer than the restaurant's limit is highlighted and the alert escalates.
 */
function RestaurantDashboard({ restaurant }: { restaurant: OwnRestaurant }) {
  const pending = trpc.restaurant.orders.useQuery({ id: restaurant.id, status: ['pending'] });
  const pendingOrders = pending.data?.filter((order) => order.status === 'pending') ?? [];
  const pendingCount = countPendingOrders(pending.data);
  const alert = useNewOrderAlert(
    pendingOrders.map((order) => Date.parse(order.createdAt)),
    restaurant.pendingAlertMinutes,
  );
  const liveStatus = useBoardLiveOrders(restaurant.id, alert);
  return (
    <PendingAlertProvider alertMinutes={restaurant.pendingAlertMinutes}>
      <div className="space-y-6">
        <title>{titleWithPendingCount('Direto', pendingCount)}</title>
        <LiveOrdersBar status={liveStatus} pendingCount={pendingCount} alert={alert} />
        <LateOrdersBanner pendingOrders={pendingOrders} muted={alert.muted} />
        <MemoisedScheduledOrdersCard restaurant={restaurant} />
        <FirstStepsCard restaurantId={restaurant.id} ordersUpdatedAt={pending.dataUpdatedAt} />
        <DashboardCards restaurantId={restaurant.id} restaurantName={restaurant.name} shareableSlug={restaurant.shareableSlug} />
      </div>
    </PendingAlertProvider>
  );
}

/** Re-rendered by its own queries only, not by every change of the pending orders above (issue 37). */
const MemoisedScheduledOrdersCard = memo(ScheduledOrdersCard);

/**
 * The stats, the orders (board or list) and the cards below them: each keeps itself current from
 * its own queries, so a new pending order re-renders the header above, not these (issue 37).
 */
const DashboardCards = memo(function DashboardCards({ restaurantId, restaurantName, shareableSlug }: { restaurantId: string; restaurantName: string; shareableSlug: string }) {
  return (
    <>
      <StatCards restaurantId={restaurantId} />
      {/* Full width: the board needs room for its columns on a counter tablet. */}
      <div id="pedidos" className="min-w-0 scroll-mt-4">
        <OrdersSection restaurantId={restaurantId} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div id="compartilhar" className="min-w-0 scroll-mt-4">
          <ShareCard restaurantId={restaurantId} restaurantName={restaurantName} shareableSlug={shareableSlug} />
        </div>
        <div className="min-w-0">
          <RecentOrdersCard restaurantId={restaurantId} />
        </div>
        <div id="cardapio" className="min-w-0 scroll-mt-4">
          <MenuManagementCard restaurantId={restaurantId} />
        </div>
      </div>
    </>
  );
});
