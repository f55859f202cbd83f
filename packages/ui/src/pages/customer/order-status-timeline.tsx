import { Check, X } from 'lucide-react';
import type { OrderStatus, PlacedOrderType } from '@direto/contracts';
import { cn } from '@/lib/cn';
import { orderTimeline } from './order-timeline';

/** The steps of the order's type, from Pendente to Entregue (or Cancelado), the current step marked. */
export function OrderStatusTimeline({ status, orderType }: { status: OrderStatus; orderType?: PlacedOrderType }) {
  const steps = orderTimeline(status, orderType);
  return (
    <ol aria-label="Andamento do pedido" className="space-y-0">
      {steps.map((step, index) => {
        const cancelled = step.status === 'cancelled';
        const reached = step.state !== 'upcoming';
        return (
          <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined} className="flex gap-3">
            <div className="flex flex-col items-center">
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                  cancelled
                    ? 'border-destructive bg-destructive text-destructive-foreground'
                    : step.state === 'done'
                      ? 'border-success bg-success text-success-foreground'
                      : step.state === 'current'
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-background text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {cancelled ? <X className="size-4" /> : step.state === 'done' ? <Check className="size-4" /> : index + 1}
              </span>
              {index < steps.length - 1 ? <span className={cn('w-0.5 flex-1 min-h-5', reached ? 'bg-success' : 'bg-border')} aria-hidden="true" /> : null}
            </div>
            <div className="pb-5 pt-0.5">
              <p className={cn('text-sm', step.state === 'current' ? 'font-semibold' : reached ? '' : 'text-muted-foreground')}>{step.label}</p>
              {step.state === 'current' ? <p className="text-xs text-muted-foreground">{cancelled ? 'O restaurante cancelou este pedido.' : 'Status atual'}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
