import { zonedDateKey, zonedTime } from './zoned-date';

/**
 * Issue 31: a coupon's weekdays and time window, in the restaurant's time zone. A window whose end
 * is before its start crosses midnight and belongs to the business day it started: 22:00–02:00 on
 * Friday takes an order at 01:30 on Saturday (and not one at 01:30 on Friday).
 */
export interface CouponSchedule {
  /** 0 = Sunday … 6 = Saturday; null or empty = every day. */
  weekdays: readonly number[] | null;
  /** 'HH:MM'; null = from the start / until the end of the day. */
  timeFrom: string | null;
  timeTo: string | null;
}

const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The weekday (0–6) and minute of the day of an instant in the zone. */
function localMoment(at: Date, timeZone: string): { weekday: number; minute: number } {
  const [year = 0, month = 1, day = 1] = zonedDateKey(at, timeZone).split('-').map(Number);
  return { weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), minute: minutesOf(zonedTime(at, timeZone)) };
}

/** Whether `at` falls in the schedule (of the business day its window started). */
export function isWithinCouponSchedule(schedule: CouponSchedule, at: Date, timeZone: string): boolean {
  const { weekday, minute } = localMoment(at, timeZone);
  const days = schedule.weekdays && schedule.weekdays.length > 0 ? schedule.weekdays : null;
  const dayCounts = (day: number) => !days || days.includes(day);
  const from = schedule.timeFrom ? minutesOf(schedule.timeFrom) : 0;
  const to = schedule.timeTo ? minutesOf(schedule.timeTo) : DAY_MINUTES;
  // Equal ends: the whole day.
  if (from === to) return dayCounts(weekday);
  if (from < to) return dayCounts(weekday) && minute >= from && minute < to;
  // Across midnight: the evening part is today's business day, the small hours yesterday's.
  if (minute >= from) return dayCounts(weekday);
  return minute < to && dayCounts((weekday + 6) % 7);
}

const DAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
/** 'às terças', 'aos sábados'. */
const everyDay = (day: number) => `${day === 0 || day === 6 ? 'aos' : 'às'} ${DAY_NAMES[day]}s`;

/** 'de terça a quinta' (three or more days in a row), 'às terças e aos sábados'; '' for every day. */
export function couponWeekdaysText(weekdays: readonly number[] | null): string {
  const days = [...new Set(weekdays ?? [])].sort((a, b) => a - b);
  if (days.length === 0 || days.length === 7) return '';
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? 0;
  if (days.length >= 3 && last - first === days.length - 1) return `de ${DAY_NAMES[first]} a ${DAY_NAMES[last]}`;
  const parts = days.map(everyDay);
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

/** '18h', '18h30'. */
function hourText(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** 'das 18h às 23h', 'da 1h às 5h'; '' without a window. */
export function couponHoursText(timeFrom: string | null, timeTo: string | null): string {
  if (!timeFrom && !timeTo) return '';
  const from = timeFrom ?? '00:00';
  const to = timeTo ?? '00:00';
  const fromWord = Number(from.split(':')[0]) === 1 ? 'da' : 'das';
  const toWord = Number(to.split(':')[0]) === 1 ? 'à' : 'às';
  return `${fromWord} ${hourText(from)} ${toWord} ${hourText(to)}`;
}

/** 'Válido de terça a quinta, das 18h às 23h': the refusal outside the schedule. */
export function couponScheduleMessage(schedule: CouponSchedule): string {
  const parts = [couponWeekdaysText(schedule.weekdays), couponHoursText(schedule.timeFrom, schedule.timeTo)].filter(Boolean);
  return `Válido ${parts.join(', ')}`;
}
