import { z } from '../zod-locale';
import { LIMITS, ORDER_STATUSES } from '../constants';
import { isMoneyString } from '../money';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { cancelReasonSchema } from './order-cancel';
import { isOrderedRange, ORDER_FILTER_MESSAGES, orderListFilterFields } from './order-list-filters';
import { boundedText, tooLongMessage } from './text';
import { lineChoiceInputSchema, OPTION_LIMITS, orderItemOptionSchema } from './option-group';
import { PROFILE_MESSAGES } from './user';
import { addressInputSchema, structuredAddressSchema } from './address';
import { orderTypeSchema, placedOrderTypeSchema, timeRangeSchema } from './delivery';
import { orderPaymentInputSchema, orderPaymentSchema } from './payment';
import { couponCodeSchema } from './coupon';
import { ORDER_ORIGINS } from './tables';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: 'Status inválido' });

/** Room for the largest order (100 lines × 99 units × the largest price), so the server can say it is too large. */
const SEEN_AMOUNT_MAX = 20;

/**
 * An amount as the customer saw it. Not bounded by what can be stored: the server recomputes
 * every amount and refuses, with its own message, an order larger than the database holds.
 */
const seenAmountSchema = z
  .string({ message: 'Valor monetário inválido' })
  .trim()
  .max(SEEN_AMOUNT_MAX, tooLongMessage('Valor', SEEN_AMOUNT_MAX))
  .refine(isMoneyString, { message: 'Valor monetário inválido' });

/** A cart line as the client saw it: the server checks every amount against current prices. */
export const orderLineInputSchema = z.object({
  productId: uuidSchema,
  quantity: z
    .number({ message: 'Quantidade inválida' })
    .int({ message: 'Quantidade deve ser um número inteiro' })
    .min(1, { message: `Quantidade deve ser entre 1 e ${LIMITS.quantityMax}` })
    .max(LIMITS.quantityMax, { message: `Quantidade deve ser entre 1 e ${LIMITS.quantityMax}` }),
  unitPrice: seenAmountSchema,
  totalPrice: seenAmountSchema,
  /** The chosen options (issue 19); unitPrice is the base price plus what they add. */
  options: z.array(lineChoiceInputSchema).max(OPTION_LIMITS.choicesPerLineMax, { message: `No máximo ${OPTION_LIMITS.choicesPerLineMax} opções por item` }).optional(),
  /** The line's note ('sem cebola'). */
  notes: boundedText('Observação do item', OPTION_LIMITS.lineNotesMax).nullish(),
});

/** Two lines are the same when product, choices and note are: those must be one line with its quantity. */
function lineKey(line: z.output<typeof orderLineInputSchema>): string {
  const choices = (line.options ?? []).map((choice) => `${choice.optionId}×${choice.quantity}`).sort();
  return JSON.stringify([line.productId, choices, line.notes || '']);
}

export const IDEMPOTENCY_KEY_MAX = 100;
const IDEMPOTENCY_KEY_INVALID = 'Chave de idempotência inválida: use só letras, números e sinais, sem espaços';

/**
 * The client's key for one checkout attempt (the web app sends a UUID; REST takes it from the
 * Idempotency-Key header): a retry with the same key returns the first order instead of placing
 * another. Printable ASCII without spaces.
 */
export const idempotencyKeySchema = z
  .string({ message: IDEMPOTENCY_KEY_INVALID })
  .min(1, { message: IDEMPOTENCY_KEY_INVALID })
  .max(IDEMPOTENCY_KEY_MAX, { message: tooLongMessage('Chave de idempotência', IDEMPOTENCY_KEY_MAX) })
  .regex(/^[\x21-\x7e]+$/, { message: IDEMPOTENCY_KEY_INVALID });

const ADDRESS_MIN = 5;
const PHONE_DIGITS_MIN = 10;
export const DELIVERY_PHONE_REQUIRED = 'Informe um telefone para a entrega';
export const DELIVERY_ADDRESS_REQUIRED = 'Informe o endereço de entrega';

/** A phone as typed ('(11) 98765-4321'): at most 20 characters with at least 10 digits; blank means "none". */
const deliveryPhoneSchema = z
  .string()
  .trim()
  .max(LIMITS.phoneMax, tooLongMessage('Telefone', LIMITS.phoneMax))
  .refine((value) => value === '' || value.replace(/\D/g, '').length >= PHONE_DIGITS_MIN, PROFILE_MESSAGES.phone);

/** Where to deliver, as the customer wrote it; blank means "none". */
const deliveryAddressSchema = z
  .string()
  .trim()
  .max(LIMITS.addressMax, tooLongMessage('Endereço', LIMITS.addressMax))
  .refine((value) => value === '' || value.length >= ADDRESS_MIN, PROFILE_MESSAGES.address);

/** A point on Earth (WGS 84), as the browser's geolocation gives it. */
export const deviceCoordinatesSchema = z.object({
  latitude: z.number({ error: 'Latitude inválida' }).min(-90, 'Latitude inválida').max(90, 'Latitude inválida'),
  longitude: z.number({ error: 'Longitude inválida' }).min(-180, 'Longitude inválida').max(180, 'Longitude inválida'),
});
export type DeviceCoordinates = z.infer<typeof deviceCoordinatesSchema>;

/**
 * POST /api/orders. Amounts are what the customer saw; a difference from the server's
 * computation is refused (409), never charged. `status` is accepted and ignored: an order
 * always starts pending. With an idempotency key, a retry returns the first order.
 */
export const placeOrderInputSchema = z.object({
  order: z.object({
    restaurantId: uuidSchema,
    subtotal: seenAmountSchema,
    deliveryFee: seenAmountSchema,
    total: seenAmountSchema,
    status: z.string().max(20, tooLongMessage('Status', 20)).optional(),
    notes: boundedText('Observações', LIMITS.orderNotesMax).nullish(),
    /** Where and whom to deliver to; left out or blank, the customer's profile phone and address are used. */
    customerPhone: deliveryPhoneSchema.nullish(),
    deliveryAddress: deliveryAddressSchema.nullish(),
    /** Issue 17: 'delivery' (default) or 'pickup', and the structured address (deliveryAddress is then composed from it). */
    orderType: orderTypeSchema.optional(),
    address: addressInputSchema.nullish(),
    /** Issue 18: a scheduled order's time (ISO instant on a slot boundary, see GET /api/restaurants/{id}/slots). */
    scheduledFor: z.iso
      .datetime({ offset: true, message: 'Horário de agendamento inválido' })
      .max(40, 'Horário de agendamento inválido: no máximo 40 caracteres')
      .describe('Pedido agendado: o início de um horário de GET /api/restaurants/{id}/slots (instante ISO). Outro horário é 400; sem ele, o pedido é para agora.')
      .nullish(),
    /** Issue 16: how the customer pays; without it (the spec's payload), on delivery, to be agreed. */
    payment: orderPaymentInputSchema.nullish(),
    /**
     * Issue 31: the coupon code typed at checkout. Automatic offers and the customer's own reward
     * coupons apply without it; one benefit per order, the best for the customer.
     */
    couponCode: couponCodeSchema.nullish(),
    /**
     * Issue 34: where the customer is, from the checkout's 'Usar minha localização' (the browser's
     * geolocation), for a delivery. Optional: without it the server geocodes the address.
     */
    coordinates: deviceCoordinatesSchema.nullish(),
  }),
  items: z
    .array(orderLineInputSchema)
    .min(1, { message: 'Adicione itens ao carrinho antes de finalizar o pedido.' })
    .max(LIMITS.itemsMax, { message: `No máximo ${LIMITS.itemsMax} itens por pedido` })
    .refine((items) => new Set(items.map(lineKey)).size === items.length, {
      message: 'O mesmo produto aparece em mais de uma linha do pedido',
    }),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

/**
 * The web app's checkout step: phone and address are required for a delivery (prefilled from
 * the profile), notes are optional; `saveToProfile` copies phone and address to the profile.
 */
export const checkoutDetailsSchema = z.object({
  customerPhone: deliveryPhoneSchema.refine((value) => value !== '', DELIVERY_PHONE_REQUIRED),
  deliveryAddress: deliveryAddressSchema.refine((value) => value !== '', DELIVERY_ADDRESS_REQUIRED),
  notes: boundedText('Observações', LIMITS.orderNotesMax),
  saveToProfile: z.boolean(),
});
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  /** null once the restaurant deleted the product; productName keeps the line readable. */
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  totalPrice: moneySchema,
  /** The chosen options as they were when the order was placed, and the line's note. */
  options: z.array(orderItemOptionSchema),
  notes: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * Issue 33: where an order came from when the customer did not place it on their own screen
 * (null: they did), who on the staff took it, and the table it is served at (always sent; absent
 * means none, as for orders placed before these existed).
 */
const orderSourceFields = {
  origin: z.enum(ORDER_ORIGINS).nullable().optional(),
  takenByName: z.string().nullable().optional(),
  tableName: z.string().nullable().optional(),
};

export const orderSchema = z.object({
  id: z.string(),
  /** null once an administrator removed the restaurant; restaurantName keeps the history readable. */
  restaurantId: z.string().nullable(),
  restaurantName: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  status: orderStatusSchema,
  subtotal: moneySchema,
  deliveryFee: moneySchema,
  total: moneySchema,
  customerPhone: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  deliveredAt: isoDateTimeSchema.nullable(),
  /** Why the restaurant cancelled it ('Item em falta', …); null unless cancelled. */
  cancelReason: z.string().nullable(),
  /** Issue 17: delivery or pickup, the structured address as placed, and the time range promised. */
  orderType: placedOrderTypeSchema,
  address: structuredAddressSchema.nullable(),
  deliveryTime: timeRangeSchema.nullable(),
  /** Issue 18: when a scheduled order is wanted; null (or absent) = as soon as possible. */
  scheduledFor: isoDateTimeSchema.nullable().optional(),
  /** The IANA zone the scheduled slot is in (the restaurant's when it was placed); null when not scheduled. */
  scheduledTimezone: z.string().nullable().optional(),
  /** Issue 16: method, brand, change and Pix state (the BR Code of a Pix order). */
  payment: orderPaymentSchema,
  /** Issue 31: off the items' subtotal ('0.00' without a benefit); total = subtotal − discount + deliveryFee. */
  discount: moneySchema,
  /** The code whose benefit the order got; null for an automatic offer or no benefit. */
  couponCode: z.string().nullable(),
  /** The automatic offer's title when the benefit was one (no code), so its lines say why: 'Grátis (oferta: …)'. */
  offerTitle: z.string().nullable().optional(),
  ...orderSourceFields,
  /** Issue 34: the restaurant's POS's own number for the order (Open Delivery), shown as 'PDV: 1234'; null without one. */
  orderExternalCode: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderWithItemsSchema = orderSchema.extend({ items: z.array(orderItemSchema) });
export type OrderWithItems = z.infer<typeof orderWithItemsSchema>;

/** One step of an order's history: the status it reached and when. */
export const orderStatusChangeSchema = z.object({ status: orderStatusSchema, at: isoDateTimeSchema });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * GET /api/orders/{orderId}: the order with its lines and its status history, oldest first.
 * Orders placed before the history was recorded have only what was known of them (placement and
 * their status at the time), so a step may be missing.
 */
export const orderDetailSchema = orderWithItemsSchema.extend({ statusHistory: z.array(orderStatusChangeSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/orders/{orderId} */
export const orderDetailInputSchema = z.object({ orderId: uuidSchema });

/**
 * PUT /api/orders/{orderId}/status. Cancelling records a reason (≤ 200 characters), which the
 * customer sees; left out or blank, the server records DEFAULT_CANCEL_REASON, so a spec client
 * (which sends only the status) can cancel. With any other status a reason is ignored.
 */
export const updateOrderStatusInputSchema = z.object({ orderId: uuidSchema, status: orderStatusSchema, reason: cancelReasonSchema.nullish() });

export const orderIdInputSchema = z.object({ id: uuidSchema });

/** Largest page of an order list, and the page size when none is asked. */
export const ORDER_PAGE_MAX = 100;

/** Newest first; `before` is the id of the last order already shown (the next page starts after it). */
const orderPageFields = {
  limit: z.coerce
    .number({ message: 'Tamanho de página inválido' })
    .int({ message: 'Tamanho de página inválido' })
    .min(1, { message: `Peça de 1 a ${ORDER_PAGE_MAX} pedidos por página` })
    .max(ORDER_PAGE_MAX, { message: `Peça de 1 a ${ORDER_PAGE_MAX} pedidos por página` })
    .optional(),
  before: uuidSchema.optional(),
};

/** GET /api/restaurants/{id}/orders: a page, optionally filtered by days, status and a search. */
export const restaurantOrdersInputSchema = z
  .object({ id: uuidSchema, ...orderPageFields, ...orderListFilterFields })
  .refine(isOrderedRange, { message: ORDER_FILTER_MESSAGES.range, path: ['from'] });
export type RestaurantOrdersInput = z.input<typeof restaurantOrdersInputSchema>;

/** The customer's own orders ('Pedidos Anteriores'). */
export const myOrdersInputSchema = z.object(orderPageFields).optional();

/** A row of the owner's orders table. itemCount is the number of units (sum of quantities). */
export const restaurantOrderSummarySchema = z.object({
  id: z.string(),
  total: moneySchema,
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  itemCount: z.number().int(),
  customerName: z.string().nullable(),
  /** Issue 17: the status labels and the next step follow it (always sent; absent means delivery). */
  orderType: placedOrderTypeSchema.optional(),
  /** Issue 18: a scheduled order's time (the board lists these apart); null = as soon as possible. */
  scheduledFor: isoDateTimeSchema.nullable().optional(),
  scheduledTimezone: z.string().nullable().optional(),
  /** Issue 16: how it is paid, for the board's 'Pix pendente' badge. */
  payment: orderPaymentSchema.pick({ method: true, status: true }).optional(),
  /** Issue 31: the order's benefit (always sent; absent means none). */
  discount: moneySchema.optional(),
  couponCode: z.string().nullable().optional(),
  ...orderSourceFields,
});
export type RestaurantOrderSummary = z.infer<typeof restaurantOrderSummarySchema>;
