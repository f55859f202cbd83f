import { FullPageSpinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { CreateRestaurantForm } from './create-restaurant-form';
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
  const mine = trpc.restaurant.mine.useQuery();
  if (!user || mine.isLoading) return <FullPageSpinner />;
  const restaurant = mine.data?.[0];

  return (
    <div className="min-h-dvh bg-muted/40">
      <OwnerTopBar user={user} restaurantName={restaurant?.name} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        {mine.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-3 text-center">
            <p className="text-destructive">{mine.error.message}</p>
            <Button variant="outline" onClick={() => void mine.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : restaurant ? (
          <RestaurantDashboard restaurant={restaurant} />
        ) : (
          <CreateRestaurantForm />
        )}
      </main>
    </div>
  );
}

function RestaurantDashboard({ restaurant }: { restaurant: OwnRestaurant }) {
  return (
    <div className="space-y-6">
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
