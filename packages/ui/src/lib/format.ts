import { RESTAURANT_TIME_ZONE } from '@direto/contracts/display';

export { formatBRL, formatRating, shortOrderId } from '@direto/contracts/display';

/** Brazilian phone as typed: "11999998888" → "(11) 99999-8888"; landlines get 4+4 digits. */
export { maskPhone as formatPhone } from '@direto/contracts/phone';

/** CEP as typed: "01310100" → "01310-100". */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

// Built on first use, not when a screen's code loads: the first Intl object loads ICU's locale
// data, 70 ms of a phone's main thread, which a menu that shows no date never needs (issue 37).
let dateTime: Intl.DateTimeFormat | undefined;

/** ISO date → "21/11/2026, 14:05". */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
}

const ZONED_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** ISO instant → '21/11/2026 19:42' in the restaurant's time zone (São Paulo for now), whatever the device's. */
export function formatRestaurantDateTime(iso: string, timeZone: string = RESTAURANT_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { ...ZONED_PARTS, timeZone }).formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
