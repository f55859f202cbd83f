import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Printer } from 'lucide-react';
import { formatBRL, tableLabel, type DiningRoom, type Tab, type TabSplit } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { useRestaurantLiveOrders } from '@/features/live/use-live-orders';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { TabAmounts } from './tab-amounts';
import { TabOrders } from './tab-orders';
import { TabPaymentForm } from './tab-payment-form';
import { TabPayments } from './tab-payments';
import { TabSplitSection } from './tab-split-section';
import { useDiningRoom } from './use-dining-room';
import { useWorkRestaurant } from './use-work-restaurant';

/**
 * /mesas/{tableId}, the conta of a table (issue 33; owner and staff): its orders and items, the
 * service charge ('Remover'), 'Dividir' (equally or by items), 'Registrar pagamento' until
 * 'Restante: R$ 0,00', 'Fechar conta' and 'Imprimir conferência'. The server computes every
 * amount; the screen shows its answers.
 */
export default function TabPage() {
  const { tableId = '' } = useParams();
  const { restaurantId, isLoading } = useWorkRestaurant();
  if (isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40 pb-12">
      <title>Conta da mesa · Direto</title>
      {restaurantId ? <TabScreen restaurantId={restaurantId} tableId={tableId} /> : null}
    </div>
  );
}

function TabScreen({ restaurantId, tableId }: { restaurantId: string; tableId: string }) {
  const room = useDiningRoom(restaurantId);
  useRestaurantLiveOrders(restaurantId);
  const table = room.data?.tables.find((entry) => entry.id === tableId);
  return (
    <>
      <OwnerPageHeader back={{ to: '/mesas', label: 'Voltar às mesas' }} title={table ? tableLabel(table.name) : 'Conta da mesa'} subtitle={room.data?.restaurantName} />
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        <QueryState query={room} loading="Carregando conta..." className="justify-center py-12">
          {(data) =>
            table?.tab ? (
              <OpenTab key={table.tab.id} room={data} tab={table.tab} tableId={tableId} />
            ) : (
              <p className="rounded-lg border border-border bg-background p-6 text-center text-muted-foreground">
                Mesa livre: nenhuma conta aberta. <Link to="/mesas" className="underline">Voltar às mesas</Link>
              </p>
            )
          }
        </QueryState>
      </main>
    </>
  );
}

function OpenTab({ room, tab, tableId }: { room: DiningRoom; tab: Tab; tableId: string }) {
  const utils = trpc.useUtils();
  // A split by items is the server's answer to 'Dividir', not stored: kept here while the screen is open.
  const [itemSplit, setItemSplit] = useState<TabSplit | null>(null);
  const [assignments, setAssignments] = useState<Record<string, number>>({});
  const [people, setPeople] = useState(tab.split?.people ?? 2);
  const [splitMode, setSplitMode] = useState<'none' | 'people' | 'items'>(tab.split?.kind ?? 'none');
  const refresh = () => utils.tabs.diningRoom.invalidate();
  const close = trpc.tabs.close.useMutation({
    onSuccess: async (closed) => {
      toast({ title: `Conta fechada: ${formatBRL(closed.total)}`, description: `${tableLabel(closed.tableName)} está livre.` });
      await refresh();
    },
    onError: (error) => toastError('Não foi possível fechar a conta', error),
  });
  const split = splitMode === 'items' ? itemSplit : tab.split;
  return (
    <>
      <TabOrders tab={tab} assigning={splitMode === 'items' ? { people, assignments, onAssign: (itemId, person) => setAssignments((current) => ({ ...current, [itemId]: person })) } : null} />
      <TabAmounts tab={tab} />
      <TabSplitSection
        tab={tab}
        mode={splitMode}
        onMode={setSplitMode}
        people={people}
        onPeople={setPeople}
        assignments={assignments}
        split={split}
        onItemSplit={setItemSplit}
      />
      <TabPayments tab={tab} />
      <TabPaymentForm tab={tab} methods={room.paymentMethods} shares={split?.shares ?? []} />
      <div className="flex flex-wrap gap-2">
        <Button size="lg" disabled={tab.remaining !== '0.00' || close.isPending} onClick={() => close.mutate({ tabId: tab.id })}>
          Fechar conta
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to={`/mesas/${tableId}/conferencia`} state={{ split }}>
            <Printer aria-hidden="true" />
            Imprimir conferência
          </Link>
        </Button>
      </div>
    </>
  );
}
