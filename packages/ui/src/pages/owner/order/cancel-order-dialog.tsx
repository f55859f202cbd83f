import { useId, useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX, CANCEL_REASON_PRESETS, cancelOrderFormSchema } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { FormAlert } from '@/components/form-alert';

/** The choice that opens the text box. */
const OTHER = 'Outro motivo';

interface CancelOrderDialogProps {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Cancelar pedido': a preset reason in one tap, or 'Outro motivo' typed (≤ 200 characters). The
 * reason is required (the same schema as the server's) and the customer sees it on their order page.
 */
export function CancelOrderDialog({ orderId, open, onOpenChange }: CancelOrderDialogProps) {
  const utils = trpc.useUtils();
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { other: useId(), otherHint: useId(), error: useId() };
  const cancel = trpc.order.updateStatus.useMutation({
    onSuccess: async (order) => {
      toast({ title: 'Pedido cancelado', description: `Motivo: ${order.cancelReason ?? ''}` });
      onOpenChange(false);
      await Promise.all([utils.order.invalidate(), utils.restaurant.invalidate()]);
    },
    onError: (failure) => toastError('Erro ao cancelar pedido', failure),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelOrderFormSchema.safeParse({ reason: choice === OTHER ? other : (choice ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    cancel.mutate({ orderId, status: 'cancelled', reason: parsed.data.reason });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Cancelar pedido {shortOrderId(orderId)}</DialogTitle>
            <DialogDescription>O cliente verá o motivo na página do pedido.</DialogDescription>
          </DialogHeader>
          <fieldset aria-describedby={error ? ids.error : undefined} className="space-y-2">
            <legend className="mb-2 text-sm font-medium">
              Motivo do cancelamento
            </legend>
            {[...CANCEL_REASON_PRESETS, OTHER].map((reason) => (
              <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input
                  type="radio"
                  name="cancel-reason"
                  value={reason}
                  checked={choice === reason}
                  onChange={() => setChoice(reason)}
                  className="size-4 accent-primary"
                />
                <span className="text-sm">{reason}</span>
              </label>
            ))}
          </fieldset>
          {choice === OTHER ? (
            <div className="space-y-2">
              <label htmlFor={ids.other} className="text-sm font-medium">
                Descreva o motivo
              </label>
              <Textarea
                id={ids.other}
                value={other}
                maxLength={CANCEL_REASON_MAX}
                aria-describedby={ids.otherHint}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setOther(event.target.value)}
              />
              <p id={ids.otherHint} className="text-xs text-muted-foreground">
                {other.length}/{CANCEL_REASON_MAX} caracteres
              </p>
            </div>
          ) : null}
          <FormAlert id={ids.error} message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
              Voltar
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelando...' : 'Cancelar pedido'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
