import { formatBRL, ownerOrderPath, scheduledReminderText, type OrderWithItems, type PushMessage } from '@direto/contracts';

const BODY_MAX = 160;

/** 'Novo pedido · R$ 118,80 · Ana Souza', the items below it; a click opens the order. */
export function orderPlacedMessage(order: OrderWithItems): PushMessage {
  const items = order.items.map((item) => `${item.quantity}× ${item.productName}`).join(', ');
  const body = order.notes ? `${items} · OBS: ${order.notes}` : items;
  return {
    title: `Novo pedido · ${formatBRL(order.total)} · ${order.customerName ?? 'Cliente'}`,
    body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body,
    url: ownerOrderPath(order.id),
    tag: `order-${order.id}`,
  };
}

/** 'Agendado para 19:30' · 'Pedido #ab12: hora de preparar.' (the board's toast says the same); a click opens the order. */
export function scheduledReminderMessage(order: { id: string; scheduledFor: Date; scheduleTimezone: string | null }, now: Date): PushMessage {
  const { title, description } = scheduledReminderText(order, now);
  return { title, body: description, url: ownerOrderPath(order.id), tag: `reminder-${order.id}` };
}
