import { Check, X } from 'lucide-react';
import { orderStatusLabel, type OrderStatus, type OrderStatusChange, type PlacedOrderType } from '@direto/contracts';
import { cn } from '@/lib/cn';
import { formatRestaurantDateTime } from '@/lib/format';
import { ownerOrderTimeline, type OwnerTimelineStep } from './owner-order-timeline';

/** Each status change of the order with its time ('21/11/2026 19:42', São Paulo), the steps ahead greyed. */
export function OrderTimeline({ status, history, orderType }: { status: OrderStatus; history: readonly OrderStatusChange[]; orderType?: PlacedOrderType }) {
  return (
    <ol aria-label="Histórico do pedido" className="space-y-3">
      {ownerOrderTimeline(status, history).map((step) => (
        <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined} className="flex items-start gap-3">
          <StepMark step={step} />
          <div className="min-w-0">
            <p className={cn('text-sm font-medium', step.state === 'upcoming' && 'text-muted-foreground')}>{orderStatusLabel(step.status, orderType)}</p>
            <p className="text-xs text-muted-foreground">
              {step.at ? <time dateTime={step.at}>{formatRestaurantDateTime(step.at)}</time> : step.state === 'upcoming' ? 'A seguir' : 'Horário não registrado'}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function StepMark({ step }: { step: OwnerTimelineStep }) {
  const cancelled = step.status === 'cancelled';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
        cancelled ? 'border-destructive bg-destructive text-destructive-foreground' : step.state === 'upcoming' ? 'border-border bg-background' : 'border-primary bg-primary text-primary-foreground',
      )}
    >
      {cancelled ? <X className="size-3.5" /> : step.state === 'upcoming' ? null : <Check className="size-3.5" />}
    </span>
  );
}
