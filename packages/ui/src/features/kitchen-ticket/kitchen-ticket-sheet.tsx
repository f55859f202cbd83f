import { KitchenTicket, type TicketOrder } from './kitchen-ticket';
import type { PaperWidth } from './paper';
import { ticketStyleSheet } from './ticket-styles';

interface KitchenTicketSheetProps {
  order: TicketOrder;
  paper: PaperWidth;
  copies: number;
  banner?: string;
}

/** What goes to the printer: the ticket's stylesheet and one ticket per copy, each on its own page. */
export function KitchenTicketSheet({ order, paper, copies, banner }: KitchenTicketSheetProps) {
  return (
    <>
      <style>{ticketStyleSheet(paper)}</style>
      {Array.from({ length: copies }, (_, copy) => (
        <KitchenTicket key={copy} order={order} paper={paper} banner={banner} />
      ))}
    </>
  );
}
