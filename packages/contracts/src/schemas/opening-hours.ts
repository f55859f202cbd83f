import { z } from '../zod-locale';
import { expectedVersionField, settingsVersionSchema } from './settings-version';
import { isoDateTimeSchema, uuidSchema } from './common';

/** Issue 18: weekly opening hours, date exceptions, pause, time zone and scheduled orders. */

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
export const MAX_INTERVALS_PER_DAY = 6;
export const PAUSE_MINUTES = [15, 30, 60] as const;
export const SCHEDULING_DEFAULTS = { enabled: false, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 7, alertMinutes: 30 } as const;

/** 0 = domingo … 6 = sábado, as JavaScript's getDay() and the issue count them. */
export const WEEKDAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** Brazil's zones (−2 to −5, no daylight saving since 2019), for the time zone select. */
export const BRAZIL_TIMEZONES = [
  { id: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { id: 'America/Sao_Paulo', label: 'Brasília / São Paulo (UTC−3)' },
  { id: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { id: 'America/Fortaleza', label: 'Fortaleza / Nordeste (UTC−3)' },
  { id: 'America/Recife', label: 'Recife (UTC−3)' },
  { id: 'America/Belem', label: 'Belém (UTC−3)' },
  { id: 'America/Manaus', label: 'Manaus (UTC−4)' },
  { id: 'America/Cuiaba', label: 'Cuiabá (UTC−4)' },
  { id: 'America/Campo_Grande', label: 'Campo Grande (UTC−4)' },
  { id: 'America/Porto_Velho', label: 'Porto Velho (UTC−4)' },
  { id: 'America/Boa_Vista', label: 'Boa Vista (UTC−4)' },
  { id: 'America/Rio_Branco', label: 'Rio Branco / Acre (UTC−5)' },
] as const;

const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use o horário no formato HH:MM');
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a data no formato AAAA-MM-DD');

/** 'opens'–'closes' in local time; closes at or before opens runs past midnight ('00:00'–'00:00' = 24 horas). */
export const timeIntervalSchema = z.object({ opens: timeOfDaySchema, closes: timeOfDaySchema });
export type TimeInterval = z.infer<typeof timeIntervalSchema>;

export const weeklyIntervalSchema = timeIntervalSchema.extend({ weekday: z.number().int().min(0).max(6) });
export type WeeklyInterval = z.infer<typeof weeklyIntervalSchema>;

/** A date closed all day (holiday) or open only in its own intervals. */
export const openingExceptionSchema = z.object({
  date: dateSchema,
  closed: z.boolean(),
  intervals: z.array(timeIntervalSchema).max(MAX_INTERVALS_PER_DAY, `No máximo ${MAX_INTERVALS_PER_DAY} horários por dia`).default([]),
});
export type OpeningException = z.infer<typeof openingExceptionSchema>;

export const schedulingSettingsSchema = z.object({
  enabled: z.boolean(),
  slotMinutes: z.union([z.literal(15), z.literal(30)], { message: 'Intervalo de agendamento: 15 ou 30 minutos' }),
  leadMinutes: z.number().int().min(0, 'Antecedência de 0 a 1440 minutos').max(1440, 'Antecedência de 0 a 1440 minutos'),
  maxDaysAhead: z.number().int().min(1, 'Agende de 1 a 7 dias à frente').max(7, 'Agende de 1 a 7 dias à frente'),
  /** Minutes before a scheduled order's time when the owner's board alerts again. */
  alertMinutes: z.number().int().min(5, 'Alerta de 5 a 120 minutos antes').max(120, 'Alerta de 5 a 120 minutos antes').default(SCHEDULING_DEFAULTS.alertMinutes),
});
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOfDay(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** [start, end) in minutes from the day's midnight; an end at or before the start runs into the next day. */
export function intervalSpan(interval: TimeInterval): [number, number] {
  const start = minutesOfDay(interval.opens);
  const end = minutesOfDay(interval.closes);
  return [start, end <= start ? end + 24 * 60 : end];
}

/** Whether two of one day's intervals overlap. */
function overlapping(intervals: TimeInterval[]): boolean {
  const spans = intervals.map(intervalSpan).sort((a, b) => a[0] - b[0]);
  return spans.some((span, i) => i > 0 && span[0] < (spans[i - 1]?.[1] ?? 0));
}

export const openingHoursSchema = z.object({
  timezone: z.string(),
  weekly: z.array(weeklyIntervalSchema),
  exceptions: z.array(openingExceptionSchema),
  scheduling: schedulingSettingsSchema,
  /** Issue 28: send it back as expectedVersion when saving (see settings-version.ts). */
  version: settingsVersionSchema,
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** PUT /api/restaurants/{id}/opening-hours. An empty weekly list = no schedule (always open unless paused). */
export const updateOpeningHoursInputSchema = z
  .object({
    id: uuidSchema,
    timezone: z.string().max(64, 'Fuso horário deve ter no máximo 64 caracteres').refine(isValidTimeZone, 'Fuso horário desconhecido').default(DEFAULT_TIMEZONE),
    weekly: z.array(weeklyIntervalSchema).max(7 * MAX_INTERVALS_PER_DAY, `No máximo ${7 * MAX_INTERVALS_PER_DAY} horários na semana (${MAX_INTERVALS_PER_DAY} por dia)`),
    exceptions: z.array(openingExceptionSchema).max(100, 'No máximo 100 exceções').default([]),
    scheduling: schedulingSettingsSchema.default({ ...SCHEDULING_DEFAULTS }),
    ...expectedVersionField,
  })
  .superRefine((value, ctx) => {
    for (const [weekday, name] of WEEKDAY_NAMES.entries()) {
      const day = value.weekly.filter((interval) => interval.weekday === weekday);
      if (day.length > MAX_INTERVALS_PER_DAY) ctx.addIssue({ code: 'custom', path: ['weekly'], message: `No máximo ${MAX_INTERVALS_PER_DAY} horários por dia (${name})` });
      if (overlapping(day)) ctx.addIssue({ code: 'custom', path: ['weekly'], message: `Os horários de ${name} se sobrepõem` });
    }
    const dates = new Set<string>();
    for (const exception of value.exceptions) {
      if (dates.has(exception.date)) ctx.addIssue({ code: 'custom', path: ['exceptions'], message: `A data ${exception.date} aparece mais de uma vez` });
      dates.add(exception.date);
      if (!exception.closed && exception.intervals.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['exceptions'], message: `Informe os horários de ${exception.date} ou marque o dia como fechado` });
      }
      if (overlapping(exception.intervals)) ctx.addIssue({ code: 'custom', path: ['exceptions'], message: `Os horários de ${exception.date} se sobrepõem` });
    }
  });
export type UpdateOpeningHoursInput = z.input<typeof updateOpeningHoursInputSchema>;

/** POST /api/restaurants/{id}/pause: 15, 30 or 60 minutes, or null = until the owner reopens. */
export const pauseRestaurantInputSchema = z.object({
  id: uuidSchema,
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()], { message: 'Pausa de 15, 30 ou 60 minutos, ou null (até reabrir)' }),
  reason: z.string().trim().max(120, 'Motivo: no máximo 120 caracteres').nullish(),
});

/** GET /api/restaurants/{id}/slots?date=AAAA-MM-DD (a day in the restaurant's time zone). */
export const slotsInputSchema = z.object({ id: uuidSchema, date: dateSchema });
export const slotSchema = z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema });
export type Slot = z.infer<typeof slotSchema>;

export const OPEN_STATUSES = ['open', 'closed', 'paused'] as const;

/** Computed on every read from the schedule, the pause and the server's clock. */
export const openStateSchema = z.object({
  status: z.enum(OPEN_STATUSES),
  /** When an open restaurant closes (absent: open with no end in sight). */
  closesAt: isoDateTimeSchema.optional(),
  /** When a closed or paused restaurant opens again (absent: not known). */
  nextOpenAt: isoDateTimeSchema.optional(),
  /** 'Aberto até 23:00', 'Fechado agora · Abre hoje às 18:00', 'Pausado · Voltamos às 20:30'… */
  message: z.string(),
  /** The pause's reason, when the owner gave one. */
  pauseReason: z.string().optional(),
  /** Closed or paused but taking scheduled orders: 'Aceitando apenas pedidos agendados'. */
  scheduledOnly: z.boolean(),
  /** The server's instant this was computed at: clients wait (closesAt or nextOpenAt − asOf) before asking again. */
  asOf: isoDateTimeSchema,
});
export type OpenState = z.infer<typeof openStateSchema>;

