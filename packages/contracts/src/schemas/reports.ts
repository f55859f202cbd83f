import { z } from '../zod-locale';
import { uuidSchema, moneySchema } from './common';
import { PLACED_ORDER_TYPES } from './delivery';
import { PAYMENT_BRANDS, PAYMENT_METHODS } from './payment';
import { ORDER_ORIGIN_LABELS } from './tables';

/**
 * Issue 32: the owner's Relatórios. A period is a range of business days (the restaurant's time
 * zone; a shift past midnight belongs to the day it opened), both ends included. Sales are the
 * delivered orders; cancelled ones are reported apart, never in sales (docs/reports.md).
 */

/** The longest period a report covers (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_BREAKDOWNS = ['days', 'hours', 'products', 'payments', 'districts', 'order-types', 'origins', 'coupons', 'customers'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

export const REPORT_BREAKDOWN_LABELS: Record<ReportBreakdown, string> = {
  days: 'Por dia',
  hours: 'Por horário',
  products: 'Por produto',
  payments: 'Por forma de pagamento',
  districts: 'Por bairro',
  'order-types': 'Por tipo de pedido',
  origins: 'Por origem',
  coupons: 'Por cupom',
  customers: 'Clientes novos e recorrentes',
};

/**
 * Where an order came from: taken by staff or at a table (issue 33: its origin), else placed by the
 * customer with an account or without one; later issues add theirs (Open Delivery), so clients treat it as open.
 */
export const REPORT_ORIGIN_LABELS: Record<string, string> = { account: 'Cliente com conta', guest: 'Sem cadastro', ...ORDER_ORIGIN_LABELS };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'AAAA-MM-DD' that is a real calendar date (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const reportDateSchema = (label: string) =>
  z
    .string({ message: `Informe a data ${label} (AAAA-MM-DD)` })
    .max(10, `Data ${label} inválida: use AAAA-MM-DD (máximo 10 caracteres)`)
    .refine(isCalendarDate, `Data ${label} inválida: use uma data real no formato AAAA-MM-DD`);

/** Days from `from` to `to`, both counted ('2026-11-01'..'2026-11-01' = 1). */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeFields = { id: uuidSchema, from: reportDateSchema('inicial'), to: reportDateSchema('final') };

function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return;
  if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A data final deve ser igual ou posterior à data inicial' });
  else if (reportDayCount(range.from, range.to) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `O período pode ter no máximo ${REPORT_MAX_DAYS} dias` });
  }
}

/** The period of a report: business days, both ends included, at most REPORT_MAX_DAYS. */
export const reportRangeInputSchema = z.object(rangeFields).superRefine(checkRange);
export type ReportRangeInput = z.infer<typeof reportRangeInputSchema>;

export const reportBreakdownNameSchema = z.enum(REPORT_BREAKDOWNS, { message: `Relatório inválido: use ${REPORT_BREAKDOWNS.join(', ')}` });

export const reportBreakdownInputSchema = z.object({ ...rangeFields, breakdown: reportBreakdownNameSchema }).superRefine(checkRange);
export type ReportBreakdownInput = z.infer<typeof reportBreakdownInputSchema>;

/** Orders and their value (Σ totals). */
const countedSchema = { orders: z.number().int(), net: moneySchema };

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Σ subtotals of the delivered orders (items, before discounts). */
  grossSales: moneySchema,
  discounts: moneySchema,
  deliveryFees: moneySchema,
  /** 'Taxa de serviço' of the closed contas (issue 33). */
  serviceCharges: moneySchema,
  /** Σ totals = gross − discounts + delivery fees + service charges. */
  net: moneySchema,
  orders: z.number().int(),
  /** net ÷ orders, rounded to the centavo; null without orders. */
  averageTicket: moneySchema.nullable(),
  cancelled: z.object({
    count: z.number().int(),
    value: moneySchema,
    byReason: z.array(z.object({ reason: z.string(), count: z.number().int(), value: moneySchema })),
  }),
  /** Orders of the period not yet delivered nor cancelled: not sales yet. */
  inProgress: z.object({ count: z.number().int(), value: moneySchema }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportDayRowSchema = z.object({
  date: z.string(),
  ...countedSchema,
  grossSales: moneySchema,
  discounts: moneySchema,
  deliveryFees: moneySchema,
  serviceCharges: moneySchema,
});
/** weekday 0 = domingo … 6 = sábado, of the business day; hour 0–23 local. */
export const reportHourRowSchema = z.object({ weekday: z.number().int(), hour: z.number().int(), ...countedSchema });
/** share: percentage of the items' revenue, one decimal. */
export const reportProductRowSchema = z.object({ product: z.string(), quantity: z.number().int(), revenue: moneySchema, share: z.number() });
/**
 * method null: the spec's order without one (paid on delivery, to be agreed). An order of a conta
 * paid in several methods counts once under each, with its part (issue 33): Σ net is still the sales.
 */
export const reportPaymentRowSchema = z.object({
  method: z.enum(PAYMENT_METHODS).nullable(),
  brand: z.enum(PAYMENT_BRANDS).nullable(),
  label: z.string(),
  ...countedSchema,
});
export const reportDistrictRowSchema = z.object({ district: z.string().nullable(), label: z.string(), ...countedSchema });
export const reportOrderTypeRowSchema = z.object({ orderType: z.enum(PLACED_ORDER_TYPES), label: z.string(), ...countedSchema });
export const reportOriginRowSchema = z.object({ origin: z.string().describe('account, guest, counter, phone, whatsapp, table; outras origens podem surgir'), label: z.string(), ...countedSchema });
/** revenue: Σ totals of the orders that used it. */
export const reportCouponRowSchema = z.object({ code: z.string().nullable(), title: z.string(), uses: z.number().int(), discount: moneySchema, revenue: moneySchema });
export const reportCustomerRowSchema = z.object({ kind: z.enum(['new', 'returning']), label: z.string(), customers: z.number().int(), ...countedSchema });

const breakdownOf = <Name extends ReportBreakdown, Row extends z.ZodType>(breakdown: Name, row: Row) =>
  z.object({ breakdown: z.literal(breakdown), from: z.string(), to: z.string(), rows: z.array(row) });

export const reportBreakdownResultSchema = z.discriminatedUnion('breakdown', [
  breakdownOf('days', reportDayRowSchema),
  breakdownOf('hours', reportHourRowSchema),
  breakdownOf('products', reportProductRowSchema),
  breakdownOf('payments', reportPaymentRowSchema),
  breakdownOf('districts', reportDistrictRowSchema),
  breakdownOf('order-types', reportOrderTypeRowSchema),
  breakdownOf('origins', reportOriginRowSchema),
  breakdownOf('coupons', reportCouponRowSchema),
  breakdownOf('customers', reportCustomerRowSchema),
]);
export type ReportBreakdownResult = z.infer<typeof reportBreakdownResultSchema>;
export type ReportRows<Name extends ReportBreakdown> = Extract<ReportBreakdownResult, { breakdown: Name }>['rows'];
