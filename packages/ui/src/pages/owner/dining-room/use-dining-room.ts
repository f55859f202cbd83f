import { useEffect, useState } from 'react';
import { trpc } from '@/lib/trpc';

/**
 * The dining room (GET tabs), kept current: the board's live events (orders, calls) invalidate it
 * through useRestaurantLiveOrders; a refetch every 30 s and on focus covers what no event says
 * (a payment or an 'Atendido' on another device).
 */
export function useDiningRoom(restaurantId: string) {
  return trpc.tabs.diningRoom.useQuery({ id: restaurantId }, { refetchInterval: 30_000, refetchOnWindowFocus: true });
}

/** The time now, every 15 s: enough for 'há 25 min'. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
