import { useLayoutEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Tab, TabSplit } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SlipRows } from '@/features/kitchen-ticket/slip-rows';
import { SlipScreenHeader } from '@/features/kitchen-ticket/slip-screen-header';
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
      <SlipScreenHeader back={{ to: `/mesas/${tableId}`, label: 'Voltar à conta' }} title="Conferência de mesa" />
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
