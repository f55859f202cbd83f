import { useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { RESTAURANT_TIME_ZONE, REPORT_BREAKDOWN_LABELS, type ReportBreakdown, type ReportRows, type ReportSummary } from '@direto/contracts';
import { DateInput } from '@/components/date-input';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { FullPageSpinner } from '@/components/ui/spinner';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { DayBars, HourHeatMap } from './report-charts';
import { reportTable } from './report-columns';
import { customPeriod, PERIOD_LABELS, PERIODS, presetPeriod, type Period, type PeriodChoice } from './report-period';

/** The tables of the screen, in the order the owner reads them (days and hours have charts too). */
const TABLES: ReportBreakdown[] = ['days', 'hours', 'products', 'payments', 'districts', 'order-types', 'origins', 'coupons', 'customers'];

/** /relatorios (issue 32): the owner's sales by period — totals, charts and tables, each exported as CSV. */
export default function ReportsPage() {
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Relatórios · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Relatórios" subtitle={mine.data?.name} width="max-w-6xl" />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <QueryState query={mine} className="text-center" empty={<p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}>
          {(restaurant) => <Reports restaurantId={restaurant.id} />}
        </QueryState>
      </main>
    </div>
  );
}

function Reports({ restaurantId }: { restaurantId: string }) {
  const hours = trpc.openingHours.get.useQuery({ id: restaurantId });
  const timeZone = hours.data?.timezone ?? RESTAURANT_TIME_ZONE;
  const [choice, setChoice] = useState<PeriodChoice>('today');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const custom = useMemo(() => customPeriod(fromText, toText), [fromText, toText]);
  const period: Period | null = choice === 'custom' ? ('problem' in custom ? null : custom) : presetPeriod(choice, new Date(), timeZone);

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Período</legend>
        <div className="flex flex-wrap gap-2">
          {PERIODS.map((option) => (
            <Button key={option} type="button" variant={choice === option ? 'default' : 'outline'} size="sm" aria-pressed={choice === option} onClick={() => setChoice(option)}>
              {PERIOD_LABELS[option]}
            </Button>
          ))}
        </div>
        {choice === 'custom' ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <Label htmlFor="report-from">De</Label>
              <DateInput id="report-from" value={fromText} onChange={setFromText} className="w-36" />
            </div>
            <div className="space-y-1">
              <Label htmlFor="report-to">Até</Label>
              <DateInput id="report-to" value={toText} onChange={setToText} className="w-36" />
            </div>
            {'problem' in custom && fromText && toText ? (
              <p role="alert" className="text-sm text-destructive">
                {custom.problem}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      {period ? <PeriodReports restaurantId={restaurantId} period={period} /> : <p className="text-muted-foreground">Informe as duas datas (dd/mm/aaaa) para ver o relatório.</p>}
    </div>
  );
}

function PeriodReports({ restaurantId, period }: { restaurantId: string; period: Period }) {
  const input = { id: restaurantId, ...period };
  const summary = trpc.reports.summary.useQuery(input);
  return (
    <div className="space-y-6">
      <QueryState query={summary}>{(totals) => <SummaryCards summary={totals} />}</QueryState>
      {TABLES.map((breakdown) => (
        <BreakdownCard key={breakdown} restaurantId={restaurantId} period={period} breakdown={breakdown} />
      ))}
    </div>
  );
}

function SummaryCards({ summary }: { summary: ReportSummary }) {
  const cards: [string, string, string][] = [
    ['Vendas líquidas', formatBRL(summary.net), 'report-net'],
    ['Pedidos entregues', summary.orders.toLocaleString('pt-BR'), 'report-orders'],
    ['Ticket médio', summary.averageTicket ? formatBRL(summary.averageTicket) : '—', 'report-average'],
    ['Vendas brutas', formatBRL(summary.grossSales), 'report-gross'],
    ['Descontos', formatBRL(summary.discounts), 'report-discounts'],
    ['Taxas de entrega', formatBRL(summary.deliveryFees), 'report-fees'],
    ['Taxas de serviço', formatBRL(summary.serviceCharges), 'report-service'],
    ['Cancelados', `${summary.cancelled.count} · ${formatBRL(summary.cancelled.value)}`, 'report-cancelled'],
    ['Em andamento', `${summary.inProgress.count} · ${formatBRL(summary.inProgress.value)}`, 'report-in-progress'],
  ];
  return (
    <section aria-label="Totais do período" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map(([label, value, testId]) => (
          <Card key={label}>
            <CardContent className="space-y-1 p-4">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-lg font-semibold tabular-nums" data-testid={testId}>
                {value}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      {summary.cancelled.byReason.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Cancelados por motivo: {summary.cancelled.byReason.map((reason) => `${reason.reason} (${reason.count} · ${formatBRL(reason.value)})`).join('; ')}
        </p>
      ) : null}
    </section>
  );
}

function csvUrl(restaurantId: string, breakdown: ReportBreakdown, period: Period): string {
  return `/api/restaurants/${restaurantId}/reports/${breakdown}.csv?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}

function BreakdownCard({ restaurantId, period, breakdown }: { restaurantId: string; period: Period; breakdown: ReportBreakdown }) {
  const report = trpc.reports.breakdown.useQuery({ id: restaurantId, ...period, breakdown });
  const title = REPORT_BREAKDOWN_LABELS[breakdown];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{title}</CardTitle>
        <Button variant="outline" size="sm" asChild>
          <a href={csvUrl(restaurantId, breakdown, period)} download={`relatorio-${breakdown}-${period.from}-${period.to}.csv`} aria-label={`Exportar CSV: ${title}`}>
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState query={report}>
          {(result) => (
            <>
              {result.breakdown === 'days' ? <DayBars rows={result.rows as ReportRows<'days'>} /> : null}
              {result.breakdown === 'hours' ? <HourHeatMap rows={result.rows as ReportRows<'hours'>} /> : null}
              <BreakdownTable caption={title} table={reportTable(result)} />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function BreakdownTable({ caption, table }: { caption: string; table: ReturnType<typeof reportTable> }) {
  if (table.rows.length === 0) return <p className="text-sm text-muted-foreground">Sem vendas no período.</p>;
  return (
    // Scrolls on its own (long periods, phones): focusable so a keyboard can scroll it too.
    <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`Tabela: ${caption}`}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {table.columns.map((column) => (
              <th key={column.label} scope="col" className={`px-2 py-2 font-medium ${column.numeric ? 'text-right' : 'text-left'}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index} className="border-b border-border last:border-0">
              {row.map((cell, column) => (
                <td key={column} className={`px-2 py-1.5 ${table.columns[column]?.numeric ? 'text-right tabular-nums' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
