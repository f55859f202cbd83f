/**
 * Issue 33, orders taken by staff and tables with QR codes: the words shared by the server and
 * the screens. Routes' input and output schemas live beside them (staff-orders.ts, dining-room.ts).
 */

/**
 * Where an order came from when the customer did not place it on their own screen: taken by
 * staff at the counter, on the phone or from WhatsApp, or placed through a table's QR link (or by
 * staff for a table). Orders placed by the customer on their screen have none (null).
 */
export const ORDER_ORIGINS = ['counter', 'phone', 'whatsapp', 'table'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];
/** What staff choose in 'Novo pedido' (a table's orders are 'table' by where they go). */
export const STAFF_ORDER_ORIGINS = ['counter', 'phone', 'whatsapp'] as const;
export type StaffOrderOrigin = (typeof STAFF_ORDER_ORIGINS)[number];
export const ORDER_ORIGIN_LABELS: Record<OrderOrigin, string> = { counter: 'Balcão', phone: 'Telefone', whatsapp: 'WhatsApp', table: 'Mesa' };

/** A conta is open from its table's first order until 'Fechar conta'. */
export const TAB_STATUSES = ['open', 'closed'] as const;
export type TabStatus = (typeof TAB_STATUSES)[number];

/** 'Chamar garçom' and 'Pedir a conta'. */
export const TABLE_CALL_TYPES = ['waiter', 'bill'] as const;
export type TableCallType = (typeof TABLE_CALL_TYPES)[number];
export const TABLE_CALL_LABELS: Record<TableCallType, string> = { waiter: 'Chamou o garçom', bill: 'Pediu a conta' };

/** 'Taxa de serviço': a new restaurant's default, and the most the owner may set. */
export const SERVICE_CHARGE_DEFAULT_PERCENT = 10;
export const SERVICE_CHARGE_MAX_PERCENT = 20;

/** Issue 33: a table as the diner, the ticket and the QR sheet name it: 'Mesa 12', 'Mesa Varanda 3'. */
export function tableLabel(name: string): string {
  return `Mesa ${name}`;
}
