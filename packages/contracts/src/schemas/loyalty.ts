import { z } from 'zod';
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

/** GET/PUT /api/restaurants/{id}/loyalty */
export const loyaltyInputSchema = z.object({ id: uuidSchema, loyalty: loyaltySettingsSchema });

/** GET /api/restaurants/{id}/loyalty/progress: the recognised customer's (account or remembered device). */
export const loyaltyProgressSchema = z.object({
  counted: z.number().int(),
  needed: z.number().int(),
  /** 'frete grátis', '10% de desconto', 'R$ 5,00 de desconto', 'um Açaí 300 ml grátis'. */
  reward: z.string(),
  /** The banner line: 'Faltam 2 pedidos para ganhar frete grátis'. */
  message: z.string(),
  /** A reward already issued and not yet used, offered at the next checkout. */
  rewardCouponCode: z.string().nullable(),
  rewardExpiresAt: z.string().nullable(),
  minSubtotal: moneySchema,
});
export type LoyaltyProgress = z.infer<typeof loyaltyProgressSchema>;

/** POST /api/restaurants/{id}/customers/{customerId}/winback */
export const winbackInputSchema = z.object({
  id: uuidSchema,
  customerId: uuidSchema,
  /** The message; {nome}, {cupom}, {validade} and {link} are filled in. Saved as the restaurant's template. */
  template: boundedText('Mensagem', LOYALTY_LIMITS.templateMax).max(LOYALTY_LIMITS.templateMax, tooLongMessage('Mensagem', LOYALTY_LIMITS.templateMax)).nullish(),
  benefit: couponBenefitSchema.optional(),
  validityDays: z.number().int().min(1).max(LOYALTY_LIMITS.validityDaysMax).default(7),
});
export const winbackSchema = z.object({ couponCode: z.string(), whatsappUrl: z.string() });
export type Winback = z.infer<typeof winbackSchema>;
