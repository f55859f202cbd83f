import type { ReportBreakdownResult } from '@direto/contracts';
import { brazilianCsv, brazilianDateOfKey, decimalComma } from '../brazilian-csv';

/**
 * Issue 32: a breakdown as the CSV of the customers export (brazilian-csv.ts): one row per line
 * of the table on the screen, money with the decimal comma, dates dd/mm/aaaa.
 */

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
const count = (value: number) => String(value);
const percent = (value: number) => decimalComma(value.toFixed(1));

export function reportCsv(report: ReportBreakdownResult): string {
  switch (report.breakdown) {
    case 'days':
      return brazilianCsv(
        ['Dia', 'Pedidos', 'Vendas brutas', 'Descontos', 'Taxas de entrega', 'Taxas de serviço', 'Vendas líquidas'],
        report.rows.map((row) => [
          brazilianDateOfKey(row.date),
          count(row.orders),
          decimalComma(row.grossSales),
          decimalComma(row.discounts),
          decimalComma(row.deliveryFees),
          decimalComma(row.serviceCharges),
          decimalComma(row.net),
        ]),
      );
    case 'hours':
      return brazilianCsv(
        ['Dia da semana', 'Hora', 'Pedidos', 'Vendas líquidas'],
        report.rows.map((row) => [WEEKDAYS[row.weekday] ?? '', `${String(row.hour).padStart(2, '0')}h`, count(row.orders), decimalComma(row.net)]),
      );
    case 'products':
      return brazilianCsv(
        ['Produto', 'Quantidade', 'Receita', 'Participação (%)'],
        report.rows.map((row) => [row.product, count(row.quantity), decimalComma(row.revenue), percent(row.share)]),
      );
    case 'payments':
      return brazilianCsv(['Forma de pagamento', 'Pedidos', 'Vendas líquidas'], report.rows.map((row) => [row.label, count(row.orders), decimalComma(row.net)]));
    case 'districts':
      return brazilianCsv(['Bairro', 'Pedidos', 'Vendas líquidas'], report.rows.map((row) => [row.label, count(row.orders), decimalComma(row.net)]));
    case 'order-types':
      return brazilianCsv(['Tipo de pedido', 'Pedidos', 'Vendas líquidas'], report.rows.map((row) => [row.label, count(row.orders), decimalComma(row.net)]));
    case 'origins':
      return brazilianCsv(['Origem', 'Pedidos', 'Vendas líquidas'], report.rows.map((row) => [row.label, count(row.orders), decimalComma(row.net)]));
    case 'coupons':
      return brazilianCsv(
        ['Cupom ou oferta', 'Código', 'Usos', 'Desconto', 'Vendas líquidas'],
        report.rows.map((row) => [row.title, row.code ?? '', count(row.uses), decimalComma(row.discount), decimalComma(row.revenue)]),
      );
    case 'customers':
      return brazilianCsv(['Clientes', 'Quantidade', 'Pedidos', 'Vendas líquidas'], report.rows.map((row) => [row.label, count(row.customers), count(row.orders), decimalComma(row.net)]));
  }
}
