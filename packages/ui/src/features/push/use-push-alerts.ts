import { useCallback, useEffect, useState } from 'react';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { browserSupportsPush, currentPushSubscription, madeWithKey, subscribeThisBrowser, subscriptionInput } from './browser-push';

/**
 * Where 'Receber alertas no celular' stands on this device: `unsupported` (no Web Push here),
 * `unavailable` (the server sends none), `blocked` (notifications denied in the browser), `off`, `on`.
 */
export type PushAlertsState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

/** Turns this device's new-order alerts on and off, and tells where they stand. */
export function usePushAlerts() {
  const supported = browserSupportsPush();
  const publicKeyQuery = trpc.push.publicKey.useQuery(undefined, { enabled: supported, staleTime: Infinity });
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();
  const [state, setState] = useState<PushAlertsState>(supported ? 'checking' : 'unsupported');
  const [busy, setBusy] = useState(false);
  const publicKey = publicKeyQuery.data?.publicKey;
  const { mutateAsync: saveSubscription } = subscribe;

  // What this browser already has. An existing subscription is handed to the server again: it may
  // have forgotten it (the push service said it expired) or another account may have taken it.
  useEffect(() => {
    if (!supported || publicKey === undefined) return;
    let cancelled = false;
    const settle = (next: PushAlertsState) => void (cancelled || setState(next));
    void (async () => {
      if (publicKey === null) return settle('unavailable');
      if (Notification.permission === 'denied') return settle('blocked');
      const subscription = await currentPushSubscription();
      if (!subscription || Notification.permission !== 'granted' || !madeWithKey(subscription, publicKey)) return settle('off');
      await saveSubscription(subscriptionInput(subscription));
      settle('on');
    })().catch(() => settle('off'));
    return () => {
      cancelled = true;
    };
  }, [supported, publicKey, saveSubscription]);

  const enable = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const subscription = await subscribeThisBrowser(publicKey);
      await saveSubscription(subscriptionInput(subscription));
      setState('on');
    } catch (error) {
      toastError('Não foi possível ativar os alertas', error, 'Tente novamente em alguns instantes.');
    } finally {
      setBusy(false);
    }
  }, [publicKey, saveSubscription]);

  const { mutateAsync: forgetSubscription } = unsubscribe;
  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await forgetSubscription({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (error) {
      toastError('Não foi possível desativar os alertas', error, 'Tente novamente em alguns instantes.');
    } finally {
      setBusy(false);
    }
  }, [forgetSubscription]);

  return { state: publicKeyQuery.isError ? 'unavailable' : state, busy, enable, disable };
}
