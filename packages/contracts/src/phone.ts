import { toWhatsappNumber } from './whatsapp';

/**
 * Issue 30: a customer is a phone at a restaurant. The guest checkout takes a Brazilian number
 * with DDD as typed ('(11) 91234-5678') and stores it E.164 ('+5511912345678'), one spelling per
 * person, so the same phone typed two ways still finds one customer record.
 */

export const PHONE_INVALID = 'Informe um celular válido com DDD, como (11) 91234-5678';

/** A Brazilian phone as typed → E.164 ('+5511912345678'); null when it is not one (no DDD, wrong length). */
export function toE164Phone(typed: string): string | null {
  const digits = toWhatsappNumber(typed);
  return digits ? `+${digits}` : null;
}

/** '+5511912345678' → '(11) 91234-5678' (a landline's 8 digits: '(11) 3123-4567'). */
export function formatPhone(e164: string): string {
  const national = e164.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  return maskPhone(national);
}

/**
 * The mask of the phone field while it is typed: digits only, at most 11, shown as
 * '(11) 91234-5678' (or '(11) 3123-4567' for 10 digits) as far as they go.
 */
export function maskPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length === 9 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
