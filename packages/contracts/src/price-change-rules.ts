/**
 * Issue 35: the arithmetic of a bulk price change, in integer cents (never floats). A change is a
 * percentage, in hundredths of a percent (10% = 1000), or an amount in cents; negative lowers.
 */
export const PRICE_ROUNDINGS = ['none', '00', '90', '99'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export type PriceAdjustment = { basisPoints: number } | { cents: number };

/** Half away from zero, on integers: `numerator / denominator` to the nearest whole cent. */
function roundHalfAwayFromZero(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/** The price after the change, before rounding (may be zero or negative: the caller refuses it). */
export function adjustedCents(cents: number, adjustment: PriceAdjustment): number {
  if ('cents' in adjustment) return cents + adjustment.cents;
  return cents + roundHalfAwayFromZero(cents * adjustment.basisPoints, 10_000);
}

/**
 * Up to the next price ending in the rounding's cents ('90': R$ 12,34 → R$ 12,90, R$ 12,95 →
 * R$ 13,90; '00': the next whole real); a price already ending in them stays.
 */
export function roundedUpCents(cents: number, rounding: PriceRounding): number {
  if (rounding === 'none') return cents;
  const ending = Number(rounding);
  const candidate = Math.floor(cents / 100) * 100 + ending;
  return candidate >= cents ? candidate : candidate + 100;
}

/** A percentage as typed ("10", "-12.5", 7.25) in hundredths of a percent; null when it has more than two decimals. */
export function percentToBasisPoints(percent: number | string): number | null {
  const text = String(percent).trim();
  const match = /^(-?)(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}
