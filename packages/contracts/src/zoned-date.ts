/** Dates and times in a restaurant's time zone, for the scheduling picker and the owner's board. */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'AAAA-MM-DD' of an instant in the zone. */
export function zonedDateKey(instant: string | Date, timeZone: string): string {
  return dateKeyFormat(timeZone).format(new Date(instant));
}

/**
 * One formatter per zone: making one costs far more than formatting (a CSV of 50 000 customers
 * formats 100 000 dates; every order with a coupon asks the time for its schedule).
 */
function perZone(make: (timeZone: string) => Intl.DateTimeFormat): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) formats.set(timeZone, (format = make(timeZone)));
    return format;
  };
}

// en-CA writes dates as 2026-11-27.
const dateKeyFormat = perZone((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
const timeFormat = perZone((timeZone) => new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** '19:30' of an instant in the zone. */
export function zonedTime(instant: string | Date, timeZone: string): string {
  return timeFormat(timeZone).format(new Date(instant));
}

export function addDaysToKey(key: string, days: number): string {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** 'Hoje', 'Amanhã', 'sex 27/11'. */
export function dayLabel(key: string, todayKey: string): string {
  if (key === todayKey) return 'Hoje';
  if (key === addDaysToKey(todayKey, 1)) return 'Amanhã';
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? ''} ${pad(d)}/${pad(m)}`;
}
