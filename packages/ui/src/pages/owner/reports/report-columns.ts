import type { ReportBreakdown, ReportBreakdownResult } from '@direto/contracts';
import { formatBRL } from '@/lib/format';

/** Issue 32: each breakdown's table on the screen (the CSV has the same columns, server-side). */
interface ReportColumn {
  label: string;
  /** Numbers align right. */
  numeric?: boolean;
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: string[][];
}

export const WEEKDAY_NAMES = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

const text = (label: string): ReportColumn => ({ label });
const number = (label: string): ReportColumn => ({ label, numeric: true });
const count = (value: number) => value.toLocaleString('pt-BR');
/** '2026-11-21' → '21/11/2026'. */
export const brazilianDate = (key: string) => key.split('-').reverse().join('/');

const ORDERS_AND_NET = [number('Pedidos'), number('Vendas líquidas')];

export function reportTable(report: ReportBreakdownResult): ReportTable {
  switch (report.breakdown) {
    case 'days':
      return {
        columns: [text('Dia'), number('Pedidos'), number('Vendas brutas'), number('Descontos'), number('Taxas de entrega'), number('Taxas de serviço'), number('Vendas líquidas')],
        rows: report.rows.map((row) => [
          brazilianDate(row.date),
          count(row.orders),
          formatBRL(row.grossSales),
          formatBRL(row.discounts),
          formatBRL(row.deliveryFees),
          formatBRL(row.serviceCharges),
          formatBRL(row.net),
        ]),
      };
    case 'hours':
      return {
        columns: [text('Dia da semana'), text('Hora'), ...ORDERS_AND_NET],
        rows: report.rows.map((row) => [WEEKDAY_NAMES[row.weekday] ?? '', `${String(row.hour).padStart(2, '0')}h`, count(row.orders), formatBRL(row.net)]),
      };
    case 'products':
      return {
        columns: [text('Produto'), number('Quantidade'), number('Receita'), number('Participação')],
        rows: report.rows.map((row) => [row.product, count(row.quantity), formatBRL(row.revenue), `${row.share.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`]),
      };
    case 'coupons':
      return {
        columns: [text('Cupom ou oferta'), text('Código'), number('Usos'), number('Desconto'), number('Vendas líquidas')],
        rows: report.rows.map((row) => [row.title, row.code ?? '—', count(row.uses), formatBRL(row.discount), formatBRL(row.revenue)]),
      };
    case 'customers':
      return {
        columns: [text('Clientes'), number('Quantidade'), ...ORDERS_AND_NET],
        rows: report.rows.map((row) => [row.label, count(row.customers), count(row.orders), formatBRL(row.net)]),
      };
    default:
      return { columns: [text(FIRST_COLUMN[report.breakdown]), ...ORDERS_AND_NET], rows: report.rows.map((row) => [row.label, count(row.orders), formatBRL(row.net)]) };
  }
}

const FIRST_COLUMN: Record<Extract<ReportBreakdown, 'payments' | 'districts' | 'order-types' | 'origins'>, string> = {
  payments: 'Forma de pagamento',
  districts: 'Bairro',
  'order-types': 'Tipo de pedido',
  origins: 'Origem',
};
