/**
 * The rules of the date input: a day typed the Brazilian way, 'dd/mm/aaaa', whatever the
 * browser's language (a type=date field follows the browser's: mm/dd/yyyy in an English one, so
 * '05/03/2026' meant 3 May). The field holds the text as typed; a value exists only once the text
 * is a whole, real day.
 */

export const DATE_PLACEHOLDER = 'dd/mm/aaaa';
export const INVALID_DATE_MESSAGE = 'Data inválida: use o formato dd/mm/aaaa';

/** 'dd/mm/aaaa' is 10 characters: what a whole date looks like. */
const WHOLE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The field's text after a keystroke, a cut or a paste: its first 8 digits as dd/mm/aaaa, the
 * slashes put in as the digits arrive (a slash typed after the day or the month is kept, so typing
 * them works too, and backspace removes them). '5/3/2026' reads as 05/03/2026, and a pasted
 * '2026-03-05' becomes '05/03/2026'.
 */
export function maskDateText(text: string): string {
  const iso = ISO_DAY.exec(text.trim());
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  // '5/3/2026': a day or month of one digit closed by a slash is that digit with a leading zero.
  const padded = text.replace(/(?<!\d)(\d)(?=\/)/g, '0$1');
  const digits = padded.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  const masked = parts.join('/');
  const typedSlash = padded.endsWith('/') && (digits.length === 2 || digits.length === 4);
  return typedSlash ? `${masked}/` : masked;
}

/** Whether the text is as long as a date: dd/mm/aaaa with every digit. */
export function isWholeDateText(text: string): boolean {
  return WHOLE.test(text);
}

/** '05/03/2026' → '2026-03-05' when it is a real day (no 31/02), else null (incomplete or not a date). */
export function isoDayFromText(text: string): string | null {
  const match = WHOLE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // rolls 31/02 over into March
  const real = year > 0 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** '2026-03-05' → '05/03/2026'; '' → ''. */
export function textFromIsoDay(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
