import { useLayoutEffect } from 'react';
import { useParams } from 'react-router-dom';
import { CASH_SLIP_SIGNATURE, cashSlipRows, type CashSession } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { SlipRows } from '@/features/kitchen-ticket/slip-rows';
import { SlipScreenHeader } from '@/features/kitchen-ticket/slip-screen-header';
import { ticketStyleSheet, fitPageToTicket } from '@/features/kitchen-ticket/ticket-styles';
import { trpc } from '@/lib/trpc';

/**
 * /caixa/{sessionId}/comprovante (issue 32): the closing slip on 80 mm paper, as it prints (the
 * kitchen ticket's stylesheet and page sizing), with 'Imprimir' and 'Baixar PDF'. The session
 * carries the restaurant's name and time zone: the same slip as the PDF, for the owner and staff.
 */
export default function CashSlipPage() {
  const { sessionId = '' } = useParams();
  const session = trpc.cashRegister.get.useQuery({ sessionId });
  return (
    <div className="kitchen-ticket-stage min-h-dvh bg-muted/60 pb-8">
      <title>Fechamento de caixa · Direto</title>
      <SlipScreenHeader back={{ to: '/caixa', label: 'Voltar ao caixa' }} title="Comprovante de fechamento">
        <Button variant="outline" asChild>
          <a href={`/api/cash-sessions/${sessionId}/report.pdf`} download>
            Baixar PDF
          </a>
        </Button>
      </SlipScreenHeader>
      <main className="pt-6">
        <QueryState query={session} loading="Carregando comprovante..." className="kitchen-ticket-screen-only justify-center py-12">
          {(data) => <SlipOnPaper session={data} />}
        </QueryState>
      </main>
    </div>
  );
}

function SlipOnPaper({ session }: { session: CashSession }) {
  useLayoutEffect(() => fitPageToTicket(document, 80), [session]);
  return (
    <div className="kitchen-ticket-paper">
      <style>{ticketStyleSheet(80)}</style>
      <article className="kitchen-ticket" aria-label="Fechamento de caixa">
        <SlipRows rows={cashSlipRows(session, session.restaurantName, session.restaurantTimeZone)} />
        <div style={{ marginTop: '14mm', borderTop: '1px solid #000', textAlign: 'center' }}>{CASH_SLIP_SIGNATURE}</div>
      </article>
    </div>
  );
}
