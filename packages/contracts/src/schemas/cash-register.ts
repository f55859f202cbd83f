import { z } from '../zod-locale';
import { PAYMENT_BRANDS, PAYMENT_BRAND_LABELS, PAYMENT_MESSAGES, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, brandsOf, type PaymentBrand } from './payment';
import { isoDateTimeSchema, moneySchema, uuidSchema, wholeNumberInRange } from './common';
import { moneyInput, positiveMoneyInput } from './money-input';
import { tooLongMessage } from './text';

/** Issue 32: the cash register ('Caixa'). See docs/cash-register.md. */

export const CASH_MOVEMENT_TYPES = ['withdrawal', 'deposit'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export const CASH_MOVEMENT_LABELS: Record<CashMovementType, string> = { withdrawal: 'Sangria', deposit: 'Suprimento' };

/** The payment methods a caixa counts, plus the orders placed without one (the spec's payload: to be agreed). */
export const CASH_METHODS = [...PAYMENT_METHODS, 'unspecified'] as const;
export type CashMethod = (typeof CASH_METHODS)[number];
export const CASH_METHOD_LABELS: Record<CashMethod, string> = { ...PAYMENT_METHOD_LABELS, unspecified: 'Não informado' };

/** 'Cartão de crédito · Visa', 'Dinheiro'. */
export function cashLineLabel(method: CashMethod, brand: PaymentBrand | null): string {
  return brand ? `${CASH_METHOD_LABELS[method]} · ${PAYMENT_BRAND_LABELS[brand]}` : CASH_METHOD_LABELS[method];
}

export const CASH_LIMITS = { reasonMin: 3, reasonMax: 200, countedMax: 40, pageSize: 20, pageMax: 100, cursorMax: 200 } as const;

export const CASH_MESSAGES = {
  alreadyOpen: 'Já existe um caixa aberto',
  noneOpen: 'Nenhum caixa aberto: abra o caixa com o fundo de troco',
  notFound: 'Caixa não encontrado',
  closed: 'Este caixa está fechado e não pode ser alterado. O dono pode reabri-lo.',
  alreadyClosed: 'Este caixa já foi fechado',
  notClosed: 'Este caixa está aberto: só um caixa fechado pode ser reaberto',
  stillOpen: 'Este caixa ainda está aberto: feche-o para emitir o comprovante',
  reopenWhileOpen: 'Já existe um caixa aberto: feche-o antes de reabrir outro',
  staffNotAllowed: 'A equipe não pode operar o caixa deste restaurante. O dono pode liberar em Configurações › Equipe.',
  repeatedCount: 'Cada forma de pagamento (e bandeira) aparece uma vez só na contagem',
  cursor: 'Cursor inválido: use o nextCursor da página anterior',
  pageSize: `O tamanho da página deve ser um número inteiro de 1 a ${CASH_LIMITS.pageMax}`,
} as const;

const reasonSchema = z
  .string({ error: 'Informe o motivo' })
  .trim()
  .min(CASH_LIMITS.reasonMin, { message: `O motivo deve ter pelo menos ${CASH_LIMITS.reasonMin} caracteres` })
  .max(CASH_LIMITS.reasonMax, { message: tooLongMessage('Motivo', CASH_LIMITS.reasonMax) });

const cashMethodSchema = z.enum(CASH_METHODS, { message: `Forma de pagamento inválida: use ${CASH_METHODS.join(', ')}` });
const brandSchema = z.enum(PAYMENT_BRANDS, { message: `Bandeira inválida: use ${PAYMENT_BRANDS.join(', ')}` });

export const openCashSessionInputSchema = z.object({
  id: uuidSchema,
  openingFloat: moneyInput({ label: 'Fundo de troco', required: 'Informe o fundo de troco (pode ser 0)', invalid: 'Fundo de troco inválido: use um valor como 100.00' }),
});
export type OpenCashSessionInput = z.input<typeof openCashSessionInputSchema>;

export const cashSessionIdInputSchema = z.object({ sessionId: uuidSchema });

export const cashMovementInputSchema = z.object({
  sessionId: uuidSchema,
  type: z.enum(CASH_MOVEMENT_TYPES, { message: "Tipo inválido: use 'withdrawal' (sangria) ou 'deposit' (suprimento)" }),
  amount: positiveMoneyInput({ label: 'Valor', required: 'Informe o valor', invalid: 'Valor inválido: use um valor como 50.00', positive: 'O valor deve ser maior que zero' }),
  reason: reasonSchema,
});
export type CashMovementInput = z.input<typeof cashMovementInputSchema>;

const countedLineSchema = z
  .object({
    method: cashMethodSchema,
    brand: brandSchema.nullish(),
    amount: moneyInput({ label: 'Valor contado', required: 'Informe o valor contado (pode ser 0)', invalid: 'Valor contado inválido: use um valor como 150.00' }),
  })
  .superRefine((line, ctx) => {
    if (line.brand && line.method !== 'unspecified' && !brandsOf(line.method).includes(line.brand)) {
      ctx.addIssue({ code: 'custom', path: ['brand'], message: line.method === 'cash' || line.method === 'pix' ? PAYMENT_MESSAGES.brandWithoutBrands(line.method) : PAYMENT_MESSAGES.brandOfMethod(line.method) });
    }
    if (line.brand && line.method === 'unspecified') ctx.addIssue({ code: 'custom', path: ['brand'], message: 'Não informado não tem bandeira' });
  });

export const closeCashSessionInputSchema = z.object({
  sessionId: uuidSchema,
  /** A method left out counts as R$ 0,00 counted. */
  counted: z
    .array(countedLineSchema, { message: 'Informe a contagem: uma lista de { method, brand?, amount }' })
    .max(CASH_LIMITS.countedMax, { message: `No máximo ${CASH_LIMITS.countedMax} linhas de contagem` })
    .superRefine((lines, ctx) => {
      const keys = lines.map((line) => `${line.method}:${line.brand ?? ''}`);
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: CASH_MESSAGES.repeatedCount });
    }),
});
export type CloseCashSessionInput = z.input<typeof closeCashSessionInputSchema>;

export const reopenCashSessionInputSchema = z.object({ sessionId: uuidSchema, reason: reasonSchema });

export const cashSessionListInputSchema = z.object({
  id: uuidSchema,
  cursor: z.string().max(CASH_LIMITS.cursorMax, tooLongMessage('Cursor de paginação', CASH_LIMITS.cursorMax)).optional(),
  limit: wholeNumberInRange(1, CASH_LIMITS.pageMax, CASH_MESSAGES.pageSize).optional(),
});

/** One method (and brand) of a caixa: what the orders say it should hold and, once closed, what was counted. */
export const cashLineSchema = z.object({
  method: cashMethodSchema,
  brand: brandSchema.nullable(),
  /** 'Cartão de crédito · Visa'. */
  label: z.string(),
  orderCount: z.number().int(),
  /** Σ of the orders' totals; for cash, the drawer's expected amount (see cash). */
  expected: moneySchema,
  /** null while open (or not yet typed). */
  counted: moneySchema.nullable(),
  /** counted − expected: positive 'Sobra', negative 'Quebra'. */
  difference: moneySchema.nullable(),
});
export type CashLine = z.infer<typeof cashLineSchema>;

/** The drawer's cash: fundo de troco + received − troco + suprimentos − sangrias. */
export const cashDrawerSchema = z.object({
  openingFloat: moneySchema,
  /** Σ of the cash orders' totals (received − change). */
  cashSales: moneySchema,
  /** What the customers handed over (the note for change, or the total). */
  cashReceived: moneySchema,
  changeGiven: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  expected: moneySchema,
});
export type CashDrawer = z.infer<typeof cashDrawerSchema>;

/**
 * Issue 33: a share of the caixa's sales — by origin ('Pedidos online', 'Balcão', 'Telefone',
 * 'WhatsApp', 'Mesa') or by who on the staff took the orders.
 */
export const cashSalesShareSchema = z.object({
  label: z.string(),
  orderCount: z.number().int(),
  total: moneySchema,
});
export type CashSalesShare = z.infer<typeof cashSalesShareSchema>;

/** How the caixa names the orders customers placed themselves, next to the staff's origins. */
export const CASH_ONLINE_ORIGIN_LABEL = 'Pedidos online';

/** What a closing records (and what a live caixa computes): lines, the drawer, the sales. */
export const cashClosingSchema = z.object({
  lines: z.array(cashLineSchema),
  cash: cashDrawerSchema,
  orderCount: z.number().int(),
  /** Σ of the session's orders' totals (subtotal − discount + fee). */
  salesTotal: moneySchema,
  /** Σ expected of every line (the cash line with its float and movements). */
  expectedTotal: moneySchema,
  countedTotal: moneySchema.nullable(),
  differenceTotal: moneySchema.nullable(),
  /** Issue 33: the sales by origin, and the orders staff took by who took them (empty in closings recorded before). */
  byOrigin: z.array(cashSalesShareSchema).default([]),
  byStaff: z.array(cashSalesShareSchema).default([]),
});
export type CashClosing = z.infer<typeof cashClosingSchema>;

export const cashMovementSchema = z.object({
  id: uuidSchema,
  type: z.enum(CASH_MOVEMENT_TYPES),
  amount: moneySchema,
  reason: z.string(),
  createdByName: z.string(),
  createdAt: isoDateTimeSchema,
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

export const cashReopeningSchema = z.object({ reopenedByName: z.string(), reopenedAt: isoDateTimeSchema, reason: z.string() });

/** Open or closed, who opened and closed it and when, with its float: what the slip and the history both show of a caixa. */
const cashSessionStateFields = {
  status: z.enum(['open', 'closed']),
  openedAt: isoDateTimeSchema,
  openedByName: z.string(),
  openingFloat: moneySchema,
  closedAt: isoDateTimeSchema.nullable(),
  closedByName: z.string().nullable(),
};

export const cashSessionSchema = cashClosingSchema.extend({
  id: uuidSchema,
  restaurantId: uuidSchema,
  /** The restaurant's name and IANA time zone: the slip's heading and its times, for the owner and allowed staff alike. */
  restaurantName: z.string(),
  restaurantTimeZone: z.string(),
  ...cashSessionStateFields,
  movements: z.array(cashMovementSchema),
  reopenings: z.array(cashReopeningSchema),
});
export type CashSession = z.infer<typeof cashSessionSchema>;

export const cashSessionSummarySchema = cashClosingSchema.omit({ lines: true, cash: true, byOrigin: true, byStaff: true }).extend({
  id: uuidSchema,
  ...cashSessionStateFields,
  /** The cash line's difference (the drawer), null while open. */
  cashDifference: moneySchema.nullable(),
  reopenCount: z.number().int(),
});
export type CashSessionSummary = z.infer<typeof cashSessionSummarySchema>;

export const cashSessionPageSchema = z.object({
  sessions: z.array(cashSessionSummarySchema),
  /** The cursor of the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type CashSessionPage = z.infer<typeof cashSessionPageSchema>;
