import { formatBRL, fromCents, toCents } from './money';
import type { PaymentBrand } from './schemas/payment';
import { cashLineLabel, type CashClosing, type CashLine, type CashMethod } from './schemas/cash-register';

/** Issue 32: the closing's arithmetic, in integer cents — the server decides with it, the screen previews with it. */

export interface CountedAmount {
  method: CashMethod;
  brand?: PaymentBrand | null;
  /** Money string ("150.00"). */
  amount: string;
}

const keyOf = (method: CashMethod, brand: PaymentBrand | null | undefined) => `${method}:${brand ?? ''}`;

/**
 * The expected lines with the counted amounts beside them: a line not counted counts R$ 0,00; a
 * counted method no order expected is added with R$ 0,00 expected (money that should not be there).
 */
export function applyCount(expected: CashClosing, counted: readonly CountedAmount[]): CashClosing {
  const countedByKey = new Map(counted.map((line) => [keyOf(line.method, line.brand), toCents(line.amount)]));
  const lines: CashLine[] = expected.lines.map((line) => {
    const countedCents = countedByKey.get(keyOf(line.method, line.brand)) ?? 0;
    countedByKey.delete(keyOf(line.method, line.brand));
    return { ...line, counted: fromCents(countedCents), difference: fromCents(countedCents - toCents(line.expected)) };
  });
  for (const line of counted) {
    const cents = countedByKey.get(keyOf(line.method, line.brand));
    if (cents === undefined) continue;
    const brand = line.brand ?? null;
    lines.push({ method: line.method, brand, label: cashLineLabel(line.method, brand), orderCount: 0, expected: '0.00', counted: fromCents(cents), difference: fromCents(cents) });
  }
  const countedTotal = lines.reduce((sum, line) => sum + toCents(line.counted ?? '0'), 0);
  return { ...expected, lines, countedTotal: fromCents(countedTotal), differenceTotal: fromCents(countedTotal - toCents(expected.expectedTotal)) };
}

/** 'Sobra R$ 3,00', 'Quebra R$ 2,00' or 'Sem diferença'. */
export function cashDifferenceLabel(difference: string): string {
  const cents = toCents(difference);
  if (cents > 0) return `Sobra ${formatBRL(difference)}`;
  if (cents < 0) return `Quebra ${formatBRL(fromCents(-cents))}`;
  return 'Sem diferença';
}
