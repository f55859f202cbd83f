import { addDaysToKey, reportDayCount, REPORT_MAX_DAYS, zonedDateKey } from '@direto/contracts';
import { isoDayFromText } from '@/components/date-mask';

/** Issue 32: the periods of Relatórios, as business days in the restaurant's time zone. */
export const PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<PeriodChoice, string> = { today: 'Hoje', yesterday: 'Ontem', week: '7 dias', month: '30 dias', custom: 'Personalizado' };

export interface Period {
  from: string;
  to: string;
}

/** The preset's days, ending today in `timeZone` ('7 dias' = today and the 6 before). */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, at: Date, timeZone: string): Period {
  const today = zonedDateKey(at, timeZone);
  if (choice === 'today') return { from: today, to: today };
  if (choice === 'yesterday') {
    const yesterday = addDaysToKey(today, -1);
    return { from: yesterday, to: yesterday };
  }
  return { from: addDaysToKey(today, choice === 'week' ? -6 : -29), to: today };
}

/** Two dates typed dd/mm/aaaa → the period, or the pt-BR problem with them. */
export function customPeriod(fromText: string, toText: string): Period | { problem: string } {
  const from = isoDayFromText(fromText);
  const to = isoDayFromText(toText);
  if (!from || !to) return { problem: 'Informe as duas datas no formato dd/mm/aaaa' };
  if (from > to) return { problem: 'A data final deve ser igual ou posterior à data inicial' };
  if (reportDayCount(from, to) > REPORT_MAX_DAYS) return { problem: `O período pode ter no máximo ${REPORT_MAX_DAYS} dias` };
  return { from, to };
}
