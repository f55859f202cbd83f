import { z } from '../zod-locale';
import { ORDER_STATUSES } from '../constants';
import { CUSTOMER_TAGS, customerTagRulesSchema } from './customer-tags';
import { placedOrderTypeSchema } from './delivery';
import { moneySchema, uuidSchema, wholeNumberInRange } from './common';
import { boundedText, tooLongMessage } from './text';

/**
 * Issue 30: the restaurant's own customer list (Owner › Clientes). The figures of a customer
 * (first and last order, orders, total spent, average ticket, last bairro) are computed from the
 * orders at each read; cancelled orders count for none of them, and only delivered ones for the
 * money.
 */

export const CUSTOMER_LIMITS = {
  pageSize: 30,
  pageMax: 100,
  queryMax: 100,
  daysMax: 3650,
  notesMax: 2000,
  tagMax: 30,
  tagsMax: 20,
  /** Lines of one import (a spreadsheet of the restaurant's customers). */
  importLinesMax: 5000,
  importCharsMax: 500_000,
} as const;

export const CUSTOMER_MESSAGES = {
  notFound: 'Cliente não encontrado',
  days: `Informe um número de dias entre 1 e ${CUSTOMER_LIMITS.daysMax}`,
  minOrders: 'Informe um número de pedidos entre 1 e 10000',
  pageSize: `Tamanho da página inválido: use de 1 a ${CUSTOMER_LIMITS.pageMax}`,
  cursor: 'Cursor inválido: use o nextCursor da página anterior',
  consent: "Use consent=true ou consent=false",
  atRiskBeforeInactive: "'Em risco' deve começar antes de 'Inativo': use menos dias em 'Em risco' do que em 'Inativo'",
  openOrders: 'Este cliente tem pedidos em andamento. Conclua ou cancele esses pedidos antes de excluir os dados.',
  importEmpty: 'O arquivo está vazio: envie uma linha por cliente, nome;telefone;bairro',
  importTooManyLines: `O arquivo tem mais de ${CUSTOMER_LIMITS.importLinesMax} linhas: divida-o em partes`,
} as const;

const daysSchema = wholeNumberInRange(1, CUSTOMER_LIMITS.daysMax, CUSTOMER_MESSAGES.days);

/** 'true'/'false' in a query string, or a boolean from tRPC. */
const booleanQuerySchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: CUSTOMER_MESSAGES.consent });

/** The filters of the list (and of the CSV export, which exports what the list shows). */
export const customerFilterFields = {
  /** Part of the name (accents and case ignored) or of the phone's digits. */
  query: boundedText('Busca', CUSTOMER_LIMITS.queryMax).optional(),
  /** 'sem pedir há ≥ N dias': the last order was N days ago or more. */
  inactiveDays: daysSchema.optional(),
  /** '≥ N pedidos'. */
  minOrders: wholeNumberInRange(1, 10000, CUSTOMER_MESSAGES.minOrders).optional(),
  /** 'novos nos últimos N dias': the first order was within the last N days. */
  newDays: daysSchema.optional(),
  /** The last bairro (accents and case ignored). */
  district: boundedText('Bairro', 120).optional(),
  /** 'aceita ofertas': marketing consent given (true) or not (false). */
  consent: booleanQuerySchema.optional(),
  /** An automatic tag (Novo, Frequente, Em risco, Inativo) or one of the owner's own. */
  tag: boundedText('Etiqueta', CUSTOMER_LIMITS.tagMax).optional(),
};

export const customerListInputSchema = z.object({
  id: uuidSchema,
  ...customerFilterFields,
  cursor: z.string().max(200, tooLongMessage('Cursor de paginação', 200)).optional(),
  limit: wholeNumberInRange(1, CUSTOMER_LIMITS.pageMax, CUSTOMER_MESSAGES.pageSize).optional(),
});
export type CustomerListInput = z.input<typeof customerListInputSchema>;
export type CustomerFilters = Omit<z.output<typeof customerListInputSchema>, 'id' | 'cursor' | 'limit'>;

export const customerExportInputSchema = z.object({ id: uuidSchema, ...customerFilterFields });

export const automaticCustomerTagSchema = z.enum(CUSTOMER_TAGS);

/** One customer as the list shows them. */
export const customerSummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  /** E.164: '+5511912345678'. */
  phone: z.string(),
  firstOrderAt: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  orderCount: z.number().int(),
  /** Delivered orders only. */
  totalSpent: moneySchema,
  /** totalSpent ÷ delivered orders; null before the first delivery. */
  averageTicket: moneySchema.nullable(),
  /** The bairro of the last order with an address (or the one an import gave). */
  district: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
  /** Where consent was given: 'checkout', … */
  marketingConsentSource: z.string().nullable(),
  /** Novo / Frequente / Em risco / Inativo, from the restaurant's thresholds. */
  automaticTags: z.array(automaticCustomerTagSchema),
  /** The owner's own tags. */
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  blocked: z.boolean(),
  hasAccount: z.boolean(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerPageSchema = z.object({
  customers: z.array(customerSummarySchema),
  /** The cursor of the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerIdInputSchema = z.object({ id: uuidSchema, customerId: uuidSchema });

export const customerOrderSchema = z.object({
  id: uuidSchema,
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderType: placedOrderTypeSchema,
  total: moneySchema,
  district: z.string().nullable(),
});

/** GET …/customers/{customerId}: the record and its orders (newest first). */
export const customerDetailSchema = z.object({
  customer: customerSummarySchema,
  orders: z.array(customerOrderSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const ownTagSchema = z.string().trim().min(1, 'Etiqueta em branco').max(CUSTOMER_LIMITS.tagMax, tooLongMessage('Etiqueta', CUSTOMER_LIMITS.tagMax));

/** PUT …/customers/{customerId}: each field left out stays as it is. */
export const updateCustomerInputSchema = customerIdInputSchema.extend({
  notes: boundedText('Observações', CUSTOMER_LIMITS.notesMax).nullish(),
  tags: z.array(ownTagSchema).max(CUSTOMER_LIMITS.tagsMax, `No máximo ${CUSTOMER_LIMITS.tagsMax} etiquetas`).optional(),
  blocked: z.boolean().optional(),
});
export type UpdateCustomerInput = z.input<typeof updateCustomerInputSchema>;

export const customerImportInputSchema = z.object({
  id: uuidSchema,
  /** The file's text: 'nome;telefone[;bairro]' per line, an optional header line. */
  csv: z.string().max(CUSTOMER_LIMITS.importCharsMax, `Arquivo grande demais: no máximo ${CUSTOMER_LIMITS.importCharsMax} caracteres`),
});

export const customerImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** 'Linha 3: telefone inválido "1234"', numbered as the spreadsheet shows the lines. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;

/** The thresholds form; 'Em risco' must start before 'Inativo'. */
export const customerTagRulesInputSchema = customerTagRulesSchema.extend({ id: uuidSchema }).refine((rules) => rules.atRiskDays < rules.inactiveDays, {
  message: CUSTOMER_MESSAGES.atRiskBeforeInactive,
  path: ['atRiskDays'],
});
