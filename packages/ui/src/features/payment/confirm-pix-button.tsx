import { useId } from 'react';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

const CONFIRM_PIX_WARNING = 'Confira no extrato do banco; comprovantes podem ser falsificados.';

/**
 * 'Confirmar recebimento' of a Pix order, once the owner (or a staff member) saw the money in the
 * bank. The warning is the button's tooltip and, for keyboards and screen readers, its description.
 */
export function ConfirmPixButton({ orderId }: { orderId: string }) {
  const warningId = useId();
  const utils = trpc.useUtils();
  const confirm = trpc.payment.confirm.useMutation({
    onSuccess: async () => {
      toast({ title: 'Pix confirmado', description: 'O pedido já pode seguir para o preparo.' });
      await Promise.all([utils.order.invalidate(), utils.restaurant.invalidate()]);
    },
    onError: (error) => toastError('Erro ao confirmar o Pix', error),
  });
  return (
    <div className="space-y-1.5">
      <Button size="sm" title={CONFIRM_PIX_WARNING} aria-describedby={warningId} disabled={confirm.isPending} onClick={() => confirm.mutate({ orderId })}>
        <BadgeCheck aria-hidden="true" />
        {confirm.isPending ? 'Confirmando...' : 'Confirmar recebimento'}
      </Button>
      <p id={warningId} className="text-xs text-muted-foreground">
        {CONFIRM_PIX_WARNING}
      </p>
    </div>
  );
}
