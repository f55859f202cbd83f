import { scheduledReminderText, type OrderEvent } from '@direto/contracts';
import { toast } from '@/hooks/use-toast';

/**
 * The board's side of the server's scheduled-order reminder (the owner's phone gets the same
 * words as a push): 'Agendado para 19:30' · 'Pedido #ab12: hora de preparar.'
 */
export function showScheduledReminderToast(event: OrderEvent): void {
  if (!event.scheduledFor) return;
  // 'Today' is the server's (the event's instant), as on the push: this device's clock may differ.
  const order = { id: event.orderId, scheduledFor: event.scheduledFor, scheduleTimezone: event.scheduleTimezone };
  const { title, description } = scheduledReminderText(order, new Date(event.at));
  toast({ title, description });
}
