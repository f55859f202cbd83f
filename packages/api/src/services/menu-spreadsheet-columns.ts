import type { OptionPricingMethod } from '@direto/contracts';
import { foldText } from './menu-import-values';

/**
 * The columns of the menu template (docs/menu-import.md): the header each is written with, and the
 * other titles people give it that an import also recognises. Headers may come in any order.
 */
export interface SpreadsheetColumn<Key extends string> {
  key: Key;
  header: string;
  aliases?: readonly string[];
  required?: boolean;
}

/** The values of one 'Opções' line, as the export writes them and the import reads them. */
export interface OptionSheetValues {
  group: string;
  min: number | null;
  max: number | null;
  pricing: OptionPricingMethod | null;
  option: string;
  priceCents: number;
}

export const PRODUCT_COLUMNS = [
  { key: 'category', header: 'categoria' },
  { key: 'name', header: 'produto', aliases: ['nome', 'nome do produto'], required: true },
  { key: 'description', header: 'descrição', aliases: ['descricao do produto'] },
  { key: 'price', header: 'preço', aliases: ['valor', 'preco (r$)'], required: true },
  { key: 'available', header: 'disponível', aliases: ['ativo'] },
  { key: 'externalCode', header: 'código PDV', aliases: ['codigo', 'codigo externo', 'externalcode', 'sku'] },
  { key: 'prepTime', header: 'tempo de preparo', aliases: ['tempo de preparo (min)', 'preparo'] },
] as const satisfies readonly SpreadsheetColumn<string>[];
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]['key'];

export const OPTION_COLUMNS = [
  { key: 'group', header: 'grupo', required: true },
  { key: 'min', header: 'mín', aliases: ['minimo'] },
  { key: 'max', header: 'máx', aliases: ['maximo'] },
  { key: 'pricing', header: 'regra de preço', aliases: ['cobranca'] },
  { key: 'option', header: 'opção', required: true },
  { key: 'optionPrice', header: 'preço da opção', aliases: ['preco'] },
  { key: 'products', header: 'produtos' },
] as const satisfies readonly SpreadsheetColumn<string>[];
export type OptionColumn = (typeof OPTION_COLUMNS)[number]['key'];

/** 'produtos' cells list products separated by this (a name may itself hold a comma). */
export const PRODUCT_LIST_SEPARATOR = '|';

/** Which column (by key) each position of a header row holds; the missing required headers. */
export function mapHeader<Key extends string>(
  columns: readonly SpreadsheetColumn<Key>[],
  header: readonly string[],
): { positions: Partial<Record<Key, number>>; missing: string[] } {
  const positions: Partial<Record<Key, number>> = {};
  header.forEach((title, index) => {
    const folded = foldText(title);
    const column = columns.find((candidate) => foldText(candidate.header) === folded || candidate.aliases?.some((alias) => foldText(alias) === folded));
    if (column && positions[column.key] === undefined) positions[column.key] = index;
  });
  const missing = columns.filter((column) => column.required && positions[column.key] === undefined).map((column) => column.header);
  return { positions, missing };
}
