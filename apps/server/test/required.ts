/**
 * `value` when it is there; otherwise the test stops with a message naming what was missing.
 * Narrows an optional value for the type checker instead of a `!` (and `expect(x).toBeDefined()`,
 * which does not narrow).
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Esperava ${what}, mas veio ${String(value)}`);
  return value;
}
