import type { OptionPricingMethod } from '@direto/contracts';

/**
 * The cell values of a menu spreadsheet as people type them (docs/menu-import.md): prices in
 * Brazilian or plain notation, yes/no in any of its usual spellings, names compared without case
 * or accents.
 */

/** 'São  João ' → 'sao joao': how names, headers and words are compared. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A number cell of an .xlsx file, kept as the exact text the file stores ('12.5'), never a float. */
export class NumberCell {
  constructor(readonly text: string) {}
}

/** A cell as text without spaces at its ends ('' when empty); inner spaces and line breaks are kept (descriptions). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof NumberCell) return value.text;
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

const BRAZILIAN_PRICE = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/;
const PLAIN_PRICE = /^\d+(\.\d{1,2})?$/;
/** '1,234.50' as an English spreadsheet writes it. */
const ENGLISH_GROUPED_PRICE = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/**
 * '12,50', '12.50', 'R$ 12,50', '1.234,50', '1,234.50', '12' → cents; null when it is not a price.
 * A dot followed by exactly three digits ('1.234') is a thousands separator, as in Brazil.
 */
export function parsePriceCents(cell: unknown): number | null {
  if (cell instanceof NumberCell) return numberCellCents(cell.text);
  const text = cellText(cell);
  const value = text.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  if (!value) return null;
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+$/.test(value) || BRAZILIAN_PRICE.test(value)) normalized = value.replace(/\./g, '').replace(',', '.');
  else if (PLAIN_PRICE.test(value)) normalized = value;
  else if (ENGLISH_GROUPED_PRICE.test(value)) normalized = value.replace(/,/g, '');
  else return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A number cell's price: plain decimal notation (a spreadsheet may store 12.5 as
 * 12.499999999999998, the nearest cent is meant); null with more than two real decimals.
 */
function numberCellCents(text: string): number | null {
  if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(text)) return null;
  const cents = Number(text) * 100;
  const rounded = Math.round(cents);
  if (Math.abs(cents - rounded) > 1e-6 || rounded > 99_999_999_99) return null;
  return rounded;
}

const YES = new Set(['sim', 's', 'x', '1', 'true', 'verdadeiro', 'yes', 'y']);
const NO = new Set(['nao', 'n', '0', 'false', 'falso', 'no', '']);

/** 'disponível': sim/não, s/n, x/empty, 1/0, true/false (any case, with or without accents); null when unknown. */
export function parseYesNo(text: string): boolean | null {
  const folded = foldText(text);
  if (YES.has(folded)) return true;
  if (NO.has(folded)) return false;
  return null;
}

/** A whole number ('20', '20.0' from a numeric cell); null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  if (!/^\d+(\.0+)?$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/** 'regra de preço' words → the option group's pricing; each also accepts its code (sum, max, avg). */
const PRICING_WORDS: Record<string, OptionPricingMethod> = {
  soma: 'sum',
  somar: 'sum',
  'somar as opcoes': 'sum',
  sum: 'sum',
  maior: 'max',
  'mais cara': 'max',
  'cobrar a opcao mais cara': 'max',
  max: 'max',
  media: 'avg',
  'cobrar a media das opcoes': 'avg',
  avg: 'avg',
};

/** The word the export writes for each rule. */
export const PRICING_WORD: Record<OptionPricingMethod, string> = { sum: 'soma', max: 'maior', avg: 'média' };

export function parsePricing(text: string): OptionPricingMethod | null {
  return PRICING_WORDS[foldText(text)] ?? null;
}
