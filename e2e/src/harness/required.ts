/**
 * The value, or a clear error naming what was missing: for values the code knows are there
 * (an index in range, an element just checked) but whose type still allows null or undefined.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} ausente`);
  return value;
}
