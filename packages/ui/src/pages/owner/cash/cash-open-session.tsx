import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyCount, CASH_MOVEMENT_LABELS, cashDifferenceLabel, formatBRL, type CashMovementType, type CashSession } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { CashMovementForm } from './cash-movement-form';
import { CashSalesShares } from './cash-sales-shares';

const lineKey = (line: { method: string; brand: string | null }) => `${line.method}:${line.brand ?? ''}`;

/** The open caixa: the drawer's parts, the expected amount per method, sangria / suprimento, and 'Fechar caixa' with the count. */
export function CashOpenSession({ session }: { session: CashSession }) {
  const [movement, setMovement] = useState<CashMovementType | null>(null);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const close = trpc.cashRegister.close.useMutation({
    onSuccess: (closed) => {
      toast({ title: 'Caixa fechado' });
      // Straight to the slip, to print and sign.
      utils.cashRegister.get.setData({ sessionId: closed.id }, closed);
      void navigate(`/caixa/${closed.id}/comprovante`);
      void utils.cashRegister.current.invalidate({ id: session.restaurantId });
      void utils.cashRegister.list.invalidate();
    },
    onError: (error) => toastError('Não foi possível fechar o caixa', error),
  });
  const countedLines = session.lines.map((line) => ({ method: line.method, brand: line.brand, amount: counted[lineKey(line)] || '0.00' }));
  // The same arithmetic as the server's: the difference shows as the owner types.
  const preview = applyCount(session, countedLines);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Caixa aberto</CardTitle>
          <p className="text-sm text-muted-foreground">
            Aberto em {formatDateTime(session.openedAt)} por {session.openedByName}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt>Fundo de troco</dt>
            <dd className="text-right">{formatBRL(session.cash.openingFloat)}</dd>
            <dt>Recebido em dinheiro</dt>
            <dd className="text-right">{formatBRL(session.cash.cashReceived)}</dd>
            <dt>Troco dado</dt>
            <dd className="text-right">- {formatBRL(session.cash.changeGiven)}</dd>
            <dt>Suprimentos</dt>
            <dd className="text-right">{formatBRL(session.cash.deposits)}</dd>
            <dt>Sangrias</dt>
            <dd className="text-right">- {formatBRL(session.cash.withdrawals)}</dd>
            <dt className="font-semibold">Dinheiro esperado</dt>
            <dd className="text-right font-semibold">{formatBRL(session.cash.expected)}</dd>
          </dl>
          <p className="text-sm text-muted-foreground">
            {session.orderCount} {session.orderCount === 1 ? 'pedido entregue' : 'pedidos entregues'} · vendas {formatBRL(session.salesTotal)}
          </p>
          <CashSalesShares title="Vendas por origem" shares={session.byOrigin} />
          <CashSalesShares title="Pedidos da equipe" shares={session.byStaff} />
          {session.movements.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {session.movements.map((entry) => (
                <li key={entry.id}>
                  {CASH_MOVEMENT_LABELS[entry.type]} · {entry.reason}: {formatBRL(entry.amount)}
                </li>
              ))}
            </ul>
          ) : null}
          {movement ? (
            <CashMovementForm key={movement} sessionId={session.id} restaurantId={session.restaurantId} type={movement} onDone={() => setMovement(null)} />
          ) : (
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => setMovement('withdrawal')}>
                Sangria
              </Button>
              <Button variant="outline" onClick={() => setMovement('deposit')}>
                Suprimento
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Fechar caixa</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              close.mutate({ sessionId: session.id, counted: countedLines });
            }}
          >
            {preview.lines.map((line) => {
              const id = `counted-${lineKey(line).replace(':', '-')}`;
              return (
                <div key={lineKey(line)} className="grid items-end gap-2 sm:grid-cols-3">
                  <div>
                    <p className="font-medium">{line.label}</p>
                    <p className="text-sm text-muted-foreground">Esperado {formatBRL(line.expected)}</p>
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={id}>Contado</Label>
                    <MoneyInput id={id} value={counted[lineKey(line)] ?? ''} onChange={(value) => setCounted((before) => ({ ...before, [lineKey(line)]: value }))} />
                  </div>
                  <p className="text-sm font-medium" aria-live="polite">
                    {line.difference !== null ? cashDifferenceLabel(line.difference) : null}
                  </p>
                </div>
              );
            })}
            <Button type="submit" disabled={close.isPending}>
              Confirmar fechamento
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
