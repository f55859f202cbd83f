import { toWhatsappNumber, whatsappChatUrl } from '@direto/contracts';

/**
 * Links that put the owner in touch with the customer from the order: a call, a WhatsApp chat
 * (wa.me, links only) and the address on a map. Null when the typed value cannot make one.
 */

/** 'tel:+5511987654321' for a Brazilian number with DDD; otherwise the digits as typed. */
export function phoneCallHref(phone: string): string | null {
  const whatsapp = toWhatsappNumber(phone);
  if (whatsapp) return `tel:+${whatsapp}`;
  const digits = phone.replace(/\D/g, '');
  return digits ? `tel:${digits}` : null;
}

/** 'https://wa.me/5511987654321': a chat with the customer (a Brazilian number with DDD only). */
export function customerWhatsappHref(phone: string): string | null {
  const number = toWhatsappNumber(phone);
  return number ? whatsappChatUrl(number) : null;
}

/** Google Maps' search link for an address as the customer wrote it. */
export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`;
}
