import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { OrderNotFound } from '@/components/order-not-found';
import { QueryState } from '@/components/query-state';
import { BackArrowLink } from '@/components/back-arrow-link';
import { useLiveOrder } from '@/features/live/use-live-orders';
import { TalkToRestaurantLink } from '@/features/whatsapp/talk-to-restaurant-link';
import { PixPaymentCard } from '@/features/payment/pix-payment-card';
import { useCurrentUser } from '@/hooks/use-current-user';
import { shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { useAnnounceHydrated } from '@/lib/use-announce-hydrated';
import { CustomerHeader } from './customer-header';
import { isOrderJustPlaced } from './order-placed-state';
import { CancelledOrderNotice, OrderDetailRow, OrderDetailsCards } from './order-details';
import { ReorderButton } from './reorder-button';

/** /orders/{id}: one of the customer's orders, its items and a status timeline that updates live. */
export default function CustomerOrderPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const justPlaced = useJustPlacedGreeting();
  const order = trpc.order.byId.useQuery({ id });
  useLiveOrder(id, !order.isError);
  // Sent with its first view by the server (issue 37): early taps are replayed once live.
  useAnnounceHydrated();
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-muted/50">
      <title>{`Pedido ${shortOrderId(id)} · Direto`}</title>
      <CustomerHeader user={user} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <div className="flex items-center gap-2">
          <BackArrowLink to="/orders" label="Voltar aos pedidos" />
          <h1 className="text-2xl font-bold tracking-tight">Pedido {shortOrderId(id)}</h1>
        </div>
        {justPlaced && !order.isError ? (
          <div role="status" className="flex items-start gap-3 rounded-lg border border-success/30 bg-success/10 p-4">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              {/* Spec §8's success message, in the page rather than a toast over the top bar. */}
              <p className="font-semibold">Pedido realizado!</p>
              <p className="text-sm text-muted-foreground">Seu pedido foi enviado para o restaurante.</p>
            </div>
          </div>
        ) : null}

        <QueryState
          query={order}
          loading="Carregando pedido..."
          error={(error) => <OrderNotFound message={error.message} backTo="/orders" backLabel="Ver meus pedidos" />}
          className="justify-center py-12"
        >
          {(data) => (
            <div className="space-y-6">
              <CancelledOrderNotice order={data} />
              {/* Issue 16: paying is what the customer does next, so it comes first. */}
              <PixPaymentCard order={data} />
              <OrderDetailsCards
                order={data}
                tracking={
                  data.restaurantId ? (
                    <>
                      <TalkToRestaurantLink restaurantId={data.restaurantId} orderId={data.id} />
                      <ReorderButton orderId={data.id} className="w-full" />
                    </>
                  ) : null
                }
                details={
                  <>
                    <OrderDetailRow label="Telefone" value={data.customerPhone} />
                    <OrderDetailRow label="Endereço de entrega" value={data.deliveryAddress} multiline />
                    <OrderDetailRow label="Observações" value={data.notes} multiline />
                  </>
                }
              />
            </div>
          )}
        </QueryState>
      </main>
    </div>
  );
}

/**
 * Whether checkout just brought the customer here ('Pedido realizado!'). The mark is taken out of
 * the history entry at once: a browser keeps history state across reloads, and a reload or a
 * return later is a plain visit.
 */
function useJustPlacedGreeting(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [greet] = useState(() => isOrderJustPlaced(location.state));
  useEffect(() => {
    if (isOrderJustPlaced(location.state)) void navigate(location, { replace: true, state: null });
  }, [location, navigate]);
  return greet;
}
