import { roleOf } from '@/app/route-paths';
import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { CashHistory } from './cash-history';
import { CashOpenForm } from './cash-open-form';
import { CashOpenSession } from './cash-open-session';

/**
 * /caixa (issue 32): open the caixa, sangria and suprimento, close it with a count, the history.
 * The owner works their restaurant's; a staff member (routed here only when the owner allows it)
 * their workplace's, without 'Reabrir caixa', which stays the owner's.
 */
export default function CashPage() {
  const { user } = useCurrentUser();
  // A staff member's workplace; an owner (even one on another restaurant's team) works their own.
  const workplace = roleOf(user ?? null) === 'staff' ? (user?.workplace ?? null) : null;
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null, enabled: !workplace });
  if (!workplace && mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40 pb-12">
      <title>Caixa · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Caixa" subtitle={workplace ? workplace.restaurantName : mine.data?.name} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        {workplace ? (
          <CashScreen restaurantId={workplace.restaurantId} canReopen={false} />
        ) : (
          <QueryState query={mine} className="text-center" empty={<p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}>
            {(restaurant) => <CashScreen restaurantId={restaurant.id} canReopen />}
          </QueryState>
        )}
      </main>
    </div>
  );
}

function CashScreen({ restaurantId, canReopen }: { restaurantId: string; canReopen: boolean }) {
  // None open is a 404: the screen then offers 'Abrir caixa'. Refetched on focus and every 30 s (orders delivered meanwhile).
  const current = trpc.cashRegister.current.useQuery({ id: restaurantId }, { retry: false, refetchInterval: 30_000, refetchOnWindowFocus: true });
  const noneOpen = current.error?.data?.httpStatus === 404;
  return (
    <>
      {current.isLoading ? <p className="text-muted-foreground">Carregando caixa...</p> : null}
      {current.data ? <CashOpenSession session={current.data} /> : null}
      {noneOpen ? <CashOpenForm restaurantId={restaurantId} /> : null}
      {current.error && !noneOpen ? <p role="alert" className="text-destructive">{current.error.message}</p> : null}
      <CashHistory restaurantId={restaurantId} canReopen={canReopen} />
    </>
  );
}
