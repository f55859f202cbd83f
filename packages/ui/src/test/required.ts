/** The value, or a test failure naming what was missing (instead of a `!` that fails later, unnamed). */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Esperava ${what}, mas não encontrei.`);
  return value;
}
