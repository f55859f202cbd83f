import { WEEKDAY_NAMES, type WeeklyInterval } from './schemas/opening-hours';

/** Monday first, as a Brazilian menu lists the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a, b e c': how a list is read in pt-BR. */
function joinedPtBr(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

function dayText(intervals: WeeklyInterval[]): string {
  if (intervals.length === 0) return 'fechado';
  const sorted = [...intervals].sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0));
  return joinedPtBr(sorted.map((interval) => `${interval.opens} às ${interval.closes}`));
}

/**
 * The weekly hours as people read them on a printed menu, days with the same hours together:
 * ['Segunda a sexta: 11:00 às 15:00 e 18:00 às 23:00', 'Sábado: 11:00 às 23:00', 'Domingo: fechado'].
 * No hours at all: an empty list (nothing to print).
 */
export function weeklyHoursLines(weekly: readonly WeeklyInterval[]): string[] {
  if (weekly.length === 0) return [];
  const days = WEEK_ORDER.map((weekday) => ({ weekday, text: dayText(weekly.filter((interval) => interval.weekday === weekday)) }));
  const runs: { first: number; last: number; text: string }[] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.text === day.text) run.last = day.weekday;
    else runs.push({ first: day.weekday, last: day.weekday, text: day.text });
  }
  return runs.map(({ first, last, text }) => {
    const name = (weekday: number) => WEEKDAY_NAMES[weekday] ?? '';
    const span = WEEK_ORDER.indexOf(last as (typeof WEEK_ORDER)[number]) - WEEK_ORDER.indexOf(first as (typeof WEEK_ORDER)[number]);
    const label = span === 0 ? name(first) : span === 1 ? `${name(first)} e ${name(last)}` : `${name(first)} a ${name(last)}`;
    return `${capitalized(label)}: ${text}`;
  });
}
