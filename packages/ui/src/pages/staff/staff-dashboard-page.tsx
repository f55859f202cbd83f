import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PENDING_ALERT_MINUTES } from '@direto/contracts';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PendingAlertProvider } from '@/features/live/pending-alert-context';
import { countPendingOrders, titleWithPendingCount } from '@/features/live/pending-title';
import { useRestaurantLiveOrders, type LiveStatus } from '@/features/live/use-live-orders';
import { useNewOrderAlert } from '@/features/live/use-new-order-alert';
import { useCurrentUser } from '@/hooks/use-current-user';
import { browser } from '@/lib/browser';
import { trpc } from '@/lib/trpc';
import { LiveOrdersBar } from '@/pages/owner/dashboard/live-orders-bar';
import { OrdersSection } from '@/pages/owner/dashboard/orders-section';
import { OwnerTopBar } from '@/pages/owner/dashboard/owner-top-bar';
import { showNewOrderToast } from '@/pages/owner/order/new-order-toast';

/**
 * /dashboard for a staff member ('Atendente', issue 21): the restaurant's live order board —
 * status, details, printing, Pix, cancelling — without stats, menu or settings.
 */
export default function StaffDashboardPage() {
  const { user } = useCurrentUser();
  const workplace = user?.workplace;
  if (!user || !workplace) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <OwnerTopBar user={user} restaurantName={`${workplace.restaurantName} · Atendente`} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <StaffBoard restaurantId={workplace.restaurantId} />
      </main>
    </div>
  );
}

function StaffBoard({ restaurantId }: { restaurantId: string }) {
  const navigate = useNavigate();
  const restaurant = trpc.restaurant.byId.useQuery({ id: restaurantId });
  const alertMinutes = restaurant.data?.pendingAlertMinutes ?? PENDING_ALERT_MINUTES.default;
  const pending = trpc.restaurant.orders.useQuery({ id: restaurantId, status: ['pending'] });
  const pendingOrders = pending.data?.filter((order) => order.status === 'pending') ?? [];
  const pendingCount = countPendingOrders(pending.data);
  const alert = useNewOrderAlert(
    pendingOrders.map((order) => Date.parse(order.createdAt)),
    alertMinutes,
  );
  const liveStatus = useRestaurantLiveOrders(restaurantId, (event) => {
    alert.newOrder();
    showNewOrderToast(event.orderId, (path) => void navigate(path));
  });
  useAccessCheckWhenStreamDrops(liveStatus);
  return (
    <PendingAlertProvider alertMinutes={alertMinutes}>
      <div className="space-y-6">
        <title>{titleWithPendingCount('Direto', pendingCount)}</title>
        <LiveOrdersBar status={liveStatus} pendingCount={pendingCount} alert={alert} />
        <div className="min-w-0">
          <OrdersSection restaurantId={restaurantId} />
        </div>
      </div>
    </PendingAlertProvider>
  );
}

/**
 * The live stream ends at once when the owner removes this member (their sessions end): ask the
 * server who we are right then, so the open tab drops to the sign-in screen within a second
 * instead of waiting for the next click.
 */
function useAccessCheckWhenStreamDrops(status: LiveStatus) {
  const utils = trpc.useUtils();
  const wasLive = useRef(false);
  useEffect(() => {
    if (status === 'live') wasLive.current = true;
    else if (wasLive.current) {
      wasLive.current = false;
      // Signed out, or no longer in the team: start over from the server's answer.
      utils.auth.me.fetch(undefined, { staleTime: 0 }).then(
        (me) => (me.workplace ? undefined : browser.reload()),
        () => browser.reload(),
      );
    }
  }, [status, utils]);
}
