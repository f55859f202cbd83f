import type { ReportRows } from '@direto/contracts';
import { toCents } from '@direto/contracts';
import { formatBRL } from '@/lib/format';
import { brazilianDate, WEEKDAY_NAMES } from './report-columns';

/**
 * Issue 32: the day view and the weekday × hour heat map, drawn as plain SVG and CSS (no charting
 * library to load). They are pictures of the tables below them, which are the accessible form:
 * each chart has a text alternative.
 */

export function DayBars({ rows }: { rows: ReportRows<'days'> }) {
  const max = Math.max(1, ...rows.map((row) => toCents(row.net)));
  const width = Math.max(rows.length * 12, 120);
  const best = rows.reduce<ReportRows<'days'>[number] | null>((top, row) => (!top || toCents(row.net) > toCents(top.net) ? row : top), null);
  const summary = best && toCents(best.net) > 0 ? `Maior venda em ${brazilianDate(best.date)}: ${formatBRL(best.net)}.` : 'Sem vendas no período.';
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-40 w-full" role="img" aria-label={`Vendas líquidas por dia. ${summary}`}>
        {rows.map((row, index) => {
          const height = (toCents(row.net) / max) * 96;
          return (
            <rect key={row.date} x={index * (width / rows.length) + 1} y={100 - height} width={Math.max(width / rows.length - 2, 1)} height={height} className="fill-primary">
              <title>{`${brazilianDate(row.date)}: ${formatBRL(row.net)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function HourHeatMap({ rows }: { rows: ReportRows<'hours'> }) {
  const cell = new Map(rows.map((row) => [`${row.weekday}:${row.hour}`, row]));
  const max = Math.max(1, ...rows.map((row) => row.orders));
  const busiest = rows.reduce<ReportRows<'hours'>[number] | null>((top, row) => (!top || row.orders > top.orders ? row : top), null);
  const summary = busiest ? `Horário com mais pedidos: ${WEEKDAY_NAMES[busiest.weekday]} às ${busiest.hour}h (${busiest.orders}).` : 'Sem vendas no período.';
  return (
    <figure className="space-y-2">
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
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
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
