import { cashLineLabel, formatBRL, formatPercent, tableLabel, type CashSlipRow, type Tab, type TabSplit } from '@direto/contracts';

/**
 * 'Conferência de mesa' on 80 mm paper: the restaurant, 'Mesa 12', every item of the conta's
 * orders (cancelled ones left out), subtotal, service charge, total, the split and the payments so far.
 */
export function conferenciaRows(restaurantName: string, tab: Tab, split: TabSplit | null): CashSlipRow[] {
  const items = tab.orders
    .filter((order) => order.status !== 'cancelled')
    .flatMap((order) => order.items.map((item) => ({ text: `${item.quantity}x ${item.productName}`, value: formatBRL(item.totalPrice) })));
  const rows: CashSlipRow[] = [
    { text: restaurantName.toUpperCase(), bold: true },
    { text: 'Conferência de mesa', bold: true },
    { text: tableLabel(tab.tableName), bold: true },
    { text: '', rule: true },
    ...items,
    { text: '', rule: true },
    { text: 'Subtotal', value: formatBRL(tab.subtotal) },
    { text: `Taxa de serviço (${formatPercent(tab.serviceChargePercent)})`, value: formatBRL(tab.serviceCharge) },
    { text: 'Total', value: formatBRL(tab.total), bold: true },
  ];
  if (split) {
    rows.push({ text: '', rule: true }, { text: split.kind === 'people' ? `Dividido por ${split.people}` : 'Dividido por itens', bold: true });
    for (const share of split.shares) rows.push({ text: `Pessoa ${share.person}`, value: formatBRL(share.amount) });
  }
  if (tab.payments.length > 0) {
    rows.push({ text: '', rule: true }, { text: 'Pagamentos', bold: true });
    for (const payment of tab.payments) rows.push({ text: cashLineLabel(payment.method, payment.brand), value: formatBRL(payment.amount) });
    rows.push({ text: 'Restante', value: formatBRL(tab.remaining), bold: true });
  }
  return rows;
}
