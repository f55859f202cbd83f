import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { PHONE_INVALID, toE164Phone } from '../phone';
import { structuredAddressSchema } from './address';
import { NAME_TOO_LONG } from './auth';
import { uuidSchema } from './common';
import { placeOrderInputSchema } from './order';
import { ORDER_ORIGIN_LABELS, STAFF_ORDER_ORIGINS, type OrderOrigin } from './tables';
import { tableLabel } from './tables-admin';
import { tooLongMessage } from './text';

/** Issue 33, part A: 'Novo pedido', an order taken by the owner or staff (docs/tables.md, 'Pedidos da equipe'). */

/** The 409 of an order taken while the restaurant does not take orders; the screen asks and resends with confirmClosed. */
export const STORE_CLOSED_CONFIRM = 'Loja fechada — registrar mesmo assim?';
/** The field of that 409's issue: what the screen looks for to tell it apart from other 409s. */
export const STORE_CLOSED_ISSUE_PATH = 'confirmClosed';
export const STAFF_ORDER_NAME_REQUIRED = 'Informe o nome do cliente';
export const STAFF_DELIVERY_PHONE_REQUIRED = 'Informe o celular do cliente para a entrega';
export const STAFF_ORDER_TABLE_INACTIVE = 'Esta mesa está desativada. Ative-a em Configurações › Mesas ou escolha outra.';
export const STAFF_ORIGIN_INVALID = "Origem inválida: use 'counter', 'phone' ou 'whatsapp'";

/** The small tag of an order taken by staff or at a table ('Telefone', 'Balcão', 'Mesa 12'); null for the customer's own order. */
export function orderOriginTag(order: { origin?: OrderOrigin | null; tableName?: string | null }): string | null {
  if (!order.origin) return null;
  if (order.origin === 'table' && order.tableName) return tableLabel(order.tableName);
  return ORDER_ORIGIN_LABELS[order.origin];
}

/** 'Telefone · registrado por João Silva' (the owner's detail and the kitchen ticket); null for the customer's own order. */
export function orderOriginLine(order: { origin?: OrderOrigin | null; tableName?: string | null; takenByName?: string | null }): string | null {
  const tag = orderOriginTag(order);
  if (!tag) return null;
  return order.takenByName ? `${tag} · registrado por ${order.takenByName}` : tag;
}

const staffPhoneSchema = z
  .string({ error: PHONE_INVALID })
  .trim()
  .max(LIMITS.phoneMax, tooLongMessage('Celular', LIMITS.phoneMax))
  .refine((typed) => typed === '' || toE164Phone(typed) !== null, PHONE_INVALID);

/**
 * Who the order is for: a name, and a Brazilian phone when there is one (typed as the mask shows
 * it). With a phone, the restaurant's customer record of that phone is found or created.
 */
export const staffOrderCustomerSchema = z.object({
  name: z.string({ error: STAFF_ORDER_NAME_REQUIRED }).trim().min(1, STAFF_ORDER_NAME_REQUIRED).max(LIMITS.nameMax, NAME_TOO_LONG),
  phone: staffPhoneSchema.nullish(),
});
export type StaffOrderCustomer = z.input<typeof staffOrderCustomerSchema>;

/**
 * POST /api/restaurants/{id}/staff-orders: the body of POST /api/orders plus who it is for, where
 * it came from, the table it goes to (its open conta; the order is then 'table', without delivery,
 * fee or payment) and the confirmation that the restaurant is closed.
 */
export const placeStaffOrderInputSchema = placeOrderInputSchema.extend({
  id: uuidSchema,
  customer: staffOrderCustomerSchema.nullish(),
  origin: z.enum(STAFF_ORDER_ORIGINS, { message: STAFF_ORIGIN_INVALID }),
  tableId: uuidSchema.nullish(),
  confirmClosed: z.boolean({ message: 'Informe confirmClosed como true ou false' }).optional(),
});
export type PlaceStaffOrderInput = z.input<typeof placeStaffOrderInputSchema>;

/** 'Buscar' in 'Novo pedido': a phone typed by staff. */
export const staffCustomerLookupInputSchema = z.object({
  id: uuidSchema,
  phone: staffPhoneSchema.refine((typed) => typed !== '', PHONE_INVALID),
});

/**
 * What staff learn of a phone: the name on the restaurant's customer record and the last delivery
 * address used at this restaurant (structured when it was, and as text). Nothing else — no order
 * history, notes or tags (those are the owner's, in Clientes). null: no record of that phone.
 */
export const staffCustomerLookupSchema = z
  .object({
    name: z.string(),
    /** As the field shows it: '(11) 91234-5678'. */
    phone: z.string(),
    lastAddress: structuredAddressSchema.nullable(),
    lastDeliveryAddress: z.string().nullable(),
  })
  .nullable();
export type StaffCustomerLookup = z.infer<typeof staffCustomerLookupSchema>;
