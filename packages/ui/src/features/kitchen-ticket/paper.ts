/** Thermal roll widths the kitchen ticket is laid out for. */
export const PAPER_WIDTHS = [80, 58] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/**
 * What a thermal head prints of each roll: about 4 mm stay blank on each side, so the ticket
 * is 72 mm wide on 80 mm paper and 48 mm on 58 mm paper, centred on the page.
 */
export const PRINTABLE_WIDTH_MM: Record<PaperWidth, number> = { 80: 72, 58: 48 };

/** '80' or 80 → 80; anything else → null. */
export function parsePaperWidth(value: unknown): PaperWidth | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return PAPER_WIDTHS.find((width) => width === number) ?? null;
}
