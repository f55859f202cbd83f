import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { shortOrderId } from '@/lib/format';
import { KitchenTicketSheet } from './kitchen-ticket-sheet';
import type { TicketOrder } from './kitchen-ticket';
import type { PrintSettings } from './print-settings';
import { fitPageToTicket } from './ticket-styles';

const FRAME_ID = 'kitchen-ticket-print-frame';

/** The browser's print call, kept in one object so component tests can observe it (jsdom cannot print). */
export const ticketPrinter = {
  print(frame: Window): void {
    frame.focus();
    frame.print();
  },
};

let mounted: Root | null = null;

/**
 * A hidden, empty (about:blank) frame of this page. Printing a frame prints only its document,
 * so the ticket never shares the page with the dashboard. A frame of our own ticket route
 * cannot be used: the server forbids framing its pages (X-Frame-Options DENY,
 * frame-ancestors 'none'). The frame stays for the next ticket.
 */
function printFrame(): HTMLIFrameElement {
  const existing = document.getElementById(FRAME_ID);
  if (existing instanceof HTMLIFrameElement) return existing;
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'Comanda para impressão';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Set through the CSSOM, which the Content-Security-Policy does not restrict.
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: '0', height: '0', border: '0' });
  document.body.append(frame);
  return frame;
}

/**
 * Prints the ticket of `order` — `copies` tickets, one page each, on `paper` — through the
 * hidden frame: the browser's print dialog, or straight to the printer when Chrome runs with
 * --kiosk-printing.
 */
export function printTicket(order: TicketOrder, { paper, copies }: Pick<PrintSettings, 'paper' | 'copies'>, banner?: string): void {
  const frame = printFrame();
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) throw new Error('O navegador não permitiu preparar a impressão.');
  mounted?.unmount();
  // A fresh document each time (Firefox replaces a frame's first about:blank document on load).
  doc.open();
  doc.write('<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title></title></head><body></body></html>');
  doc.close();
  // The title names the print job (and the PDF, when saving one).
  doc.title = `Pedido ${shortOrderId(order.id)}`;
  const container = doc.createElement('div');
  doc.body.append(container);
  mounted = createRoot(container);
  const root = mounted;
  flushSync(() => root.render(<KitchenTicketSheet order={order} paper={paper} copies={copies} banner={banner} />));
  fitPageToTicket(doc, paper);
  // Printing focuses the frame; give focus back (the 'Imprimir' button) for keyboard users.
  const focused = document.activeElement;
  ticketPrinter.print(view);
  if (focused instanceof HTMLElement) focused.focus();
}
