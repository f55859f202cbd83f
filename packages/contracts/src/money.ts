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

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "12.5" → "R$ 12,50" (a missing value counts as zero). */
export function formatBRL(value: string | number | null | undefined): string {
  const cents = value === null || value === undefined || value === '' ? 0 : toCents(value);
  // Intl uses a non-breaking space after "R$"; people and tests expect a plain one.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** Rating with one decimal, pt-BR ("4.75" → "4,8"); a missing rating counts as zero. */
export function formatRating(value: string | number | null | undefined): string {
  const n = value === null || value === undefined || value === '' ? 0 : Number(value);
  return (Number.isFinite(n) ? n : 0).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
