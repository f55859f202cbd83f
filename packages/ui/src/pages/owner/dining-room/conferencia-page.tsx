import { useLayoutEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import type { Tab, TabSplit } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SlipRows } from '@/features/kitchen-ticket/slip-rows';
import { fitPageToTicket, ticketStyleSheet } from '@/features/kitchen-ticket/ticket-styles';
import { conferenciaRows } from './conferencia-rows';
import { useDiningRoom } from './use-dining-room';
import { useWorkRestaurant } from './use-work-restaurant';

/**
 * /mesas/{tableId}/conferencia (issue 33): the 'Conferência de mesa' on 80 mm paper, as it prints
 * (the kitchen ticket's stylesheet and page sizing), with 'Imprimir'. A split by items comes from
 * the conta screen (it is not stored); an equal split is the conta's own.
 */
export default function ConferenciaPage() {
  const { tableId = '' } = useParams();
  const location = useLocation();
  const passed = (location.state as { split?: TabSplit | null } | null)?.split ?? null;
  const { restaurantId, isLoading } = useWorkRestaurant();
  if (isLoading || !restaurantId) return <FullPageSpinner />;
  return (
    <div className="kitchen-ticket-stage min-h-dvh bg-muted/60 pb-8">
      <title>Conferência de mesa · Direto</title>
      <header className="kitchen-ticket-screen-only border-b border-border bg-background">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
          <Button variant="ghost" size="icon" asChild>
            <Link to={`/mesas/${tableId}`} aria-label="Voltar à conta">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
          <h1 className="min-w-0 flex-1 text-lg font-semibold">Conferência de mesa</h1>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
        </div>
      </header>
      <main className="pt-6">
        <Conferencia restaurantId={restaurantId} tableId={tableId} passedSplit={passed} />
      </main>
    </div>
  );
}

function Conferencia({ restaurantId, tableId, passedSplit }: { restaurantId: string; tableId: string; passedSplit: TabSplit | null }) {
  const room = useDiningRoom(restaurantId);
  return (
    <QueryState query={room} loading="Carregando conta..." className="kitchen-ticket-screen-only justify-center py-12">
      {(data) => {
        const tab = data.tables.find((entry) => entry.id === tableId)?.tab;
        if (!tab) return <p className="kitchen-ticket-screen-only text-center text-muted-foreground">Mesa livre: nenhuma conta aberta.</p>;
        return <Paper restaurantName={data.restaurantName} tab={tab} split={passedSplit ?? tab.split} />;
      }}
    </QueryState>
  );
}

function Paper({ restaurantName, tab, split }: { restaurantName: string; tab: Tab; split: TabSplit | null }) {
  useLayoutEffect(() => fitPageToTicket(document, 80), [tab, split]);
  return (
    <div className="kitchen-ticket-paper">
      <style>{ticketStyleSheet(80)}</style>
      <article className="kitchen-ticket" aria-label="Conferência de mesa">
        <SlipRows rows={conferenciaRows(restaurantName, tab, split)} />
      </article>
    </div>
  );
}
