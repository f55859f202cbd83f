import { z } from '../zod-locale';
import { expectedVersionField, settingsVersionSchema } from './settings-version';
import { formatBRL } from '../money';
import { normalizePixKey, PIX_KEY_INVALID, PIX_KEY_TYPES } from '../pix-key';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { moneyInput } from './money-input';
import { tooLongMessage } from './text';

/**
 * How the customer pays (issue 16), named like the Open Delivery standard's methods. All but Pix
 * are paid when the order arrives (or at the counter); Pix is paid to the restaurant's own key
 * through a static BR Code, with no provider in between.
 */
export const PAYMENT_METHODS = ['cash', 'credit', 'debit', 'meal_voucher', 'food_voucher', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods paid on delivery, set in Configurações › Pagamento one by one (Pix has its own block). */
export const ON_DELIVERY_METHODS = ['cash', 'credit', 'debit', 'meal_voucher', 'food_voucher'] as const;
export type OnDeliveryMethod = (typeof ON_DELIVERY_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Dinheiro',
  credit: 'Cartão de crédito',
  debit: 'Cartão de débito',
  meal_voucher: 'Vale-refeição',
  food_voucher: 'Vale-alimentação',
  pix: 'Pix',
};

export const CARD_BRANDS = ['visa', 'mastercard', 'elo', 'hipercard', 'amex'] as const;
export const VOUCHER_BRANDS = ['vr', 'pluxee', 'ticket', 'alelo'] as const;
export const PAYMENT_BRANDS = [...CARD_BRANDS, ...VOUCHER_BRANDS] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];
export const PAYMENT_BRAND_LABELS: Record<PaymentBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  hipercard: 'Hipercard',
  amex: 'American Express',
  vr: 'VR',
  pluxee: 'Pluxee',
  ticket: 'Ticket',
  alelo: 'Alelo',
};

/** The brands a method can have: cards take card brands, vouchers voucher brands, cash and Pix none. */
export function brandsOf(method: PaymentMethod): readonly PaymentBrand[] {
  if (method === 'credit' || method === 'debit') return CARD_BRANDS;
  if (method === 'meal_voucher' || method === 'food_voucher') return VOUCHER_BRANDS;
  return [];
}

/** `pending` until the restaurant confirms a Pix in its bank; what is paid on delivery is `not_applicable`. */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'not_applicable'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PIX_LIMITS = { receiverNameMax: 25, receiverCityMax: 15, keyMax: 77 } as const;

export const PAYMENT_MESSAGES = {
  oneMethod: 'Deixe pelo menos uma forma de pagamento ativa',
  repeatedMethod: 'Cada forma de pagamento aparece uma vez só',
  oneBrand: (method: PaymentMethod) => `Escolha pelo menos uma bandeira para ${PAYMENT_METHOD_LABELS[method]}`,
  brandOfMethod: (method: PaymentMethod) => `Bandeira inválida para ${PAYMENT_METHOD_LABELS[method]}`,
  pixKeyType: 'Escolha o tipo da chave Pix',
  pixKey: 'Informe a chave Pix',
  pixAscii: (label: string, example: string) => `${label}: use só letras sem acento, números e espaços (ex.: ${example})`,
  pixNameRequired: 'Informe o nome do recebedor do Pix',
  pixCityRequired: 'Informe a cidade do recebedor do Pix',
  changeBelowTotal: (total: string) => `O valor para troco não pode ser menor que o total (${formatBRL(total)})`,
  changeOnlyCash: 'Troco só se aplica ao pagamento em dinheiro',
  brandWithoutBrands: (method: PaymentMethod) => `${PAYMENT_METHOD_LABELS[method]} não tem bandeira`,
  methodNotAccepted: (method: PaymentMethod) => `Esta loja não aceita ${PAYMENT_METHOD_LABELS[method]}. Escolha outra forma de pagamento.`,
  brandNotAccepted: (method: PaymentMethod, brand: PaymentBrand) =>
    `Esta loja não aceita ${PAYMENT_BRAND_LABELS[brand]} no ${PAYMENT_METHOD_LABELS[method]}. Escolha outra bandeira ou forma de pagamento.`,
  notPix: 'Este pedido não é pago por Pix: não há recebimento para confirmar',
  alreadyConfirmed: 'O recebimento deste Pix já foi confirmado',
  confirmPixFirst: 'Confirme o recebimento do Pix antes de preparar o pedido: confira no extrato do banco.',
} as const;

const methodSchema = z.enum(PAYMENT_METHODS, { message: `Forma de pagamento inválida: use ${PAYMENT_METHODS.join(', ')}` });
const onDeliveryMethodSchema = z.enum(ON_DELIVERY_METHODS, {
  message: `Forma de pagamento inválida: use ${ON_DELIVERY_METHODS.join(', ')} (o Pix fica em "pix")`,
});
const brandSchema = z.enum(PAYMENT_BRANDS, { message: `Bandeira inválida: use ${PAYMENT_BRANDS.join(', ')}` });

/** One method as the restaurant set it up; `brands` only for cards and vouchers. */
export const paymentMethodSettingSchema = z.object({
  method: onDeliveryMethodSchema,
  enabled: z.boolean(),
  brands: z.array(brandSchema).max(PAYMENT_BRANDS.length, { message: `No máximo ${PAYMENT_BRANDS.length} bandeiras por forma de pagamento` }).optional(),
});
export type PaymentMethodSetting = z.infer<typeof paymentMethodSettingSchema>;

export const pixSettingsSchema = z.object({
  enabled: z.boolean(),
  keyType: z.enum(PIX_KEY_TYPES).nullable(),
  key: z.string().nullable(),
  receiverName: z.string(),
  receiverCity: z.string(),
  requireConfirmation: z.boolean(),
});
export type PixSettings = z.infer<typeof pixSettingsSchema>;

/** GET /api/restaurants/{id}/payment-settings */
/** `version`: issue 28, send it back as expectedVersion when saving (see settings-version.ts). */
export const paymentSettingsSchema = z.object({ methods: z.array(paymentMethodSettingSchema), pix: pixSettingsSchema, version: settingsVersionSchema });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What the checkout offers: the enabled methods, with the accepted brands (never the Pix key). */
export const acceptedPaymentMethodSchema = z.object({ method: methodSchema, brands: z.array(brandSchema).optional() });
export type AcceptedPaymentMethod = z.infer<typeof acceptedPaymentMethodSchema>;

/** Existing and new restaurants start with cash, credit and debit (every card brand). */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodSetting[] = ON_DELIVERY_METHODS.map((method) => ({
  method,
  enabled: method === 'cash' || method === 'credit' || method === 'debit',
  ...(brandsOf(method).length > 0 ? { brands: [...brandsOf(method)] } : {}),
}));

const ASCII = /^[\x20-\x7e]*$/;
function pixTextInput(label: string, max: number, example: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((value) => ASCII.test(value), { message: PAYMENT_MESSAGES.pixAscii(label, example) });
}

const pixInputSchema = z
  .object({
    enabled: z.boolean(),
    keyType: z.enum(PIX_KEY_TYPES, { message: PAYMENT_MESSAGES.pixKeyType }).nullish(),
    key: z.string().trim().max(PIX_LIMITS.keyMax, tooLongMessage('Chave Pix', PIX_LIMITS.keyMax)).nullish(),
    receiverName: pixTextInput('Nome do recebedor', PIX_LIMITS.receiverNameMax, 'PIZZARIA SAO JOAO'),
    receiverCity: pixTextInput('Cidade do recebedor', PIX_LIMITS.receiverCityMax, 'SAO PAULO'),
    requireConfirmation: z.boolean().optional(),
  })
  .superRefine((pix, context) => {
    // A key is checked whenever one is given (it is kept while Pix is off); an enabled Pix needs all four fields.
    if (pix.key && !pix.keyType) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.pixKeyType, path: ['keyType'] });
    if (pix.key && pix.keyType && normalizePixKey(pix.keyType, pix.key) === null) {
      context.addIssue({ code: 'custom', message: PIX_KEY_INVALID[pix.keyType], path: ['key'] });
    }
    if (!pix.enabled) return;
    if (!pix.keyType && !pix.key) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.pixKeyType, path: ['keyType'] });
    if (!pix.key) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.pixKey, path: ['key'] });
    if (!pix.receiverName) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.pixNameRequired, path: ['receiverName'] });
    if (!pix.receiverCity) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.pixCityRequired, path: ['receiverCity'] });
  })
  .transform((pix) => ({
    ...pix,
    keyType: pix.keyType ?? null,
    key: pix.key && pix.keyType ? normalizePixKey(pix.keyType, pix.key) : null,
    requireConfirmation: pix.requireConfirmation ?? true,
  }));

const methodsInputSchema = z
  .array(paymentMethodSettingSchema)
  .max(ON_DELIVERY_METHODS.length, { message: `No máximo ${ON_DELIVERY_METHODS.length} formas de pagamento: ${PAYMENT_MESSAGES.repeatedMethod.toLowerCase()}` })
  .superRefine((methods, context) => {
    if (new Set(methods.map((entry) => entry.method)).size !== methods.length) context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.repeatedMethod });
    methods.forEach((entry, index) => {
      const allowed = brandsOf(entry.method);
      if ((entry.brands ?? []).some((brand) => !allowed.includes(brand))) {
        context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.brandOfMethod(entry.method), path: [index, 'brands'] });
      } else if (entry.enabled && allowed.length > 0 && (entry.brands ?? []).length === 0) {
        context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.oneBrand(entry.method), path: [index, 'brands'] });
      }
    });
  });

const settingsFields = z.object({ methods: methodsInputSchema, pix: pixInputSchema });
const oneEnabled = (settings: { methods: { enabled: boolean }[]; pix: { enabled: boolean } }) =>
  settings.pix.enabled || settings.methods.some((entry) => entry.enabled);

/**
 * The Configurações › Pagamento form. The methods list is whole: one left out is turned off.
 * A Pix key is stored normalised (see normalizePixKey).
 */
export const paymentSettingsFormSchema = settingsFields.refine(oneEnabled, { message: PAYMENT_MESSAGES.oneMethod, path: ['methods'] });
export type PaymentSettingsForm = z.input<typeof paymentSettingsFormSchema>;
/** PUT /api/restaurants/{id}/payment-settings */
export const updatePaymentSettingsInputSchema = settingsFields.extend({ id: uuidSchema, ...expectedVersionField }).refine(oneEnabled, { message: PAYMENT_MESSAGES.oneMethod, path: ['methods'] });

/**
 * How the customer will pay, in POST /api/orders' `order.payment`. `changeFor` is the note the
 * customer hands over for cash ('troco para R$ 50,00'); the server checks it is not below the total.
 */
export const orderPaymentInputSchema = z
  .object({
    method: methodSchema,
    brand: brandSchema.nullish(),
    changeFor: moneyInput({ label: 'Troco para', required: 'Troco para: informe um valor válido', invalid: 'Troco para: informe um valor válido' }).nullish(),
  })
  .superRefine((payment, context) => {
    if (payment.changeFor && payment.method !== 'cash') context.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.changeOnlyCash, path: ['changeFor'] });
    if (payment.brand && !brandsOf(payment.method).includes(payment.brand)) {
      const message = brandsOf(payment.method).length === 0 ? PAYMENT_MESSAGES.brandWithoutBrands(payment.method) : PAYMENT_MESSAGES.brandOfMethod(payment.method);
      context.addIssue({ code: 'custom', message, path: ['brand'] });
    }
  });
export type OrderPaymentInput = z.input<typeof orderPaymentInputSchema>;

/**
 * An order's payment as the restaurant and the customer read it. `method` null: a client that
 * sent none (the spec's payload) — paid on delivery, to be agreed. `changeDue` is what the
 * courier brings back; `pixPayload` the BR Code ('copia e cola') of a Pix order.
 */
export const orderPaymentSchema = z.object({
  method: methodSchema.nullable(),
  brand: brandSchema.nullable(),
  changeFor: moneySchema.nullable(),
  changeDue: moneySchema.nullable(),
  status: z.enum(PAYMENT_STATUSES),
  confirmedAt: isoDateTimeSchema.nullable(),
  pixPayload: z.string().optional(),
  /** The receiver's name inside the BR Code, shown beside the QR so the customer knows who is paid. */
  pixReceiverName: z.string().optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** PUT /api/orders/{orderId}/payment-confirmation */
export const confirmPaymentInputSchema = z.object({ orderId: uuidSchema });
