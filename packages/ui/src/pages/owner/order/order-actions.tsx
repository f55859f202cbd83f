import { useState } from 'react';
import { XCircle } from 'lucide-react';
import type { OrderDetail, OrderStatus } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { PrintTicketButton } from '@/features/kitchen-ticket/print-ticket-button';
import { NotifyCustomerButton } from '@/features/whatsapp/notify-customer-button';
import { NextStatusButton } from '../dashboard/next-status-button';
import { CancelOrderDialog } from './cancel-order-dialog';

/** The screens offer cancelling before preparing starts; the API still allows it until the order ends (docs/decisions.md, Status changes). */
const CANCELLABLE_ON_SCREEN: readonly OrderStatus[] = ['pending', 'confirmed'];

/**
 * What the owner does with the order. One row of buttons: 'Próximo Status', 'Imprimir' (the
 * kitchen ticket), 'Cancelar pedido' while Pendente or Confirmado. Actions of other features
 * ('Avisar cliente' on WhatsApp, …) go in this same row.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <section aria-label="Ações do pedido" className="flex flex-wrap items-center gap-2">
      <NextStatusButton orderId={order.id} status={order.status} orderType={order.orderType} />
      <PrintTicketButton orderId={order.id} />
      <NotifyCustomerButton order={order} />
      {CANCELLABLE_ON_SCREEN.includes(order.status) ? (
        <>
          <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => setCancelling(true)}>
            <XCircle aria-hidden="true" />
            Cancelar pedido
          </Button>
          <CancelOrderDialog orderId={order.id} open={cancelling} onOpenChange={setCancelling} />
        </>
      ) : null}
    </section>
  );
}
