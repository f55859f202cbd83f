import { z } from 'zod';
import { LIMITS, ORDER_STATUSES } from '../constants';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: 'Status inválido' });

/** A cart line as the client saw it: the server checks every amount against current prices. */
export const orderLineInputSchema = z.object({
  productId: uuidSchema,
  quantity: z
    .number({ message: 'Quantidade inválida' })
    .int({ message: 'Quantidade deve ser um número inteiro' })
    .min(1, { message: `Quantidade deve ser entre 1 e ${LIMITS.quantityMax}` })
    .max(LIMITS.quantityMax, { message: `Quantidade deve ser entre 1 e ${LIMITS.quantityMax}` }),
  unitPrice: moneySchema,
  totalPrice: moneySchema,
});

/**
 * POST /api/orders. Amounts are what the customer saw; a difference from the server's
 * computation is refused (409), never charged. `status` is accepted and ignored: an order
 * always starts pending.
 */
export const placeOrderInputSchema = z.object({
  order: z.object({
    restaurantId: uuidSchema,
    subtotal: moneySchema,
    deliveryFee: moneySchema,
    total: moneySchema,
    status: z.string().max(20).optional(),
    notes: z.string().trim().max(500).nullish(),
  }),
  items: z
    .array(orderLineInputSchema)
    .min(1, { message: 'Adicione itens ao carrinho antes de finalizar o pedido.' })
    .max(LIMITS.itemsMax, { message: `No máximo ${LIMITS.itemsMax} itens por pedido` })
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      message: 'O mesmo produto aparece em mais de uma linha do pedido',
    }),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  /** null once the restaurant deleted the product; productName keeps the line readable. */
  productId: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** null once an administrator removed the restaurant; restaurantName keeps the history readable. */
  restaurantId: z.string().nullable(),
  restaurantName: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  status: orderStatusSchema,
  subtotal: z.string(),
  deliveryFee: z.string(),
  total: z.string(),
  customerPhone: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  deliveredAt: isoDateTimeSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderWithItemsSchema = orderSchema.extend({ items: z.array(orderItemSchema) });
export type OrderWithItems = z.infer<typeof orderWithItemsSchema>;

/** PUT /api/orders/{orderId}/status */
export const updateOrderStatusInputSchema = z.object({ orderId: uuidSchema, status: orderStatusSchema });

export const orderIdInputSchema = z.object({ id: uuidSchema });

/** Largest page of an order list, and the page size when none is asked. */
export const ORDER_PAGE_MAX = 100;

/** Newest first; `before` is the id of the last order already shown (the next page starts after it). */
const orderPageFields = {
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_MAX).optional(),
  before: uuidSchema.optional(),
};

/** GET /api/restaurants/{id}/orders */
export const restaurantOrdersInputSchema = z.object({ id: uuidSchema, ...orderPageFields });

/** The customer's own orders ('Pedidos Anteriores'). */
export const myOrdersInputSchema = z.object(orderPageFields).optional();

/** A row of the owner's orders table. itemCount is the number of units (sum of quantities). */
export const restaurantOrderSummarySchema = z.object({
  id: z.string(),
  total: z.string(),
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  itemCount: z.number().int(),
  customerName: z.string().nullable(),
});
export type RestaurantOrderSummary = z.infer<typeof restaurantOrderSummarySchema>;
