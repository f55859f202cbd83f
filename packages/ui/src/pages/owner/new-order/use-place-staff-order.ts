import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORE_CLOSED_ISSUE_PATH, type PlaceStaffOrderInput } from '@direto/contracts';
import { newIdempotencyKey } from '@/features/cart/idempotency-key';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

type StaffOrderRequest = Omit<PlaceStaffOrderInput, 'idempotencyKey' | 'confirmClosed'>;

/**
 * Sends 'Novo pedido' and goes to the order taken. While the restaurant is closed the server asks
 * 'Loja fechada — registrar mesmo assim?' (a 409 whose issue is confirmClosed): `closedAsk` holds
 * the request until staff confirm (`confirmClosed`, resent with confirmClosed: true) or give up.
 * A retry of the same request reuses its idempotency key, so a lost answer never takes it twice.
 */
export function usePlaceStaffOrder() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const [closedAsk, setClosedAsk] = useState<StaffOrderRequest | null>(null);
  const place = trpc.staffOrders.place.useMutation({
    onSuccess: (order) => {
      attempt.current = null;
      setClosedAsk(null);
      toast({ title: 'Pedido registrado' });
      void utils.restaurant.orders.invalidate();
      void navigate(`/dashboard/orders/${order.id}`);
    },
  });

  const send = (request: StaffOrderRequest, confirmClosed = false) => {
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.request !== fingerprint) attempt.current = { key: newIdempotencyKey(), request: fingerprint };
    place.mutate(
      { ...request, idempotencyKey: attempt.current.key, ...(confirmClosed ? { confirmClosed: true } : {}) },
      {
        onError: (error) => {
          if (error.data?.issues?.some((issue) => issue.path === STORE_CLOSED_ISSUE_PATH)) setClosedAsk(request);
          else toastError('Não foi possível registrar o pedido', error);
        },
      },
    );
  };

  return {
    send,
    isPending: place.isPending,
    closedAsk: closedAsk !== null,
    confirmClosed: () => closedAsk && send(closedAsk, true),
    cancelClosed: () => setClosedAsk(null),
  };
}
