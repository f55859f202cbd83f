import { AlarmClock } from 'lucide-react';
import type { OrderStatus } from '@direto/contracts';
import { usePendingAlert } from '@/features/live/pending-alert-context';
import { isWaitingTooLong } from '@/features/live/order-waiting';

interface LateOrdersBannerProps {
  pendingOrders: readonly { status: OrderStatus; createdAt: string }[];
  /** The owner silenced the alert: the banner stays, without the hint about the sound. */
  muted: boolean;
}

/** Above the orders while any order has been pending longer than the restaurant's limit. */
export function LateOrdersBanner({ pendingOrders, muted }: LateOrdersBannerProps) {
  const { alertMinutes, now } = usePendingAlert();
  const late = pendingOrders.filter((order) => isWaitingTooLong(order, now, alertMinutes)).length;
  if (late === 0) return null;
  return (
    <div role="alert" className="flex items-center gap-3 rounded-lg border-2 border-red-500 bg-red-50 px-4 py-3 text-sm text-red-900">
      <AlarmClock className="size-5 shrink-0 animate-pulse text-red-700" aria-hidden="true" />
      <p>
        <strong>
          {late === 1 ? '1 pedido aguardando' : `${late} pedidos aguardando`} há mais de {alertMinutes} min.
        </strong>{' '}
        {muted ? 'Confirme ou cancele para o cliente não esperar.' : "Confirme para parar o alerta, ou toque em 'Silenciar'."}
      </p>
    </div>
  );
}
