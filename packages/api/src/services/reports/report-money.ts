import { fromCents, toCents } from '@direto/contracts';

/** A numeric sum as PostgreSQL gives it ('123.50', '0', null for none) → integer cents. */
export const centsOf = (sum: string | number | bigint | null | undefined): number => (sum === null || sum === undefined ? 0 : toCents(String(sum)));

/** A numeric sum → the API's two-decimal money string. */
export const moneyOf = (sum: string | number | bigint | null | undefined): string => fromCents(centsOf(sum));

/** A count as PostgreSQL gives it (bigint as text) → a number. */
export const countOf = (count: string | number | bigint | null | undefined): number => Number(count ?? 0);
