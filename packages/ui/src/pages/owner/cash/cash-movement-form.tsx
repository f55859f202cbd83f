import { useState } from 'react';
import { CASH_MOVEMENT_LABELS, type CashMovementType } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/** 'Sangria' or 'Suprimento': an amount and a motivo. */
export function CashMovementForm({ sessionId, restaurantId, type, onDone }: { sessionId: string; restaurantId: string; type: CashMovementType; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const utils = trpc.useUtils();
  const add = trpc.cashRegister.addMovement.useMutation({
    onSuccess: (session) => {
      utils.cashRegister.current.setData({ id: restaurantId }, session);
      toast({ title: `${CASH_MOVEMENT_LABELS[type]} registrada` });
      onDone();
    },
    onError: (error) => toastError(`Não foi possível registrar a ${CASH_MOVEMENT_LABELS[type].toLowerCase()}`, error),
  });
  const id = `movement-${type}`;
  return (
    <form
      className="space-y-3 rounded-md border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ sessionId, type, amount, reason });
      }}
    >
      <p className="font-medium">{CASH_MOVEMENT_LABELS[type]}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-amount`}>Valor</Label>
          <MoneyInput id={`${id}-amount`} value={amount} onChange={setAmount} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-reason`}>Motivo</Label>
          <Input id={`${id}-reason`} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={add.isPending}>
          Registrar {CASH_MOVEMENT_LABELS[type].toLowerCase()}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
