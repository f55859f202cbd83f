import { useMemo } from 'react';
import type { ReportRows } from '@direto/contracts';
import { toCents } from '@direto/contracts';
import { formatBRL } from '@/lib/format';
import { BarChart } from './bar-chart';
import { brazilianDate, WEEKDAY_NAMES } from './report-columns';

/**
 * Issue 32: the day view and the hour view. Bars are drawn by Chart.js (bar-chart.tsx, in this
 * screen's chunk only); the weekday × hour heat map, which Chart.js has no chart for, stays a CSS
 * grid beside the per-hour bars. They are pictures of the tables below them, which are the
 * accessible form: each chart has a text alternative.
 */

const cents = (amount: string) => toCents(amount) / 100;
const money = (value: number) => formatBRL(value.toFixed(2));

export function DayBars({ rows }: { rows: ReportRows<'days'> }) {
  const best = rows.reduce<ReportRows<'days'>[number] | null>((top, row) => (!top || toCents(row.net) > toCents(top.net) ? row : top), null);
  const summary = best && toCents(best.net) > 0 ? `Maior venda em ${brazilianDate(best.date)}: ${formatBRL(best.net)}.` : 'Sem vendas no período.';
  const labels = useMemo(() => rows.map((row) => brazilianDate(row.date).slice(0, 5)), [rows]);
  const values = useMemo(() => rows.map((row) => cents(row.net)), [rows]);
  return (
    <figure className="space-y-2">
      <BarChart labels={labels} values={values} format={money} label={`Vendas líquidas por dia. ${summary}`} />
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Σ net sales of each hour of the day, over every weekday of the period. */
function salesByHour(rows: ReportRows<'hours'>): number[] {
  const totals = HOURS.map(() => 0);
  for (const row of rows) totals[row.hour] = (totals[row.hour] ?? 0) + toCents(row.net);
  return totals.map((total) => total / 100);
}

const HOUR_LABELS = HOURS.map((hour) => `${hour}h`);

export function HourHeatMap({ rows }: { rows: ReportRows<'hours'> }) {
  const cell = new Map(rows.map((row) => [`${row.weekday}:${row.hour}`, row]));
  const max = Math.max(1, ...rows.map((row) => row.orders));
  const busiest = rows.reduce<ReportRows<'hours'>[number] | null>((top, row) => (!top || row.orders > top.orders ? row : top), null);
  const summary = busiest ? `Horário com mais pedidos: ${WEEKDAY_NAMES[busiest.weekday]} às ${busiest.hour}h (${busiest.orders}).` : 'Sem vendas no período.';
  const hourly = useMemo(() => salesByHour(rows), [rows]);
  const peak = hourly.reduce((top, value, hour) => (value > (hourly[top] ?? 0) ? hour : top), 0);
  const hourlySummary = (hourly[peak] ?? 0) > 0 ? `Hora de maior venda: ${peak}h (${money(hourly[peak] ?? 0)}).` : 'Sem vendas no período.';
  return (
    <figure className="space-y-2">
      <BarChart labels={HOUR_LABELS} values={hourly} format={money} label={`Vendas líquidas por hora do dia. ${hourlySummary}`} />
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Mapa de calor por horário">
        <div role="img" aria-label={`Pedidos por dia da semana e hora. ${summary}`} className="grid min-w-[36rem] gap-px text-[10px]" style={{ gridTemplateColumns: 'auto repeat(24, minmax(0, 1fr))' }}>
          <span aria-hidden="true" />
          {HOURS.map((hour) => (
            <span key={hour} aria-hidden="true" className="text-center text-muted-foreground">
              {hour}
            </span>
          ))}
          {WEEKDAY_NAMES.map((name, weekday) => (
            <HeatRow key={name} name={name} cells={HOURS.map((hour) => cell.get(`${weekday}:${hour}`)?.orders ?? 0)} max={max} />
          ))}
        </div>
      </div>
      <figcaption className="text-sm text-muted-foreground">{busiest ? `${hourlySummary} ${summary}` : summary}</figcaption>
    </figure>
  );
}

function HeatRow({ name, cells, max }: { name: string; cells: number[]; max: number }) {
  return (
    <>
      <span aria-hidden="true" className="pr-2 text-muted-foreground">
        {name.slice(0, 3)}
      </span>
      {cells.map((orders, hour) => (
        <span key={hour} aria-hidden="true" title={`${name}, ${hour}h: ${orders} pedidos`} className="h-5 rounded-sm bg-primary" style={{ opacity: orders === 0 ? 0.06 : 0.2 + (0.8 * orders) / max }} />
      ))}
    </>
  );
}
