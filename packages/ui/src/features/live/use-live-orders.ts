import { useEffect, useRef } from 'react';
import { skipToken, useQueryClient, type Query } from '@tanstack/react-query';
import type { LiveOrderEvent, OrderEvent, TableCallEvent } from '@direto/contracts';
import { trpc } from '@/lib/trpc';

/**
 * Live order events keep screens current without reload. Every event invalidates the domain
 * whose screens it affects (`restaurant` for the owner, `order` for the customer); a `sync`
 * event (sent once the subscription is registered, so after every reconnection too, and
 * whenever the server may have missed events) does the same, so nothing is lost across a
 * server restart. The browser's EventSource reconnects by itself after a dropped
 * connection; when it gives up (e.g. a proxy answered 502 during a deploy) we start over after a
 * growing delay.
 */

/**
 * A screen that keeps some of its `restaurant` queries current from the events itself (the
 * board: one order read and put in place, issue 37) instead of refetching them.
 */
export interface InPlaceOrderUpdates {
  /** The queries `apply` keeps current: an order event leaves them out of the invalidation. */
  covers: (query: Query) => boolean;
  apply: (event: OrderEvent) => Promise<void>;
}

/** 'live' while events flow; 'connecting' while (re)connecting. */
export type LiveStatus = 'live' | 'connecting';

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Owner dashboard: orders table, recent orders and stat cards of the restaurant (the queries
 * `inPlaceUpdates` covers are updated by it instead of refetched; a `sync` refetches all). A scheduled
 * order's reminder (sent by the server when it is due) goes to `onScheduledReminder` only, and a
 * table's call (issue 33: 'Chamar garçom', 'Pedir a conta') to `onTableCall` only.
 */
export function useRestaurantLiveOrders(
  restaurantId: string,
  onOrderPlaced?: (event: OrderEvent) => void,
  onScheduledReminder?: (event: OrderEvent) => void,
  onTableCall?: (event: TableCallEvent) => void,
  inPlaceUpdates?: InPlaceOrderUpdates,
): LiveStatus {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const onPlaced = useLatest(onOrderPlaced);
  const onReminder = useLatest(onScheduledReminder);
  const onCall = useLatest(onTableCall);
  const inPlace = useLatest(inPlaceUpdates);
  // One event applied after the other, so an older read never lands over a newer one.
  const applying = useRef<Promise<void>>(Promise.resolve());
  const subscription = trpc.live.restaurantOrders.useSubscription(
    { restaurantId },
    {
      onData(event: LiveOrderEvent) {
        if (event.type === 'order.reminder') {
          onReminder.current?.(event);
          return;
        }
        if (event.type === 'table.call') {
          // Board › Mesas lists the call waiting.
          void utils.tabs.invalidate();
          onCall.current?.(event);
          return;
        }
        const updates = inPlace.current;
        if (event.type === 'sync' || !updates) {
          void utils.restaurant.invalidate();
        } else {
          void queryClient.invalidateQueries({ queryKey: [['restaurant']], predicate: (query) => !updates.covers(query) });
          applying.current = applying.current
            .then(() => updates.apply(event))
            .catch(() => queryClient.invalidateQueries({ queryKey: [['restaurant']], predicate: updates.covers }));
        }
        // Issue 33: board › Mesas (a table's order, a close that delivered it, a call).
        void utils.tabs.invalidate();
        if (event.type === 'order.placed') onPlaced.current?.(event);
      },
    },
  );
  return useRetryingStatus(subscription);
}

/** The customer's 'Pedidos Anteriores' (and any of their orders on screen). */
export function useMyLiveOrders(): LiveStatus {
  const utils = trpc.useUtils();
  const subscription = trpc.live.myOrders.useSubscription(undefined, {
    onData() {
      void utils.order.invalidate();
    },
  });
  return useRetryingStatus(subscription);
}

/** One order's page (/orders/{id}) and its status timeline; off while `enabled` is false (e.g. no such order). */
export function useLiveOrder(orderId: string, enabled = true): LiveStatus {
  const utils = trpc.useUtils();
  const subscription = trpc.live.order.useSubscription(enabled ? { orderId } : skipToken, {
    // What changed before the stream was up (a page the server rendered seconds ago, a reconnection) is read once.
    onStarted() {
      void utils.order.byId.invalidate({ id: orderId }, undefined, { cancelRefetch: false });
    },
    onData() {
      void utils.order.invalidate();
    },
  });
  return useRetryingStatus(subscription);
}

/** A guest order's page (/pedido/{token}, issue 30): authorised by the tracking token itself. */
export function useGuestLiveOrder(token: string, enabled = true): LiveStatus {
  const utils = trpc.useUtils();
  const subscription = trpc.live.guestOrder.useSubscription(enabled ? { token } : skipToken, {
    // As for an account's order: what changed before the stream was up is read once.
    onStarted() {
      void utils.guestOrder.byToken.invalidate({ token }, undefined, { cancelRefetch: false });
    },
    onData() {
      void utils.guestOrder.byToken.invalidate({ token });
    },
  });
  return useRetryingStatus(subscription);
}

interface SubscriptionState {
  status: 'idle' | 'connecting' | 'pending' | 'error';
  reset: () => void;
}

function useRetryingStatus({ status, reset }: SubscriptionState): LiveStatus {
  const failures = useRef(0);
  useEffect(() => {
    if (status === 'pending') failures.current = 0;
    if (status !== 'error') return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures.current);
    failures.current += 1;
    const timer = setTimeout(reset, delay);
    return () => clearTimeout(timer);
  }, [status, reset]);
  return status === 'pending' ? 'live' : 'connecting';
}

/** The latest value of a callback, without resubscribing when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
