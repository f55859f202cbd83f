import { cashDifferenceLabel } from './cash-closing';
import { formatBRL } from './money';
import { CASH_MOVEMENT_LABELS, type CashSession } from './schemas/cash-register';

/** One row of the closing slip: a text, with a value at the right, or a rule across the paper. */
export interface CashSlipRow {
  text: string;
  value?: string;
  bold?: boolean;
  /** A rule across the paper (text empty). */
  rule?: boolean;
}

/** The label the signature line carries. */
export const CASH_SLIP_SIGNATURE = 'Assinatura';

function dateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * Issue 32: the closing slip ('Fechamento de caixa') as rows — the PDF (80 mm) and the printed
 * page draw the same rows, so what is printed and what is downloaded never disagree.
 */
export function cashSlipRows(session: CashSession, restaurantName: string, timeZone: string): CashSlipRow[] {
  const rows: CashSlipRow[] = [
    { text: 'Fechamento de caixa', bold: true },
    { text: restaurantName },
    { text: `Aberto em ${dateTime(session.openedAt, timeZone)} por ${session.openedByName}` },
  ];
  if (session.closedAt) rows.push({ text: `Fechado em ${dateTime(session.closedAt, timeZone)} por ${session.closedByName ?? ''}`.trim() });
  rows.push(
    { text: '', rule: true },
    { text: 'Dinheiro', bold: true },
    { text: 'Fundo de troco', value: formatBRL(session.cash.openingFloat) },
    { text: 'Recebido em dinheiro', value: formatBRL(session.cash.cashReceived) },
    { text: 'Troco dado', value: `- ${formatBRL(session.cash.changeGiven)}` },
    { text: 'Suprimentos', value: formatBRL(session.cash.deposits) },
    { text: 'Sangrias', value: `- ${formatBRL(session.cash.withdrawals)}` },
    { text: 'Dinheiro esperado', value: formatBRL(session.cash.expected), bold: true },
    { text: '', rule: true },
  );
  for (const line of session.lines) {
    rows.push({ text: `${line.label} (${line.orderCount} ${line.orderCount === 1 ? 'pedido' : 'pedidos'})`, bold: true });
    rows.push({ text: 'Esperado', value: formatBRL(line.expected) });
    if (line.counted !== null && line.difference !== null) {
      rows.push({ text: 'Contado', value: formatBRL(line.counted) });
      rows.push({ text: cashDifferenceLabel(line.difference) });
    }
  }
  rows.push(
    { text: '', rule: true },
    { text: `Vendas (${session.orderCount} ${session.orderCount === 1 ? 'pedido' : 'pedidos'})`, value: formatBRL(session.salesTotal), bold: true },
    { text: 'Total esperado', value: formatBRL(session.expectedTotal) },
  );
  if (session.countedTotal !== null && session.differenceTotal !== null) {
    rows.push({ text: 'Total contado', value: formatBRL(session.countedTotal) }, { text: `Diferença total: ${cashDifferenceLabel(session.differenceTotal)}`, bold: true });
  }
  // Issue 33: where the sales came from, and what each member of the staff took.
  for (const [title, shares] of [
    ['Vendas por origem', session.byOrigin],
    ['Pedidos da equipe', session.byStaff],
  ] as const) {
    if (shares.length === 0) continue;
    rows.push({ text: '', rule: true }, { text: title, bold: true });
    for (const share of shares) rows.push({ text: `${share.label} (${share.orderCount} ${share.orderCount === 1 ? 'pedido' : 'pedidos'})`, value: formatBRL(share.total) });
  }
  if (session.movements.length > 0) {
    rows.push({ text: '', rule: true }, { text: 'Movimentações', bold: true });
    for (const movement of session.movements) {
      rows.push({ text: `${CASH_MOVEMENT_LABELS[movement.type]} · ${movement.reason}`, value: formatBRL(movement.amount) });
    }
  }
  for (const reopening of session.reopenings) {
    rows.push({ text: `Reaberto em ${dateTime(reopening.reopenedAt, timeZone)} por ${reopening.reopenedByName}: ${reopening.reason}` });
  }
  return rows;
}
