import { ORDER_STATUS_LABELS, type OrderStatus } from '@direto/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<OrderStatus, BadgeProps['variant']> = {
  pending: 'outline',
  confirmed: 'secondary',
  preparing: 'secondary',
  ready: 'default',
  delivered: 'success',
  cancelled: 'destructive',
};

/** An order status in pt-BR (Pendente, Confirmado, ...). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
