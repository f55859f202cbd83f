import { useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';

/** 'Abrir caixa' with the fundo de troco. */
export function CashOpenForm({ restaurantId }: { restaurantId: string }) {
  const [openingFloat, setOpeningFloat] = useState('');
  const utils = trpc.useUtils();
  const open = trpc.cashRegister.open.useMutation({
    onSuccess: (session) => {
      utils.cashRegister.current.setData({ id: restaurantId }, session);
      void utils.cashRegister.current.invalidate({ id: restaurantId });
      void utils.cashRegister.list.invalidate();
    },
    onError: (error) => toastError('Não foi possível abrir o caixa', error),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nenhum caixa aberto</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            open.mutate({ id: restaurantId, openingFloat: openingFloat || '0.00' });
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="opening-float">Fundo de troco</Label>
            <MoneyInput id="opening-float" value={openingFloat} onChange={setOpeningFloat} />
          </div>
          <Button type="submit" disabled={open.isPending}>
            Abrir caixa
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
