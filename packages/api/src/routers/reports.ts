import { z } from 'zod';
import { REPORT_BREAKDOWNS, REPORT_MAX_DAYS, reportBreakdownInputSchema, reportBreakdownResultSchema, reportRangeInputSchema, reportSummarySchema } from '@direto/contracts';
import { ownerReportBreakdown, ownerReportCsv, ownerReportSummary } from '../services/reports/reports';
import { ownerProcedure, router } from '../trpc';

const PERIOD =
  `from e to são dias de operação (AAAA-MM-DD, inclusive, no máximo ${REPORT_MAX_DAYS} dias) no fuso do restaurante: ` +
  'um pedido da madrugada, num turno que abriu na véspera, conta para o dia em que o turno abriu. Vendas são os pedidos entregues; cancelados nunca contam.';

/** Issue 32: the owner's Relatórios — the period's totals and each breakdown, as JSON or as CSV for Excel. */
export const reportsRouter = router({
  summary: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/reports/summary' },
      description:
        `Os totais do período (apenas o dono): vendas brutas, descontos, taxas de entrega, líquido (= Σ totais), pedidos, ticket médio, cancelados (quantidade, valor, por motivo) e pedidos em andamento à parte. ${PERIOD}`,
    })
    .input(reportRangeInputSchema)
    .output(reportSummarySchema)
    .query(({ ctx, input }) => ownerReportSummary(ctx.em, ctx.user, input)),

  breakdown: ownerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/restaurants/{id}/reports/{breakdown}',
        csvVariant: { procedure: 'reports.breakdownCsv', fileName: 'relatorio.csv' },
      },
      description:
        `Um detalhamento das vendas do período (apenas o dono): breakdown ∈ ${REPORT_BREAKDOWNS.join(', ')}. ` +
        `Com Accept: text/csv (ou o sufixo .csv) responde o CSV do Excel. Σ por forma de pagamento = Σ por dia = líquido do resumo. ${PERIOD}`,
    })
    .input(reportBreakdownInputSchema)
    .output(reportBreakdownResultSchema)
    .query(({ ctx, input }) => ownerReportBreakdown(ctx.em, ctx.user, input)),

  breakdownCsv: ownerProcedure
    .meta({
      description:
        'O mesmo detalhamento em CSV para o Excel (apenas o dono): UTF-8 com BOM, separador ";", decimais com vírgula (12,50), datas dd/mm/aaaa, linhas CRLF. ' +
        'Em REST: GET /api/restaurants/{id}/reports/{breakdown} com Accept: text/csv, ou /reports/{breakdown}.csv.',
    })
    .input(reportBreakdownInputSchema)
    .output(z.string())
    .query(({ ctx, input }) => ownerReportCsv(ctx.em, ctx.user, input)),
});
