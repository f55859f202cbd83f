import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import { customerOrderLink, DEFAULT_WHATSAPP_TEMPLATES, renderWhatsappTemplate, toWhatsappNumber, whatsappChatUrl, type OrderStatus } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc } from '@/lib/trpc';

/** What 'Avisar cliente' needs of an order (an order or its summary both fit). */
export interface NotifiableOrder {
  id: string;
  customerName: string | null;
  customerPhone: string | null;
  status: OrderStatus;
  total: string;
}

/**
 * 'Avisar cliente': opens WhatsApp on the customer's phone with the restaurant's message for the
 * order's status typed in (Configurações › WhatsApp). A link: the owner presses send.
 */
export function NotifyCustomerButton({ order }: { order: NotifiableOrder }) {
  const hintId = useId();
  const { user } = useCurrentUser();
  // The owner's own messages; a staff member (who may not read the restaurant's settings) gets the defaults.
  const isOwner = user?.userType === 'restaurant';
  const own = trpc.restaurant.mine.useQuery(undefined, { enabled: isOwner, select: (restaurants) => restaurants[0]?.whatsappTemplates ?? null }).data;
  const templates = isOwner ? own : user ? DEFAULT_WHATSAPP_TEMPLATES : null;
  const phone = order.customerPhone ? toWhatsappNumber(order.customerPhone) : null;

  if (!phone || !templates) {
    return (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Button size="sm" variant="outline" disabled aria-describedby={phone ? undefined : hintId}>
          <MessageCircle aria-hidden="true" />
          Avisar cliente
        </Button>
        {phone ? null : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {order.customerPhone ? 'O telefone do pedido não é um número brasileiro com DDD.' : 'O pedido não tem telefone.'}
          </p>
        )}
      </div>
    );
  }

  const message = renderWhatsappTemplate(templates[order.status], {
    id: order.id,
    customerName: order.customerName,
    status: order.status,
    total: order.total,
    url: customerOrderLink(window.location.origin, order.id),
  });
  return (
    <Button size="sm" variant="outline" asChild>
      <a href={whatsappChatUrl(phone, message)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        Avisar cliente
      </a>
    </Button>
  );
}
