import { z } from '../zod-locale';
import { expectedVersionField, settingsVersionSchema } from './settings-version';
import type { OrderStatus } from '../constants';
import { addressInputSchema, structuredAddressSchema, ADDRESS_LIMITS, cepSchema } from './address';
import { moneySchema, uuidSchema, wholeNumberInRange } from './common';
import { moneyInput } from './money-input';
import { boundedText, requiredText } from './text';

/** How the customer gets the order (issue 17). Orders of clients that send none are deliveries. */
export const ORDER_TYPES = ['delivery', 'pickup'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = { delivery: 'Entrega', pickup: 'Retirada no local' };
export const orderTypeSchema = z.enum(ORDER_TYPES, { message: "Tipo de pedido inválido: use 'delivery' ou 'pickup'" });
/**
 * What an order can be once placed: also 'table' (issue 33), an order served at a table of the
 * dining room, which only staff and the table's QR link place (a customer's checkout never does).
 */
export const PLACED_ORDER_TYPES = [...ORDER_TYPES, 'table'] as const;
export type PlacedOrderType = (typeof PLACED_ORDER_TYPES)[number];
export const PLACED_ORDER_TYPE_LABELS: Record<PlacedOrderType, string> = { ...ORDER_TYPE_LABELS, table: 'Mesa' };
/** An order's type as answered (outputs only: inputs of a customer's checkout keep orderTypeSchema). */
export const placedOrderTypeSchema = z.enum(PLACED_ORDER_TYPES);

/**
 * The 'Próximo Status' step: a delivery goes ready → out_for_delivery → delivered, a pickup ready
 * → delivered. A table's order stops at ready (served): 'Fechar conta' delivers the conta's orders.
 */
export function nextOrderStatus(status: OrderStatus, orderType: PlacedOrderType = 'delivery'): OrderStatus | null {
  if (status === 'ready') return orderType === 'delivery' ? 'out_for_delivery' : orderType === 'table' ? null : 'delivered';
  if (status === 'out_for_delivery') return 'delivered';
  const steps: Partial<Record<OrderStatus, OrderStatus>> = { pending: 'confirmed', confirmed: 'preparing', preparing: 'ready' };
  return steps[status] ?? null;
}

export const DELIVERY_LIMITS = { timeMax: 600, areasMax: 500 } as const;
const TIME_MESSAGE = `Informe um tempo de 0 a ${DELIVERY_LIMITS.timeMax} minutos`;
const minutesSchema = wholeNumberInRange(0, DELIVERY_LIMITS.timeMax, TIME_MESSAGE);
const TIME_ORDER = 'O tempo mínimo não pode passar do máximo';

/** A time range in minutes ('40–50 min'). */
export const timeRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type TimeRange = z.infer<typeof timeRangeSchema>;
const timeRangeInputSchema = z.object({ min: minutesSchema, max: minutesSchema }).refine((range) => range.min <= range.max, { message: TIME_ORDER, path: ['max'] });

const optionalMoney = (label: string) =>
  z.union([moneyInput({ label, required: `${label} deve ser um valor válido`, invalid: `${label} deve ser um valor válido` }), z.null(), z.literal('').transform(() => null)]);

/** GET /api/restaurants/{id}/delivery-settings */
export const deliverySettingsSchema = z.object({
  delivery: z.boolean(),
  pickup: z.boolean(),
  pickupTime: timeRangeSchema,
  minOrder: moneySchema.nullable(),
  freeDeliveryAbove: moneySchema.nullable(),
  address: structuredAddressSchema.nullable(),
  /** Issue 28: send it back as expectedVersion when saving (see settings-version.ts). */
  version: settingsVersionSchema,
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const DELIVERY_SETTINGS_MESSAGES = {
  oneType: 'Ofereça pelo menos uma forma: Entrega ou Retirada no local',
  pickupAddress: 'Informe o endereço do restaurante para oferecer retirada',
} as const;

const settingsFields = z.object({
  delivery: z.boolean(),
  pickup: z.boolean(),
  pickupTime: timeRangeInputSchema,
  minOrder: optionalMoney('Pedido mínimo'),
  freeDeliveryAbove: optionalMoney('Entrega grátis acima de'),
  address: addressInputSchema.nullable(),
});
type SettingsFields = z.output<typeof settingsFields>;
const offersOneType = (settings: SettingsFields) => settings.delivery || settings.pickup;
const pickupHasAddress = (settings: SettingsFields) => !settings.pickup || settings.address !== null;

/** The Configurações › Entrega form; PUT adds the restaurant's id. */
export const deliverySettingsFormSchema = settingsFields
  .refine(offersOneType, { message: DELIVERY_SETTINGS_MESSAGES.oneType, path: ['delivery'] })
  .refine(pickupHasAddress, { message: DELIVERY_SETTINGS_MESSAGES.pickupAddress, path: ['address'] });
export type DeliverySettingsForm = z.input<typeof deliverySettingsFormSchema>;
export const updateDeliverySettingsInputSchema = settingsFields
  .extend({ id: uuidSchema, ...expectedVersionField })
  .refine(offersOneType, { message: DELIVERY_SETTINGS_MESSAGES.oneType, path: ['delivery'] })
  .refine(pickupHasAddress, { message: DELIVERY_SETTINGS_MESSAGES.pickupAddress, path: ['address'] });

/** One bairro the restaurant delivers to. */
export const deliveryAreaSchema = z.object({
  id: z.string(),
  district: z.string(),
  city: z.string(),
  fee: moneySchema,
  minTime: z.number().int(),
  maxTime: z.number().int(),
  minOrder: moneySchema.nullable(),
  isActive: z.boolean(),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

const areaFields = z.object({
  district: requiredText('Bairro', ADDRESS_LIMITS.districtMax, 'Informe o bairro'),
  city: requiredText('Cidade', ADDRESS_LIMITS.cityMax, 'Informe a cidade'),
  fee: moneyInput({ label: 'Taxa', required: 'Taxa deve ser um valor válido', invalid: 'Taxa deve ser um valor válido' }),
  minTime: minutesSchema,
  maxTime: minutesSchema,
  minOrder: optionalMoney('Pedido mínimo').optional(),
  isActive: z.boolean().optional(),
});
const orderedTimes = (area: { minTime: number; maxTime: number }) => area.minTime <= area.maxTime;

export const deliveryAreaInputSchema = areaFields.refine(orderedTimes, { message: TIME_ORDER, path: ['maxTime'] });
export type DeliveryAreaInput = z.input<typeof deliveryAreaInputSchema>;
export const createDeliveryAreaInputSchema = areaFields.extend({ id: uuidSchema }).refine(orderedTimes, { message: TIME_ORDER, path: ['maxTime'] });
export const updateDeliveryAreaInputSchema = areaFields.extend({ areaId: uuidSchema }).refine(orderedTimes, { message: TIME_ORDER, path: ['maxTime'] });
export const deliveryAreaIdInputSchema = z.object({ areaId: uuidSchema });
export const replaceDeliveryAreasInputSchema = z.object({
  id: uuidSchema,
  areas: z.array(deliveryAreaInputSchema).max(DELIVERY_LIMITS.areasMax, { message: `No máximo ${DELIVERY_LIMITS.areasMax} bairros` }),
});

/** GET /api/restaurants/{id}/delivery-quote: by bairro and city, or by CEP (looked up). */
export const deliveryQuoteInputSchema = z
  .object({
    id: uuidSchema,
    cep: cepSchema.optional(),
    district: boundedText('Bairro', ADDRESS_LIMITS.districtMax).optional(),
    city: boundedText('Cidade', ADDRESS_LIMITS.cityMax).optional(),
  })
  .refine((input) => Boolean(input.cep) || Boolean(input.district), { message: 'Informe o CEP ou o bairro', path: ['district'] });
export const deliveryQuoteSchema = z.object({
  deliverable: z.boolean(),
  fee: moneySchema.nullable(),
  minTime: z.number().int().nullable(),
  maxTime: z.number().int().nullable(),
  minOrder: moneySchema.nullable(),
  reason: z.string().optional(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** 'Não entregamos em {bairro}. Você pode retirar no local.' (the second sentence only when pickup is offered). */
export function notDeliveredMessage(district: string, pickup: boolean): string {
  return `Não entregamos em ${district}.${pickup ? ' Você pode retirar no local.' : ''}`;
}

/**
 * What every client sees of a restaurant's delivery, for the menu header ('Entrega 40–50 min ·
 * R$ 5,00', 'Entrega a partir de R$ 3,00', 'Retirada 20–30 min'). `feeFrom` is the lowest fee
 * of the active bairros, or null when the restaurant charges its flat deliveryFee.
 */
export const restaurantDeliveryInfoSchema = z.object({
  delivery: z.boolean(),
  pickup: z.boolean(),
  pickupTime: timeRangeSchema,
  feeFrom: moneySchema.nullable(),
  minOrder: moneySchema.nullable(),
  freeDeliveryAbove: moneySchema.nullable(),
  address: structuredAddressSchema.nullable(),
});
export type RestaurantDeliveryInfo = z.infer<typeof restaurantDeliveryInfoSchema>;
