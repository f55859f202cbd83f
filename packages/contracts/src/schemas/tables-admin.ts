import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { NAME_TOO_LONG } from './auth';
import { isoDateTimeSchema, uuidSchema } from './common';
import { orderWithItemsSchema, placeOrderInputSchema } from './order';
import { restaurantSchema } from './restaurant';
import { TABLE_CALL_TYPES } from './tables';
import { requiredText, tooLongMessage } from './text';

/** Issue 33, part B: the owner's tables (Configurações › Mesas), their QR links and table mode (/m/{token}). */

export const TABLE_NAME_MAX = 40;
/** 'Adicionar mesas 1 a 20': at most this many at once, and numbers up to TABLE_NUMBER_MAX. */
export const TABLE_RANGE_MAX = 100;
export const TABLE_NUMBER_MAX = 9999;
/** Orders one table's link may place per hour (against a leaked or abused QR code). */
export const TABLE_ORDERS_PER_HOUR = 30;
/** 'Chamar garçom' and 'Pedir a conta': each at most once in this long per table. */
export const TABLE_CALL_INTERVAL_MS = 60_000;
/** Tables printed on one A4 sheet of QR codes. */
export const TABLE_QR_PER_PAGE = 6;

export const TABLE_MESSAGES = {
  notFound: 'Mesa não encontrada',
  /** An unknown, replaced ('Gerar novo QR') or deactivated link. */
  linkNotFound: 'Mesa não encontrada. Este QR code não vale mais: peça ajuda ao atendente.',
  duplicateName: 'Já existe uma mesa com este nome',
  openTab: 'Feche a conta da mesa antes de excluí-la',
  rangeOrder: 'O número final deve ser maior ou igual ao inicial',
  rangeTooLarge: `Adicione no máximo ${TABLE_RANGE_MAX} mesas de uma vez`,
  noActiveTables: 'Nenhuma mesa ativa para imprimir',
  tooManyOrders: 'Muitos pedidos desta mesa na última hora. Chame o garçom para pedir.',
  wrongRestaurant: 'O pedido é de outro restaurante',
} as const;

/** 'Mesa 12' (defined with the issue's constants, where the menu page can read it without zod). */
export { tableLabel } from './tables';

/** "Você já chamou há pouco. Poderá chamar de novo em 45 segundos." */
export function tableCallTooSoonMessage(secondsToWait: number): string {
  return `Você já chamou há pouco. Poderá chamar de novo em ${secondsToWait === 1 ? '1 segundo' : `${secondsToWait} segundos`}.`;
}

const tableNameSchema = requiredText('Nome da mesa', TABLE_NAME_MAX, 'Informe o nome ou número da mesa');

/** A table as the owner and staff see it: `link` is the QR code's path (/m/{token}), to put after the site's address. */
export const tableSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  link: z.string(),
});
export type RestaurantTableView = z.infer<typeof tableSchema>;

export const createTableInputSchema = z.object({ id: uuidSchema, name: tableNameSchema });
export const createTableFormSchema = z.object({ name: tableNameSchema });

const tableNumberSchema = z
  .number({ message: 'Informe um número de mesa' })
  .int({ message: 'Use números inteiros' })
  .min(1, { message: 'Os números começam em 1' })
  .max(TABLE_NUMBER_MAX, { message: `Os números vão até ${TABLE_NUMBER_MAX}` });

/** 'Adicionar mesas 1 a 20': tables named by number; those that already exist are left as they are. */
export const createTableRangeInputSchema = z
  .object({ id: uuidSchema, from: tableNumberSchema, to: tableNumberSchema })
  .refine((range) => range.to >= range.from, { message: TABLE_MESSAGES.rangeOrder, path: ['to'] })
  .refine((range) => range.to - range.from < TABLE_RANGE_MAX, { message: TABLE_MESSAGES.rangeTooLarge, path: ['to'] });

export const updateTableInputSchema = z.object({
  tableId: uuidSchema,
  name: tableNameSchema.optional(),
  active: z.boolean({ message: 'Informe se a mesa está ativa (true ou false)' }).optional(),
});

export const tableIdInputSchema = z.object({ tableId: uuidSchema });

/** A table's QR token: 43 base64url characters (32 random bytes). */
export const tableTokenInputSchema = z.object({ token: z.string().max(64, tooLongMessage('O código da mesa', 64)) });

/** GET /api/table-links/{token}: what table mode shows — the restaurant as its menu page shows it, and the table. */
export const tableLinkSchema = z.object({
  restaurant: restaurantSchema,
  table: z.object({ id: z.string(), name: z.string() }),
});
export type TableLink = z.infer<typeof tableLinkSchema>;

const orderFields = placeOrderInputSchema.shape.order.shape;

/**
 * POST /api/table-links/{token}/orders: the spec's order body without address, delivery nor
 * payment (the conta is paid at the end), plus an optional name. `restaurantId` and
 * `deliveryFee` may be left out (the table says which restaurant; there is no fee at a table).
 */
export const placeTableOrderInputSchema = z.object({
  token: tableTokenInputSchema.shape.token,
  order: z.object({
    restaurantId: uuidSchema.optional(),
    subtotal: orderFields.subtotal,
    deliveryFee: orderFields.deliveryFee.optional(),
    total: orderFields.total,
    status: orderFields.status,
    notes: orderFields.notes,
    couponCode: orderFields.couponCode,
  }),
  items: placeOrderInputSchema.shape.items,
  /** 'Seu nome (opcional)': shown on the ticket, so the waiter knows whose it is. */
  name: z.string().trim().max(LIMITS.nameMax, NAME_TOO_LONG).nullish(),
});
export type PlaceTableOrderInput = z.input<typeof placeTableOrderInputSchema>;

export const tableOrderPlacedSchema = orderWithItemsSchema;

export const tableCallInputSchema = z.object({
  token: tableTokenInputSchema.shape.token,
  type: z.enum(TABLE_CALL_TYPES, { message: 'Tipo de chamado inválido: use "waiter" ou "bill"' }),
});

/** A call placed: `nextCallAt` is when this table may make this call again. */
export const tableCallPlacedSchema = z.object({
  id: z.string(),
  type: z.enum(TABLE_CALL_TYPES),
  createdAt: isoDateTimeSchema,
  nextCallAt: isoDateTimeSchema,
});
export type TableCallPlaced = z.infer<typeof tableCallPlacedSchema>;
