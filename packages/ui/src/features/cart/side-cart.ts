/**
 * Whether the cart shows as the menu's side column (Tailwind's `lg`, 64rem) rather than behind
 * the bottom bar and sheet. Without matchMedia (jsdom) it counts as the side column.
 */
export function isSideCartShown(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 64rem)').matches;
}
