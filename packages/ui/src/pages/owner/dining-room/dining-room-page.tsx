import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { useRestaurantLiveOrders } from '@/features/live/use-live-orders';
import { OwnerPageHeader } from '../owner-page-header';
import { DiningTableCard } from './dining-table-card';
import { useDiningRoom, useNow } from './use-dining-room';
import { useWorkRestaurant } from './use-work-restaurant';

/**
 * /mesas, board › Mesas (issue 33; owner and staff): every table, free or occupied, its total so
 * far, how long since its first order, and the calls waiting ('Atendido'). Live: the board's
 * stream refreshes it on every order and call.
 */
export default function DiningRoomPage() {
  const { restaurantId, isLoading } = useWorkRestaurant();
  if (isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40 pb-12">
      <title>Mesas · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Mesas" subtitle="Contas abertas e chamados" width="max-w-6xl" />
      <main className="mx-auto max-w-6xl px-4 py-6">
        {restaurantId ? <DiningRoom restaurantId={restaurantId} /> : <p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}
      </main>
    </div>
  );
}

function DiningRoom({ restaurantId }: { restaurantId: string }) {
  const room = useDiningRoom(restaurantId);
  const now = useNow();
  useRestaurantLiveOrders(restaurantId);
  return (
    <QueryState
      query={room}
      loading="Carregando mesas..."
      isEmpty={(data) => data.tables.length === 0}
      empty={<p className="text-center text-muted-foreground">Nenhuma mesa ativa. O dono cadastra as mesas em Configurações › Mesas.</p>}
      className="justify-center py-12"
    >
      {(data) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Mesas">
          {data.tables.map((table) => (
            <li key={table.id}>
              <DiningTableCard restaurantId={restaurantId} table={table} now={now} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
