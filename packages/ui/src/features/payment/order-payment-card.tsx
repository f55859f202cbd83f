import { useId } from 'react';
import { Banknote, CircleCheck, QrCode } from 'lucide-react';
import type { Order } from '@direto/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatBRL, formatRestaurantDateTime } from '@/lib/format';
import { ConfirmPixButton } from './confirm-pix-button';
import { paymentLine } from './payment-line';

type PaidOrder = Pick<Order, 'id' | 'total' | 'orderType' | 'payment' | 'status'>;

/**
 * 'Pagamento' on the owner's order detail: what the courier or the counter must do, in capitals
 * ('COBRAR R$ 43,00 — DINHEIRO, troco p/ R$ 50,00 (levar R$ 7,00)', 'LEVAR MAQUININHA — CRÉDITO ELO'),
 * or where a Pix stands, with 'Confirmar recebimento' while it waits.
 */
export function OrderPaymentCard({ order }: { order: PaidOrder }) {
  const titleId = useId();
  const { payment } = order;
  const isPix = payment.method === 'pix';
  const pixPending = isPix && payment.status === 'pending';
  const pixPaid = isPix && payment.status === 'confirmed';
  const Icon = pixPaid ? CircleCheck : isPix ? QrCode : Banknote;
  return (
    <Card role="region" aria-labelledby={titleId} className={cn(pixPending && 'border-amber-400 bg-amber-50', pixPaid && 'border-green-300 bg-green-50')}>
      <CardContent className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
            Pagamento
          </h2>
          <p className="flex items-start gap-2 text-base font-bold leading-snug sm:text-lg">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', pixPending && 'text-amber-700', pixPaid && 'text-green-700')} />
            <span>{paymentLine(payment, order.total, order.orderType)}</span>
          </p>
          {pixPending ? <p className="text-sm">Valor a conferir no extrato: {formatBRL(order.total)}</p> : null}
          {pixPaid && payment.confirmedAt ? (
            <p className="text-sm text-muted-foreground">
              Confirmado em <time dateTime={payment.confirmedAt}>{formatRestaurantDateTime(payment.confirmedAt)}</time>
            </p>
          ) : null}
        </div>
        {/* A cancelled order is not charged: nothing to confirm. */}
        {pixPending && order.status !== 'cancelled' ? <ConfirmPixButton orderId={order.id} /> : null}
      </CardContent>
    </Card>
  );
}
