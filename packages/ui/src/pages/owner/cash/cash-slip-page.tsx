import { useLayoutEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Printer } from 'lucide-react';
import { CASH_SLIP_SIGNATURE, cashSlipRows, type CashSession } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { BackArrowLink } from '@/components/back-arrow-link';
import { SlipRows } from '@/features/kitchen-ticket/slip-rows';
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
      <header className="kitchen-ticket-screen-only border-b border-border bg-background">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
          <BackArrowLink to="/caixa" label="Voltar ao caixa" />
          <h1 className="min-w-0 flex-1 text-lg font-semibold">Comprovante de fechamento</h1>
          <Button variant="outline" asChild>
            <a href={`/api/cash-sessions/${sessionId}/report.pdf`} download>
              Baixar PDF
            </a>
          </Button>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
        </div>
      </header>
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
