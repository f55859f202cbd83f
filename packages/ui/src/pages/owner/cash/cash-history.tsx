import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cashDifferenceLabel, formatBRL, type CashSessionSummary } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastError } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';

/** 'Histórico de caixas': each caixa with its sales and differences, its slip as PDF, and 'Reabrir caixa' (the owner's only: `canReopen`). */
export function CashHistory({ restaurantId, canReopen }: { restaurantId: string; canReopen: boolean }) {
  const history = trpc.cashRegister.list.useInfiniteQuery({ id: restaurantId }, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const sessions = history.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de caixas</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {sessions.length === 0 && !history.isLoading ? <p className="text-muted-foreground">Nenhum caixa ainda.</p> : null}
        <ul className="divide-y divide-border">
          {sessions.map((session) => (
            <CashHistoryRow key={session.id} session={session} restaurantId={restaurantId} canReopen={canReopen} />
          ))}
        </ul>
        {history.hasNextPage ? (
          <Button variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            Carregar mais
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CashHistoryRow({ session, restaurantId, canReopen }: { session: CashSessionSummary; restaurantId: string; canReopen: boolean }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const utils = trpc.useUtils();
  const reopen = trpc.cashRegister.reopen.useMutation({
    onSuccess: () => {
      setAsking(false);
      void utils.cashRegister.current.invalidate({ id: restaurantId });
      void utils.cashRegister.list.invalidate();
    },
    onError: (error) => toastError('Não foi possível reabrir o caixa', error),
  });
  return (
    <li className="space-y-2 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">
            {formatDateTime(session.openedAt)} {session.closedAt ? `– ${formatDateTime(session.closedAt)}` : '· aberto'}
          </p>
          <p className="text-muted-foreground">
            {session.orderCount} {session.orderCount === 1 ? 'pedido' : 'pedidos'} · vendas {formatBRL(session.salesTotal)}
            {session.cashDifference !== null ? ` · dinheiro: ${cashDifferenceLabel(session.cashDifference)}` : ''}
            {session.differenceTotal !== null ? ` · total: ${cashDifferenceLabel(session.differenceTotal)}` : ''}
            {session.reopenCount > 0 ? ` · reaberto ${session.reopenCount}×` : ''}
          </p>
        </div>
        {session.status === 'closed' ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" asChild>
              <Link to={`/caixa/${session.id}/comprovante`}>Comprovante</Link>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={`/api/cash-sessions/${session.id}/report.pdf`} download>
                Baixar PDF
              </a>
            </Button>
            {canReopen ? (
              <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
                Reabrir caixa
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {asking ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            reopen.mutate({ sessionId: session.id, reason });
          }}
        >
          <div className="flex-1 space-y-1">
            <Label htmlFor={`reopen-${session.id}`}>Motivo da reabertura</Label>
            <Input id={`reopen-${session.id}`} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          </div>
          <Button type="submit" disabled={reopen.isPending}>
            Reabrir
          </Button>
        </form>
      ) : null}
    </li>
  );
}
