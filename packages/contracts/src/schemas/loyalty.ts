import { z } from '../zod-locale';
import { moneySchema, uuidSchema } from './common';
import { couponBenefitSchema } from './coupon';
import { moneyInput } from './money-input';
import { boundedText, tooLongMessage } from './text';

/**
 * Issue 31: the loyalty card ('Cartão fidelidade') and win-back ('Reativar clientes'). Only
 * delivered orders with at least `minSubtotal` count; the Nth issues a single-use coupon bound to
 * that customer, valid `validityDays`, offered automatically at their next checkout.
 */
export const LOYALTY_LIMITS = { ordersMin: 2, ordersMax: 20, validityDaysMax: 365, templateMax: 1000 } as const;

export const loyaltySettingsSchema = z.object({
  enabled: z.boolean(),
  ordersNeeded: z.number({ message: `Número de pedidos: use de ${LOYALTY_LIMITS.ordersMin} a ${LOYALTY_LIMITS.ordersMax}` }).int().min(LOYALTY_LIMITS.ordersMin, `Número de pedidos: use de ${LOYALTY_LIMITS.ordersMin} a ${LOYALTY_LIMITS.ordersMax}`).max(LOYALTY_LIMITS.ordersMax, `Número de pedidos: use de ${LOYALTY_LIMITS.ordersMin} a ${LOYALTY_LIMITS.ordersMax}`),
  minSubtotal: moneyInput({ label: 'Pedido mínimo', required: 'Pedido mínimo: informe um valor', invalid: 'Pedido mínimo: valor inválido' }),
  reward: couponBenefitSchema,
  validityDays: z.number({ message: `Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias` }).int().min(1, `Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias`).max(LOYALTY_LIMITS.validityDaysMax, `Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias`),
});
export type LoyaltySettings = z.output<typeof loyaltySettingsSchema>;
export type LoyaltySettingsInput = z.input<typeof loyaltySettingsSchema>;

/** The settings as the server answers them (two-decimal amounts, nothing left to parse). */
export const loyaltySettingsViewSchema = z.object({
  enabled: z.boolean(),
  ordersNeeded: z.number().int(),
  minSubtotal: moneySchema,
  reward: z.discriminatedUnion('type', [
    z.object({ type: z.literal('percent'), percent: z.number().int(), maxDiscount: moneySchema.nullish() }),
    z.object({ type: z.literal('amount'), amount: moneySchema }),
    z.object({ type: z.literal('free_delivery') }),
    z.object({ type: z.literal('free_item'), productId: z.string() }),
  ]),
  validityDays: z.number().int(),
});

/** GET/PUT /api/restaurants/{id}/loyalty */
export const loyaltyInputSchema = z.object({ id: uuidSchema, loyalty: loyaltySettingsSchema });

/** GET /api/restaurants/{id}/loyalty/progress: the recognised customer's (account or remembered device). */
export const loyaltyProgressSchema = z.object({
  /** false: the restaurant has no card switched on (every other field is then empty). */
  enabled: z.boolean(),
  counted: z.number().int(),
  needed: z.number().int(),
  /** 'frete grátis', '10% de desconto', 'R$ 5,00 de desconto', '1 Açaí 300 ml grátis'. */
  reward: z.string(),
  /** The banner line: 'Faltam 2 pedidos para ganhar frete grátis'. */
  message: z.string(),
  /** A reward already issued and not yet used, offered at the next checkout. */
  rewardCouponCode: z.string().nullable(),
  rewardExpiresAt: z.string().nullable(),
  minSubtotal: moneySchema,
});
export type LoyaltyProgress = z.infer<typeof loyaltyProgressSchema>;

/** The answer while the restaurant has no card: an answer, not a 404, since every menu visit asks. */
export const LOYALTY_PROGRESS_OFF: LoyaltyProgress = { enabled: false, counted: 0, needed: 0, reward: '', message: '', rewardCouponCode: null, rewardExpiresAt: null, minSubtotal: '0.00' };

/** POST /api/restaurants/{id}/customers/{customerId}/winback */
export const winbackInputSchema = z.object({
  id: uuidSchema,
  customerId: uuidSchema,
  /** The message; {nome}, {cupom}, {validade} and {link} are filled in. Saved as the restaurant's template. */
  template: boundedText('Mensagem', LOYALTY_LIMITS.templateMax).max(LOYALTY_LIMITS.templateMax, tooLongMessage('Mensagem', LOYALTY_LIMITS.templateMax)).nullish(),
  benefit: couponBenefitSchema.optional(),
  validityDays: z.number({ message: `Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias` }).int(`Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias`).min(1, `Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias`).max(LOYALTY_LIMITS.validityDaysMax, `Validade: use de 1 a ${LOYALTY_LIMITS.validityDaysMax} dias`).default(7),
});
export const winbackSchema = z.object({ couponCode: z.string(), whatsappUrl: z.string() });
export type Winback = z.infer<typeof winbackSchema>;

/** What GET …/loyalty answers for a restaurant that never set the card up: off, with sensible values to start from. */
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = { enabled: false, ordersNeeded: 10, minSubtotal: '0.00', reward: { type: 'free_delivery' }, validityDays: 30 };

/** The win-back message until the owner writes their own; the opt-out line is always added after it. */
export const DEFAULT_WINBACK_TEMPLATE = 'Oi, {nome}! Sentimos sua falta. Use o cupom {cupom} no seu próximo pedido (válido até {validade}): {link}';
export const WINBACK_OPT_OUT_LINE = 'Para não receber mais mensagens, responda SAIR.';
/** Days after an invitation within which an order counts as the invitation's result. */
export const WINBACK_RESULT_DAYS = 14;

export const WINBACK_MESSAGES = {
  noConsent: 'Este cliente não aceitou receber ofertas pelo WhatsApp',
  blocked: 'Este cliente está bloqueado',
} as const;

/** Reativar clientes: the consenting customers without an order for `inactiveDays` days (tRPC only). */
export const winbackCandidatesInputSchema = z.object({ id: uuidSchema, inactiveDays: z.number({ message: 'Dias sem pedir: use de 1 a 730' }).int().min(1, 'Dias sem pedir: use de 1 a 730').max(730, 'Dias sem pedir: use de 1 a 730').default(30) });
export const winbackCandidateSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  phone: z.string(),
  lastOrderAt: z.string().nullable(),
  /** 'convidado em': the latest invitation; null when never invited. */
  invitedAt: z.string().nullable(),
});
export const winbackCandidatesSchema = z.object({ customers: z.array(winbackCandidateSchema), template: z.string() });
export type WinbackCandidate = z.infer<typeof winbackCandidateSchema>;

/** The invitations and whether each brought an order within WINBACK_RESULT_DAYS days (tRPC only). */
export const winbackReportRowSchema = z.object({
  customerId: z.string().nullable(),
  name: z.string(),
  couponCode: z.string(),
  invitedAt: z.string(),
  /** The first order placed within WINBACK_RESULT_DAYS days of the invitation (not cancelled); null when none. */
  orderedAt: z.string().nullable(),
});
export const winbackReportSchema = z.object({ invitations: z.array(winbackReportRowSchema) });
export type WinbackReport = z.infer<typeof winbackReportSchema>;
