import { z } from '../zod-locale';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { orderTypeSchema } from './delivery';
import { moneyInput } from './money-input';
import { boundedText, requiredText, tooLongMessage } from './text';

/**
 * Issue 31: coupons (with a code) and automatic offers (code null), the quote a checkout asks for
 * before placing, and their results. The server computes every discount; these are the shapes.
 */

export const COUPON_BENEFIT_TYPES = ['percent', 'amount', 'free_delivery', 'free_item'] as const;
export type CouponBenefitType = (typeof COUPON_BENEFIT_TYPES)[number];
/** Who made a coupon: the owner (Marketing › Cupons), the loyalty card, a win-back invitation. */
export const COUPON_SOURCES = ['owner', 'loyalty', 'winback'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];

export const COUPON_LIMITS = { codeMin: 3, codeMax: 20, titleMax: 80, descriptionMax: 500, districtsMax: 100, limitMax: 1_000_000 } as const;

export const COUPON_MESSAGES = {
  code: `Código do cupom: use de ${COUPON_LIMITS.codeMin} a ${COUPON_LIMITS.codeMax} letras (A–Z) e números, sem espaços`,
  duplicateCode: 'Já existe um cupom com este código neste restaurante',
  notFound: 'Cupom não encontrado',
  percent: 'Desconto em %: use um número inteiro de 1 a 100',
  time: 'Horário inválido: use HH:MM',
  weekday: 'Dia da semana inválido: use 0 (domingo) a 6 (sábado)',
  limit: `Limite inválido: use um número inteiro de 1 a ${COUPON_LIMITS.limitMax}`,
  period: 'O fim da validade deve ser depois do início',
  // Refusals of a code at checkout or in a quote (issue 31, point 5). {…} are filled by the server.
  expired: 'Cupom expirado em {date}',
  notYet: 'Cupom válido a partir de {date}',
  schedule: 'Válido {days}{hours}',
  minSubtotal: 'Pedido mínimo de {amount} para este cupom',
  firstOrderOnly: 'Válido só no primeiro pedido',
  alreadyUsed: 'Você já usou este cupom',
  soldOut: 'Cupom esgotado',
  orderType: 'Não vale para {type}',
  district: 'Não vale para {district}',
  paused: 'Cupom pausado',
  personal: 'Este cupom é pessoal e não vale para este telefone',
  totalMismatch: 'O desconto mudou: revise o pedido antes de confirmar',
  freeItemMissing: 'Adicione {product} ao carrinho para ganhar 1 grátis',
  freeItemGone: 'O produto deste cupom não está mais no cardápio',
} as const;

const codePattern = /^[A-Za-z0-9]+$/;

/** A code as typed: trimmed, checked, stored and compared upper-case. */
export const couponCodeSchema = z
  .string({ message: COUPON_MESSAGES.code })
  .trim()
  .max(COUPON_LIMITS.codeMax, tooLongMessage('Código do cupom', COUPON_LIMITS.codeMax))
  .min(COUPON_LIMITS.codeMin, COUPON_MESSAGES.code)
  .regex(codePattern, COUPON_MESSAGES.code)
  .transform((code) => code.toUpperCase());

const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, COUPON_MESSAGES.time);
const limitSchema = z.number({ message: COUPON_MESSAGES.limit }).int(COUPON_MESSAGES.limit).min(1, COUPON_MESSAGES.limit).max(COUPON_LIMITS.limitMax, COUPON_MESSAGES.limit);
const amountInput = (label: string) => moneyInput({ label, required: `${label}: informe um valor`, invalid: `${label}: valor inválido` });

/** The benefit: one per coupon. */
export const couponBenefitSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('percent'), percent: z.number({ message: COUPON_MESSAGES.percent }).int(COUPON_MESSAGES.percent).min(1, COUPON_MESSAGES.percent).max(100, COUPON_MESSAGES.percent), maxDiscount: amountInput('Desconto máximo').nullish() }),
    z.object({ type: z.literal('amount'), amount: amountInput('Valor do desconto') }),
    z.object({ type: z.literal('free_delivery') }),
    z.object({ type: z.literal('free_item'), productId: uuidSchema }),
  ],
  { error: "Benefício inválido: use 'percent', 'amount', 'free_delivery' ou 'free_item'" },
);
export type CouponBenefit = z.output<typeof couponBenefitSchema>;

/** The conditions, all optional. */
export const couponConditionsSchema = z.object({
  minSubtotal: amountInput('Pedido mínimo').nullish(),
  startsAt: z.iso.datetime({ offset: true, message: 'Início da validade inválido' }).max(40, 'Início da validade inválido: no máximo 40 caracteres').nullish(),
  endsAt: z.iso.datetime({ offset: true, message: 'Fim da validade inválido' }).max(40, 'Fim da validade inválido: no máximo 40 caracteres').nullish(),
  weekdays: z.array(z.number().int().min(0, COUPON_MESSAGES.weekday).max(6, COUPON_MESSAGES.weekday)).max(7, 'Dias da semana: no máximo 7').nullish(),
  timeFrom: timeOfDaySchema.nullish(),
  timeTo: timeOfDaySchema.nullish(),
  orderTypes: z.array(orderTypeSchema).max(3, 'Tipos de pedido: no máximo 3').nullish(),
  districts: z.array(requiredText('Bairro', 120)).max(COUPON_LIMITS.districtsMax, `Bairros: no máximo ${COUPON_LIMITS.districtsMax}`).nullish(),
  firstOrderOnly: z.boolean().default(false),
  totalLimit: limitSchema.nullish(),
  perCustomerLimit: limitSchema.nullish(),
});

/** POST /api/restaurants/{id}/coupons and PUT /api/coupons/{couponId}: `code: null` = an automatic offer. */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema.nullable(),
    title: requiredText('Título', COUPON_LIMITS.titleMax),
    description: boundedText('Descrição', COUPON_LIMITS.descriptionMax).nullish(),
    benefit: couponBenefitSchema,
    conditions: couponConditionsSchema.default({ firstOrderOnly: false }),
    active: z.boolean().default(true),
  })
  .refine((coupon) => !coupon.conditions.startsAt || !coupon.conditions.endsAt || coupon.conditions.startsAt < coupon.conditions.endsAt, { message: COUPON_MESSAGES.period, path: ['conditions', 'endsAt'] });
export type CouponInput = z.input<typeof couponInputSchema>;

export const createCouponInputSchema = z.object({ id: uuidSchema, coupon: couponInputSchema });
export const updateCouponInputSchema = z.object({ couponId: uuidSchema, coupon: couponInputSchema });
export const couponIdInputSchema = z.object({ couponId: uuidSchema });

export const couponSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  benefit: z.discriminatedUnion('type', [
    z.object({ type: z.literal('percent'), percent: z.number().int(), maxDiscount: moneySchema.nullable() }),
    z.object({ type: z.literal('amount'), amount: moneySchema }),
    z.object({ type: z.literal('free_delivery') }),
    z.object({ type: z.literal('free_item'), productId: z.string().nullable(), productName: z.string().nullable() }),
  ]),
  conditions: z.object({
    minSubtotal: moneySchema.nullable(),
    startsAt: isoDateTimeSchema.nullable(),
    endsAt: isoDateTimeSchema.nullable(),
    weekdays: z.array(z.number().int()).nullable(),
    timeFrom: z.string().nullable(),
    timeTo: z.string().nullable(),
    orderTypes: z.array(orderTypeSchema).nullable(),
    districts: z.array(z.string()).nullable(),
    firstOrderOnly: z.boolean(),
    totalLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
  }),
  active: z.boolean(),
  uses: z.number().int(),
  source: z.enum(COUPON_SOURCES),
  /** A personal coupon's customer record (loyalty reward, win-back); null = anyone. */
  restaurantCustomerId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * POST /api/restaurants/{id}/coupon-quote: what a code would do to this cart, without using it.
 * Without a code (the checkout asks so when it opens), what the order would get anyway: the best
 * automatic offer or the customer's own reward coupon, so the checkout shows it and sends the same total.
 */
export const couponQuoteInputSchema = z.object({
  id: uuidSchema,
  code: couponCodeSchema.nullish(),
  subtotal: amountInput('Subtotal'),
  orderType: orderTypeSchema.default('delivery'),
  district: boundedText('Bairro', 120).nullish(),
  /** The phone the order will carry (per-customer and first-order rules); the signed-in customer's profile phone otherwise. */
  phone: z.string().trim().max(20, tooLongMessage('Celular', 20)).nullish(),
  /** The delivery fee the checkout shows: values free delivery against the other benefits (else the restaurant's flat fee). */
  deliveryFee: amountInput('Taxa de entrega').nullish(),
});
export const couponQuoteSchema = z.object({
  valid: z.boolean(),
  /** Off the items' subtotal (0.00 for free delivery, which zeroes the fee instead). */
  discount: moneySchema,
  freeDelivery: z.boolean(),
  /** Why it does not apply, in pt-BR ('Cupom esgotado', 'Pedido mínimo de R$ 40,00 para este cupom', …). */
  reason: z.string().optional(),
  /**
   * One benefit per order: the one the order would get with this cart (the typed code, or a better
   * automatic offer or the customer's reward coupon), which the checkout shows and totals with.
   * `code` is null for an automatic offer, whose `title` is its banner line. Absent when none applies.
   */
  applied: z.object({ code: z.string().nullable(), title: z.string(), discount: moneySchema, freeDelivery: z.boolean() }).optional(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

/** An active automatic offer, as the menu's banner shows it (GET /api/restaurants/slug/{slug} → offers). */
export const offerSchema = z.object({ title: z.string(), description: z.string().nullable() });
export type Offer = z.infer<typeof offerSchema>;

/** GET /api/coupons/{couponId}/results */
export const couponResultsSchema = z.object({
  couponId: z.string(),
  /** Orders that used it and were not cancelled. */
  uses: z.number().int(),
  discount: moneySchema,
  /** The total of those orders. */
  revenue: moneySchema,
  /** Customers whose first order at the restaurant used it. */
  newCustomers: z.number().int(),
});
export type CouponResults = z.infer<typeof couponResultsSchema>;
