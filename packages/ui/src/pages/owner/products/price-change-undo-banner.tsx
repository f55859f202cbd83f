import { useEffect, useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { PriceChangeResult } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/** What the banner needs of the last change: kept in sessionStorage, so closing and reopening the menu keeps 'Desfazer'. */
interface LastPriceChange {
  changeId: string;
  undoUntil: string;
  count: number;
}

const storageKey = (restaurantId: string) => `direto:price-change:${restaurantId}`;

function readLastChange(restaurantId: string): LastPriceChange | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey(restaurantId)) ?? 'null') as LastPriceChange | null;
    return saved && new Date(saved.undoUntil).getTime() > Date.now() ? saved : null;
  } catch {
    return null;
  }
}

/** The restaurant's last bulk price change while it can still be undone, and a way to record a new one. */
export function useLastPriceChange(restaurantId: string) {
  const [last, setLast] = useState<LastPriceChange | null>(() => readLastChange(restaurantId));
  // The banner goes away by itself when the 10 minutes end.
  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(() => setLast(null), Math.max(0, new Date(last.undoUntil).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [last]);
  const remember = (change: LastPriceChange | null) => {
    try {
      if (change) window.sessionStorage.setItem(storageKey(restaurantId), JSON.stringify(change));
      else window.sessionStorage.removeItem(storageKey(restaurantId));
    } catch {
      // Storage disabled: the banner still shows until the dialog closes.
    }
    setLast(change);
  };
  return {
    last,
    recordApplied: (result: PriceChangeResult) =>
      result.changeId && result.undoUntil ? remember({ changeId: result.changeId, undoUntil: result.undoUntil, count: result.items.length }) : undefined,
    forget: () => remember(null),
  };
}

/** 'Preços alterados … Desfazer', for as long as the change can be undone. */
export function PriceChangeUndoBanner({ change, onDone }: { change: LastPriceChange; onDone: () => void }) {
  const utils = trpc.useUtils();
  const undo = trpc.priceChange.undo.useMutation({
    onSuccess: async (result) => {
      onDone();
      const skipped = result.skipped.map((item) => `${item.name}: ${item.reason}`).join(' ');
      toast({ title: 'Preços restaurados', description: skipped || undefined });
      await utils.product.invalidate();
    },
    onError: (error) => {
      onDone();
      toastError('Não foi possível desfazer', error);
    },
  });
  const until = new Date(change.undoUntil).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <span>
        {change.count === 1 ? 'Preço de 1 produto alterado.' : `Preços de ${change.count} produtos alterados.`} Você pode desfazer até {until}.
      </span>
      <Button size="sm" variant="outline" onClick={() => undo.mutate({ changeId: change.changeId })} disabled={undo.isPending}>
        <Undo2 aria-hidden="true" />
        Desfazer
      </Button>
    </div>
  );
}
