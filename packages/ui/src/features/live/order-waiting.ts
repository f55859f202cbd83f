import type { OrderStatus } from '@direto/contracts';

const MINUTE_MS = 60_000;

/** Whole minutes since `iso` (never negative, should the device's clock run behind the server's). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE_MS));
}

/** 'agora', 'há 7 min', 'há 1 h 5 min': how long ago an order was placed. */
export function formatElapsed(minutes: number): string {
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `há ${hours} h` : `há ${hours} h ${rest} min`;
}

/** A pending order that has waited the restaurant's limit (pendingAlertMinutes) or longer. */
export function isWaitingTooLong(order: { status: OrderStatus; createdAt: string }, now: number, alertMinutes: number): boolean {
  return order.status === 'pending' && now - Date.parse(order.createdAt) >= alertMinutes * MINUTE_MS;
}

/** 'Aguardando há 7 min': the highlight of an order pending too long. */
export function waitingLabel(createdAt: string, now: number): string {
  return `Aguardando ${formatElapsed(minutesSince(createdAt, now))}`;
}
