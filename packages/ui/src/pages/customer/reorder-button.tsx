import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RotateCcw } from 'lucide-react';
import type { ReorderResult } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { saveCart } from '@/features/cart/cart-storage';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/**
 * 'Pedir de novo' (issue 30): asks the server for the order rebuilt at today's prices, shows what
 * changed, and on 'Ver carrinho' puts the lines in that restaurant's cart (replacing it) and opens
 * its page, where the customer checks out as usual. Nothing is placed here.
 */
export function ReorderButton({ orderId, className }: { orderId: string; className?: string }) {
  const navigate = useNavigate();
  const [rebuilt, setRebuilt] = useState<ReorderResult | null>(null);
  const goToCart = (result: ReorderResult) => {
    saveCart({ restaurantId: result.restaurantId, restaurantSlug: result.restaurantSlug, updatedAt: Date.now(), lines: result.lines });
    void navigate(`/restaurant/${result.restaurantSlug}`);
  };
  const reorder = trpc.order.reorder.useMutation({
    onSuccess: (result) => {
      if (result.changes.length === 0) goToCart(result);
      else setRebuilt(result);
    },
    onError: (error) => toastError('Não foi possível pedir de novo', error),
  });
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => reorder.mutate({ orderId })} disabled={reorder.isPending}>
        <RotateCcw aria-hidden="true" />
        Pedir de novo
      </Button>
      <Dialog open={rebuilt !== null} onOpenChange={(open) => !open && setRebuilt(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>O cardápio mudou desde este pedido</DialogTitle>
            <DialogDescription>
              {rebuilt?.lines.length ? 'Confira antes de continuar; o resto vai para o carrinho com os preços de hoje.' : 'Nenhum item deste pedido está disponível agora.'}
            </DialogDescription>
          </DialogHeader>
          <ul aria-label="O que mudou" className="list-disc space-y-1 pl-5 text-sm">
            {rebuilt?.changes.map((change) => <li key={change}>{change}</li>)}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRebuilt(null)}>
              {rebuilt?.lines.length ? 'Cancelar' : 'Fechar'}
            </Button>
            {rebuilt?.lines.length ? <Button onClick={() => goToCart(rebuilt)}>Ver carrinho</Button> : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
