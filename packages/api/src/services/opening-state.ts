import { TZDate, tzOffset } from '@date-fns/tz';
import {
  WEEKDAY_NAMES,
  minutesOfDay,
  type OpenState,
  type OpeningException,
  type SchedulingSettings,
  type Slot,
  type TimeInterval,
  type WeeklyInterval,
} from '@direto/contracts';

/**
 * Issue 18, pure: is a restaurant open at an instant, until when, when does it open next, and
 * which slots can be scheduled on a day. No clock and no database here: the caller passes the
 * instant (from clock.ts), so every rule is tested at any moment in any time zone.
 *
 * An interval belongs to the day it opens; one whose end is at or before its start runs past
 * midnight ('18:00'–'02:00' covers 01:30 of the next day; '00:00'–'00:00' is 24 hours). A date
 * exception replaces that date's weekly intervals (closed = none). Touching intervals merge,
 * so a Friday 18:00–00:00 followed by Saturday 00:00–02:00 is one stretch closing at 02:00.
 */
export interface OpeningSchedule {
  timezone: string;
  /** Empty = no schedule: open around the clock (except exception dates), as before issue 18. */
  weekly: WeeklyInterval[];
  exceptions: OpeningException[];
  /** The spec's switch turned off: paused until the owner reopens. */
  pausedIndefinitely: boolean;
  /** A timed pause's end (in the past = over). */
  pausedUntil: Date | null;
  pauseReason: string | null;
  scheduling: SchedulingSettings;
}

interface Span {
  start: number;
  end: number;
}

const DAY_MINUTES = 24 * 60;
/** How far ahead the next opening is looked for (long holidays included). */
const SEARCH_DAYS = 62;
const NEAR_DAYS = 8;
const ALWAYS: TimeInterval[] = [{ opens: '00:00', closes: '00:00' }];

/** The local calendar date of an instant, 'AAAA-MM-DD'. */
function localDateKey(instant: Date | number, timezone: string): string {
  const local = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timezone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function parts(key: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  return [y, m, d];
}

function addDays(key: string, days: number): string {
  const [y, m, d] = parts(key);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function weekdayOf(key: string): number {
  const [y, m, d] = parts(key);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Resolving a local time in a zone is the costly step (Intl); the same few recur across requests. */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 50_000;

/** The instant of a local date and minute of day in the zone. */
function instantAt(key: string, minutes: number, timezone: string): number {
  const cacheKey = `${timezone}|${key}|${minutes}`;
  const cached = instants.get(cacheKey);
  if (cached !== undefined) return cached;
  const [y, m, d] = parts(key);
  const instant = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timezone).getTime();
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  instants.set(cacheKey, instant);
  return instant;
}

function intervalsOf(schedule: OpeningSchedule, key: string): TimeInterval[] {
  const exception = schedule.exceptions.find((candidate) => candidate.date === key);
  if (exception) return exception.closed ? [] : exception.intervals;
  if (schedule.weekly.length === 0) return ALWAYS;
  const weekday = weekdayOf(key);
  return schedule.weekly.filter((interval) => interval.weekday === weekday);
}

function spansOfDay(schedule: OpeningSchedule, key: string): Span[] {
  return intervalsOf(schedule, key).map((interval) => {
    const opens = minutesOfDay(interval.opens);
    const closes = minutesOfDay(interval.closes);
    const start = instantAt(key, opens, schedule.timezone);
    const end = closes <= opens ? instantAt(addDays(key, 1), closes, schedule.timezone) : instantAt(key, closes, schedule.timezone);
    return { start, end };
  });
}

/** The open stretches from the day before `fromKey` through `days` days after it, merged and sorted. */
function openSpans(schedule: OpeningSchedule, fromKey: string, days: number): Span[] {
  const spans: Span[] = [];
  for (let offset = -1; offset <= days; offset++) spans.push(...spansOfDay(schedule, addDays(fromKey, offset)));
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function isPaused(schedule: OpeningSchedule, at: number): boolean {
  return schedule.pausedIndefinitely || (schedule.pausedUntil !== null && schedule.pausedUntil.getTime() > at);
}

/**
 * The schedule alone (no pause): the stretch open at `at`, and the next opening after it. A week
 * ahead answers almost every case (and keeps the restaurant list cheap); only then the long search.
 */
function scheduleAt(schedule: OpeningSchedule, at: number): { current?: Span; next?: Span; horizon: number } {
  const today = localDateKey(at, schedule.timezone);
  let found: { current?: Span; next?: Span; horizon: number } = { horizon: at };
  for (const days of [NEAR_DAYS, SEARCH_DAYS]) {
    const spans = openSpans(schedule, today, days);
    const horizon = instantAt(addDays(today, days + 1), 0, schedule.timezone);
    found = { current: spans.find((span) => span.start <= at && at < span.end), next: spans.find((span) => span.start > at), horizon };
    if (found.next || (found.current && found.current.end < horizon)) return found;
  }
  return found;
}

/** 'hoje às 18:00', 'amanhã às 11:30', 'sexta às 11:30', 'em 25/12 às 11:00' (seen from `from`). */
export function whenPhrase(instant: number, from: number, timezone: string): string {
  const local = new TZDate(instant, timezone);
  const time = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
  const day = localDateKey(instant, timezone);
  const today = localDateKey(from, timezone);
  if (day === today) return `hoje às ${time}`;
  if (day === addDays(today, 1)) return `amanhã às ${time}`;
  for (let offset = 2; offset <= 6; offset++) {
    if (day === addDays(today, offset)) return `${WEEKDAY_NAMES[weekdayOf(day)] ?? ''} às ${time}`;
  }
  return `em ${pad(local.getDate())}/${pad(local.getMonth() + 1)} às ${time}`;
}

function clockTime(instant: number, timezone: string): string {
  const local = new TZDate(instant, timezone);
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** Open, closed or paused at `instant`, with the boundary the UI waits for and the message people read. */
export function computeOpenState(schedule: OpeningSchedule, instant: Date): OpenState {
  return { ...stateAt(schedule, instant), asOf: instant.toISOString() };
}

function stateAt(schedule: OpeningSchedule, instant: Date): Omit<OpenState, 'asOf'> {
  const at = instant.getTime();
  const reason = schedule.pauseReason ? { pauseReason: schedule.pauseReason } : {};
  if (isPaused(schedule, at)) {
    const scheduledOnly = schedule.scheduling.enabled && !schedule.pausedIndefinitely;
    if (schedule.pausedIndefinitely || !schedule.pausedUntil) return { status: 'paused', message: 'Pausado no momento', scheduledOnly, ...reason };
    const back = reopening(schedule, schedule.pausedUntil.getTime());
    if (back === undefined) return { status: 'paused', message: 'Pausado no momento', scheduledOnly, ...reason };
    const phrase = whenPhrase(back, at, schedule.timezone);
    return {
      status: 'paused',
      nextOpenAt: new Date(back).toISOString(),
      message: `Pausado · Voltamos ${phrase.startsWith('hoje ') ? phrase.slice('hoje '.length) : phrase}`,
      scheduledOnly,
      ...reason,
    };
  }
  if (schedule.weekly.length === 0 && schedule.exceptions.length === 0) return { status: 'open', message: 'Aberto agora', scheduledOnly: false };
  const { current, next, horizon } = scheduleAt(schedule, at);
  if (current) {
    if (current.end >= horizon) return { status: 'open', message: 'Aberto agora', scheduledOnly: false };
    const within24h = current.end - at <= DAY_MINUTES * 60_000;
    const message = within24h ? `Aberto até ${clockTime(current.end, schedule.timezone)}` : `Aberto até ${whenPhrase(current.end, at, schedule.timezone)}`;
    return { status: 'open', closesAt: new Date(current.end).toISOString(), message, scheduledOnly: false };
  }
  const scheduledOnly = schedule.scheduling.enabled;
  if (!next) return { status: 'closed', message: 'Fechado agora', scheduledOnly };
  return {
    status: 'closed',
    nextOpenAt: new Date(next.start).toISOString(),
    message: `Fechado agora · Abre ${whenPhrase(next.start, at, schedule.timezone)}`,
    scheduledOnly,
  };
}

/** The first instant at or after `from` when the schedule is open (the end of a timed pause). */
function reopening(schedule: OpeningSchedule, from: number): number | undefined {
  const { current, next } = scheduleAt(schedule, from);
  return current ? from : next?.start;
}

/**
 * The slots customers may schedule on a local date: `slotMinutes` long, starting on the clock's
 * multiples of it, wholly inside open stretches, no sooner than the lead time (and the end of a
 * timed pause), on a date at most `maxDaysAhead` days after today. None when scheduling is off
 * or the restaurant is paused until reopened.
 */
export function availableSlots(schedule: OpeningSchedule, dateKey: string, instant: Date): Slot[] {
  const { enabled, slotMinutes, leadMinutes, maxDaysAhead } = schedule.scheduling;
  if (!enabled || schedule.pausedIndefinitely) return [];
  const at = instant.getTime();
  const today = localDateKey(at, schedule.timezone);
  if (dateKey < today || dateKey > addDays(today, maxDaysAhead)) return [];
  const earliest = Math.max(at + leadMinutes * 60_000, schedule.pausedUntil?.getTime() ?? 0);
  const dayStart = instantAt(dateKey, 0, schedule.timezone);
  const dayEnd = instantAt(addDays(dateKey, 1), 0, schedule.timezone);
  const step = slotMinutes * 60_000;
  const slots: Slot[] = [];
  for (const span of openSpans(schedule, dateKey, 1)) {
    for (let start = alignUp(Math.max(span.start, dayStart), slotMinutes, schedule.timezone); start + step <= span.end && start < dayEnd; start += step) {
      if (start >= earliest) slots.push({ start: new Date(start).toISOString(), end: new Date(start + step).toISOString() });
    }
  }
  return slots;
}

/** The first instant at or after `at` whose local clock time is a multiple of `minutes`. */
function alignUp(at: number, minutes: number, timezone: string): number {
  const offsetMs = tzOffset(timezone, new Date(at)) * 60_000;
  const step = minutes * 60_000;
  return Math.ceil((at + offsetMs) / step) * step - offsetMs;
}

/** Whether `when` starts one of the slots offered now (a scheduled order must). */
export function isOfferedSlot(schedule: OpeningSchedule, when: Date, instant: Date): boolean {
  const start = when.toISOString();
  return availableSlots(schedule, localDateKey(when, schedule.timezone), instant).some((slot) => slot.start === start);
}

/**
 * Issue 32: the business day ('AAAA-MM-DD') an instant counts for in reports. An open stretch
 * that began yesterday after midnight and is still open (18:00–02:00 at 01:30) belongs to
 * yesterday; anything else (open all day, no hours, closed) to the local calendar date.
 */
export function businessDateOf(schedule: OpeningSchedule, instant: Date): string {
  const at = instant.getTime();
  const today = localDateKey(at, schedule.timezone);
  const yesterday = addDays(today, -1);
  const stretch = openSpans(schedule, today, 0).find((span) => span.start <= at && at < span.end);
  const startedYesterday = stretch !== undefined && stretch.start > instantAt(yesterday, 0, schedule.timezone) && stretch.start < instantAt(today, 0, schedule.timezone);
  return startedYesterday ? yesterday : today;
}
