/**
 * Money is a numeric string ("12.50") on the wire and integer cents in arithmetic — never a float.
 */
const MONEY_PATTERN = /^-?\d+(\.\d{1,2})?$/;

export function isMoneyString(value: string): boolean {
  return MONEY_PATTERN.test(value);
}

/** "12.5" → 1250. Throws on anything that is not a plain decimal with at most two places. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!MONEY_PATTERN.test(text)) throw new Error(`Valor monetário inválido: ${text}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** 1250 → "12.50". */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Centavos devem ser inteiros: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises any accepted money input to its two-decimal string ("5" → "5.00"). */
export function normalizeMoney(value: string | number): string {
  return fromCents(toCents(value));
}

/** "1234567" → "1.234.567": Brazilian thousands separators. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// Both formats are written by hand, as Intl writes them for pt-BR: building the first
// Intl.NumberFormat loads ICU's locale data, 35–70 ms of a phone's main thread in the middle of
// the page's start (issue 37's traces); these need none of it.

/** "12.5" → "R$ 12,50", "-1234.5" → "-R$ 1.234,50" (a missing value counts as zero). */
export function formatBRL(value: string | number | null | undefined): string {
  const cents = value === null || value === undefined || value === '' ? 0 : toCents(value);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}R$ ${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/** Rating with one decimal, pt-BR ("4.75" → "4,8"); a missing rating counts as zero. */
export function formatRating(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined || value === '' ? 0 : Number(value);
  const n = Number.isFinite(raw) ? raw : 0;
  // As Intl: the number's shortest decimal form ("8.95", not the double's 8.9499…), rounded half
  // up; below 1e-6 that form has an exponent, so the fixed one instead.
  const shortest = String(Math.abs(n));
  const [whole = '0', fraction = ''] = (shortest.includes('e') ? Math.abs(n).toFixed(20) : shortest).split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + (Number(fraction[1] ?? '0') >= 5 ? 1 : 0);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${groupThousands(String(Math.floor(tenths / 10)))},${tenths % 10}`;
}
