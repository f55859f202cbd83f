import { useLayoutEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ownerOrderPath } from '@/app/route-paths';
import { QueryState } from '@/components/query-state';
import { BackArrowLink } from '@/components/back-arrow-link';
import { KitchenTicketSheet } from '@/features/kitchen-ticket/kitchen-ticket-sheet';
import type { TicketOrder } from '@/features/kitchen-ticket/kitchen-ticket';
import { parsePaperWidth, type PaperWidth } from '@/features/kitchen-ticket/paper';
import { PrintTicketButton } from '@/features/kitchen-ticket/print-ticket-button';
import { usePrintSettings } from '@/features/kitchen-ticket/print-settings';
import { ticketRestaurantAddress } from '@/features/kitchen-ticket/restaurant-address';
import { fitPageToTicket } from '@/features/kitchen-ticket/ticket-styles';
import { shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';

/**
 * /dashboard/orders/{orderId}/ticket?paper=80|58: the order's kitchen ticket alone, as it
 * prints (the browser's Ctrl+P prints exactly it). Without `paper`, this device's setting.
 */
export default function KitchenTicketPage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const settings = usePrintSettings();
  const paper = parsePaperWidth(search.get('paper')) ?? settings.paper;
  const order = trpc.order.byId.useQuery({ id: orderId });
  const restaurantId = order.data?.restaurantId ?? '';
  const restaurant = trpc.restaurant.byId.useQuery({ id: restaurantId }, { enabled: Boolean(restaurantId) });
  const shortId = shortOrderId(orderId);

  return (
    <div className="kitchen-ticket-stage min-h-dvh bg-muted/60 pb-8">
      <title>{`Comanda ${shortId} · Direto`}</title>
      <header className="kitchen-ticket-screen-only border-b border-border bg-background">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <BackArrowLink to={ownerOrderPath(orderId)} label="Voltar ao pedido" />
          <div className="min-w-0 flex-1">
            <h1 className="text-lg font-semibold">Comanda do pedido {shortId}</h1>
            <p className="text-sm text-muted-foreground">Papel de {paper} mm</p>
          </div>
          {order.data ? <PrintTicketButton orderId={orderId} paper={paper} /> : null}
        </div>
      </header>
      <main className="pt-6">
        <QueryState query={order} loading="Carregando comanda..." className="kitchen-ticket-screen-only justify-center py-12">
          {(data) => <TicketOnPaper order={{ ...data, restaurantAddress: ticketRestaurantAddress(restaurant.data) }} paper={paper} />}
        </QueryState>
      </main>
    </div>
  );
}

/** One copy on a strip of the roll's width; the page is sized to it for printing. */
function TicketOnPaper({ order, paper }: { order: TicketOrder; paper: PaperWidth }) {
  useLayoutEffect(() => fitPageToTicket(document, paper), [order, paper]);
  return (
    <div className="kitchen-ticket-paper">
      <KitchenTicketSheet order={order} paper={paper} copies={1} />
    </div>
  );
}
