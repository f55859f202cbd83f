import { Link } from 'react-router-dom';
import { CalendarClock } from 'lucide-react';
import { ACTIVE_ORDER_STATUSES_FOR_SCHEDULE, type OwnRestaurant } from './scheduled-statuses';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL, shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { scheduledLabel } from './scheduled-badge';

/**
 * The owner's scheduled orders still to make (issue 18), apart from the orders for now, soonest
 * first. Their reminder ('hora de preparar') comes from the server, open dashboard or not
 * (issue 28; see showScheduledReminderToast). Times are the server's (its clock may differ from
 * this device's), hence the skew from the open state.
 */
export function ScheduledOrdersCard({ restaurant }: { restaurant: OwnRestaurant }) {
  const orders = trpc.restaurant.orders.useQuery({ id: restaurant.id, status: [...ACTIVE_ORDER_STATUSES_FOR_SCHEDULE] });
  // Rounded so that it stays the same from one render to the next.
  const skew = Math.round((Date.parse(restaurant.openState.asOf) - Date.now()) / 10_000) * 10_000;
  const serverNow = Date.now() + skew;
  const upcoming = (orders.data ?? [])
    .filter((order): order is typeof order & { scheduledFor: string } => Boolean(order.scheduledFor) && Date.parse(order.scheduledFor ?? '') > serverNow - 60 * 60_000)
    .sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor));
  if (upcoming.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          Pedidos agendados
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border text-sm" aria-label="Pedidos agendados">
          {upcoming.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/dashboard/orders/${order.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                {scheduledLabel(order.scheduledFor, order.scheduledTimezone ?? undefined, new Date(serverNow))}
              </Link>
              <span className="text-muted-foreground">
                {shortOrderId(order.id)} · {order.customerName ?? 'Cliente'} · {formatBRL(order.total)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
