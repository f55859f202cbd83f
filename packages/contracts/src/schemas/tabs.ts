import { z } from '../zod-locale';
import { formatBRL } from '../money';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { moneyInput } from './money-input';
import { orderItemSchema, orderStatusSchema } from './order';
import { tooLongMessage } from './text';
import { acceptedPaymentMethodSchema, PAYMENT_BRANDS, PAYMENT_METHODS } from './payment';
import { SERVICE_CHARGE_MAX_PERCENT, TAB_STATUSES, TABLE_CALL_TYPES } from './tables';

/**
 * Issue 33, part C: the contas of the dining room (board › Mesas) — GET /api/restaurants/{id}/tabs,
 * PUT /api/tabs/{tabId}, POST /api/tabs/{tabId}/payments and /close. See docs/tables.md.
 */

export const TAB_MESSAGES = {
  notFound: 'Conta não encontrada',
  closed: 'Esta conta já foi fechada',
  stillDue: (remaining: string) => `Faltam ${formatBRL(remaining)} para fechar a conta`,
  nothingDue: 'Não falta nada a pagar nesta conta',
  aboveRemaining: (remaining: string) => `O valor passa do que falta pagar (${formatBRL(remaining)}). Só em dinheiro há troco.`,
  staffPercent: 'A equipe só pode remover a taxa de serviço ou voltar à do restaurante; outra porcentagem, só o dono.',
  brandRequired: 'Escolha a bandeira',
  itemNotInTab: 'Um dos itens não é desta conta',
  callNotFound: 'Chamado não encontrado',
  percent: `Taxa de serviço: informe uma porcentagem de 0 a ${SERVICE_CHARGE_MAX_PERCENT}, com até duas casas decimais`,
} as const;

const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * 'Taxa de serviço (%)': 0 to 20 with at most two decimals, as a number (10) or text ("10.5");
 * stored and answered as text with two decimals ("10.50"), like money.
 */
export const serviceChargePercentInput = z
  .union([z.string().max(8, { message: tooLongMessage('Taxa de serviço', 8) }), z.number()], { message: TAB_MESSAGES.percent })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim().replace(',', '.')))
  .pipe(z.string().regex(PERCENT_PATTERN, { message: TAB_MESSAGES.percent }))
  .transform((value) => Number(value).toFixed(2))
  .refine((value) => Number(value) <= SERVICE_CHARGE_MAX_PERCENT, { message: TAB_MESSAGES.percent });
export const percentSchema = z.string().regex(/^\d{1,3}\.\d{2}$/).describe('Porcentagem com duas casas decimais ("10.00").');

/** "10.00" → "10%", "12.50" → "12,5%". */
export function formatPercent(percent: string): string {
  return `${Number(percent).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

export const tabIdInputSchema = z.object({ tabId: uuidSchema });

/** One order of a conta, with its lines. */
const tabOrderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  /** The diner's name when they gave one at the table, or the staff member's customer. */
  customerName: z.string().nullable(),
  takenByName: z.string().nullable(),
  /** subtotal − discount: what the order adds to the conta (before the service charge). */
  total: moneySchema,
  items: z.array(orderItemSchema),
});
export type TabOrder = z.infer<typeof tabOrderSchema>;

const tabPaymentSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  brand: z.enum(PAYMENT_BRANDS).nullable(),
  amount: moneySchema,
  createdByName: z.string(),
  createdAt: isoDateTimeSchema,
});

/** One person's share of a split conta, their part of the service charge included. */
const tabShareSchema = z.object({
  person: z.number().int(),
  /** The lines given to this person (a split by items); empty for an equal split. */
  itemIds: z.array(z.string()),
  amount: moneySchema,
  serviceCharge: moneySchema,
});
export type TabShare = z.infer<typeof tabShareSchema>;

const tabSplitSchema = z.object({
  /** 'people': equally among N; 'items': each line to a person (lines given to no one are shared by all). */
  kind: z.enum(['people', 'items']),
  people: z.number().int(),
  shares: z.array(tabShareSchema),
});
export type TabSplit = z.infer<typeof tabSplitSchema>;

/** A conta with its figures. Cancelled orders are listed but add nothing. */
export const tabSchema = z.object({
  id: z.string(),
  tableId: z.string().nullable(),
  tableName: z.string(),
  status: z.enum(TAB_STATUSES),
  openedAt: isoDateTimeSchema,
  /** The first order's time ('há 25 min'); null while the conta has none. */
  firstOrderAt: isoDateTimeSchema.nullable(),
  /** This conta's percentage ("0.00" once removed) and the restaurant's (what 'Restaurar' puts back). */
  serviceChargePercent: percentSchema,
  restaurantServiceChargePercent: percentSchema,
  orders: z.array(tabOrderSchema),
  /** Σ of the non-cancelled orders' totals. */
  subtotal: moneySchema,
  serviceCharge: moneySchema,
  /** subtotal + serviceCharge: what the conta comes to. */
  total: moneySchema,
  paid: moneySchema,
  /** What is still due ('Restante'); never below zero. */
  remaining: moneySchema,
  payments: z.array(tabPaymentSchema),
  split: tabSplitSchema.nullable(),
  closedAt: isoDateTimeSchema.nullable(),
  closedByName: z.string().nullable(),
});
export type Tab = z.infer<typeof tabSchema>;

const tableCallSchema = z.object({
  id: z.string(),
  type: z.enum(TABLE_CALL_TYPES),
  createdAt: isoDateTimeSchema,
});

/** A table of the dining room: free (tab null) or occupied, and its calls waiting. */
const diningTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  tab: tabSchema.nullable(),
  calls: z.array(tableCallSchema),
});
export type DiningTable = z.infer<typeof diningTableSchema>;

/**
 * GET /api/restaurants/{id}/tabs: every active table, the restaurant's name (the printed
 * conferência), its percentage and the payment methods it accepts ('Registrar pagamento').
 */
export const diningRoomSchema = z.object({
  restaurantName: z.string(),
  serviceChargePercent: percentSchema,
  paymentMethods: z.array(acceptedPaymentMethodSchema),
  tables: z.array(diningTableSchema),
});
export type DiningRoom = z.infer<typeof diningRoomSchema>;

const personSchema = z.number({ message: 'Pessoa: informe um número de 1 a 100' }).int('Pessoa: informe um número de 1 a 100').min(1, 'Pessoa: informe um número de 1 a 100').max(100, 'Pessoa: informe um número de 1 a 100');

/** 'Dividir': equally by N people, or each line to a person number; null undoes the split. */
const tabSplitInputSchema = z.union(
  [
    z.object({ people: z.number({ message: 'Dividir: informe de 2 a 100 pessoas' }).int('Dividir: informe de 2 a 100 pessoas').min(2, 'Dividir: informe de 2 a 100 pessoas').max(100, 'Dividir: informe de 2 a 100 pessoas') }),
    z.object({
      items: z
        .array(z.object({ itemId: uuidSchema, person: personSchema }))
        .min(1, 'Dividir por itens: escolha a pessoa de pelo menos um item')
        .max(500, 'Dividir por itens: no máximo 500 itens'),
    }),
  ],
  { message: 'Dividir: envie { "people": N } ou { "items": [{ "itemId", "person" }] }' },
);

/** PUT /api/tabs/{tabId}: each field left out stays as it is. */
export const updateTabInputSchema = tabIdInputSchema.extend({
  serviceChargePercent: serviceChargePercentInput.optional(),
  split: tabSplitInputSchema.nullable().optional(),
});

/** POST /api/tabs/{tabId}/payments. */
export const tabPaymentInputSchema = tabIdInputSchema.extend({
  method: z.enum(PAYMENT_METHODS, { message: `Forma de pagamento inválida: use ${PAYMENT_METHODS.join(', ')}` }),
  brand: z.enum(PAYMENT_BRANDS, { message: `Bandeira inválida: use ${PAYMENT_BRANDS.join(', ')}` }).nullish(),
  amount: moneyInput({ label: 'Valor', required: 'Valor: informe um valor válido', invalid: 'Valor: informe um valor válido' }).refine((value) => value !== '0.00', {
    message: 'Valor: informe um valor maior que zero',
  }),
});

/** The conta after the payment, and the change to give back (cash over what remained; else "0.00"): 'Troco: R$ 3,00'. */
export const tabPaymentResultSchema = z.object({ tab: tabSchema, change: moneySchema });
export type TabPaymentResult = z.infer<typeof tabPaymentResultSchema>;

/** tabs.attendCall (tRPC only): 'Atendido'. */
export const attendTableCallInputSchema = z.object({ callId: uuidSchema });
export const attendedTableCallSchema = z.object({ id: z.string(), attendedAt: isoDateTimeSchema });
