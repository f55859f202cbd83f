import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PendingAlertProvider } from '@/features/live/pending-alert-context';
import { countPendingOrders, titleWithPendingCount } from '@/features/live/pending-title';
import type { LiveStatus } from '@/features/live/use-live-orders';
import { useNewOrderAlert } from '@/features/live/use-new-order-alert';
import { useCurrentUser } from '@/hooks/use-current-user';
import { browser } from '@/lib/browser';
import { trpc } from '@/lib/trpc';
import { CashLink } from '@/pages/owner/dashboard/cash-link';
import { DiningRoomLink } from '@/pages/owner/dashboard/dining-room-link';
import { LiveOrdersBar } from '@/pages/owner/dashboard/live-orders-bar';
import { OrdersSection } from '@/pages/owner/dashboard/orders-section';
import { OwnerTopBar } from '@/pages/owner/dashboard/owner-top-bar';
import { useBoardLiveOrders } from '@/pages/owner/dashboard/use-board-live-orders';

/**
 * /dashboard for a staff member ('Atendente', issue 21): the restaurant's live order board —
 * status, details, printing, Pix, cancelling — without stats, menu or settings; 'Caixa' when the
 * owner lets the team operate it (issue 32). The member is a
 * customer too: 'Fazer um pedido' opens the restaurant list, whose header leads back here.
 */
export default function StaffDashboardPage() {
  const { user } = useCurrentUser();
  const workplace = user?.workplace;
  if (!user || !workplace) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <OwnerTopBar user={user} restaurantName={`${workplace.restaurantName} · Atendente`}>
        {/* Issue 33: board › Mesas, the dining room's contas. */}
        <DiningRoomLink restaurantId={workplace.restaurantId} />
        {/* Issue 32: the caixa, while the owner lets the team operate it. */}
        {workplace.canOperateCash ? <CashLink /> : null}
        {/* Still a customer: the restaurant list at /restaurantes (this /dashboard is the board). */}
        <Button asChild variant="outline" size="sm">
          <Link to="/restaurantes">
            <ShoppingBag aria-hidden="true" />
            <span className="max-sm:sr-only">Fazer um pedido</span>
          </Link>
        </Button>
      </OwnerTopBar>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <StaffBoard restaurantId={workplace.restaurantId} alertMinutes={workplace.pendingAlertMinutes} />
      </main>
    </div>
  );
}

function StaffBoard({ restaurantId, alertMinutes }: { restaurantId: string; alertMinutes: number }) {
  const pending = trpc.restaurant.orders.useQuery({ id: restaurantId, status: ['pending'] });
  const pendingOrders = pending.data?.filter((order) => order.status === 'pending') ?? [];
  const pendingCount = countPendingOrders(pending.data);
  const alert = useNewOrderAlert(
    pendingOrders.map((order) => Date.parse(order.createdAt)),
    alertMinutes,
  );
  const liveStatus = useBoardLiveOrders(restaurantId, alert);
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
