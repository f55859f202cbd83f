import { formatBRL, fromCents, isMoneyString } from '@direto/contracts';

/**
 * The rules of the money input: what it shows for a value and what a keystroke or a paste turns
 * it into. Values are the API's two-decimal strings ("12.50"), or '' while nothing is typed.
 * Typing fills from the right like the delivery apps' fields: 1 → 0,01 → 0,12 → 1,25 → 12,50;
 * separators typed are ignored, so '12,50', '12.50' and '1.250,00' mean the same in every
 * browser language.
 */

/** decimal(10,2): at most 8 integer digits and 2 decimals. */
const MAX_DIGITS = 10;

/** '12.50' → 'R$ 12,50'; '' → '' (the placeholder shows). */
export function displayMoney(value: string): string {
  if (value === '') return '';
  return isMoneyString(value) ? formatBRL(value) : value;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The value after the field's text changed to `text` (a key typed or deleted, a cut, an
 * autofill): its digits, read as cents. Removing the last digit that matters empties the field.
 */
export function moneyFromText(text: string, previous: string): string {
  const digits = digitsOf(text);
  if (digits === '') return '';
  const significant = digits.replace(/^0+/, '');
  if (significant.length > MAX_DIGITS) return previous;
  if (significant === '') return digits.length < digitsOf(displayMoney(previous)).length ? '' : '0.00';
  return fromCents(Number(significant));
}

/**
 * A pasted amount read as people write it: '12,50', '12.50', '1.250,00', '1,250.00', 'R$ 12,50'
 * and '12' (whole reais). The last separator is the decimal one when one or two digits follow it
 * and it appears once; otherwise separators group thousands. Null when it is not an amount.
 */
export function moneyFromPaste(text: string): string | null {
  const compact = text.replace(/R\$/gi, '').replace(/\s/g, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(compact)) return null;
  const lastSeparator = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  let whole = compact;
  let fraction = '';
  if (lastSeparator >= 0) {
    const separator = compact.charAt(lastSeparator);
    const after = compact.slice(lastSeparator + 1);
    const isDecimal = after.length <= 2 && compact.split(separator).length === 2;
    if (isDecimal) {
      whole = compact.slice(0, lastSeparator);
      fraction = after;
    }
  }
  const wholeDigits = digitsOf(whole).replace(/^0+/, '');
  const cents = `${wholeDigits}${fraction.padEnd(2, '0')}`.replace(/^0+/, '');
  if (cents.length > MAX_DIGITS) return null;
  return fromCents(Number(cents || '0'));
}
