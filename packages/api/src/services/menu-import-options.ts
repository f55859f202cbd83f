import { randomUUID } from 'node:crypto';
import { OPTION_LIMITS, fromCents, toCents, type MenuImportError, type OptionPricingMethod } from '@direto/contracts';
import { cellText, foldText, parsePriceCents, parsePricing, parseWholeNumber } from './menu-import-values';
import type { MenuSnapshot, ResolvedProduct, SnapshotGroup } from './menu-import-products';
import { OPTION_COLUMNS, PRODUCT_LIST_SEPARATOR, mapHeader, type OptionColumn, type OptionSheetValues } from './menu-spreadsheet-columns';
import type { SheetTable } from './menu-spreadsheet-read';

/** An option group to write: new, or an existing 'standard' group with new options, prices, fields or products. */
interface GroupWrite {
  line: number;
  id: string;
  isNew: boolean;
  name: string;
  min: number;
  max: number;
  pricing: OptionPricingMethod;
  /** Options to add (no id yet) or whose price changes. */
  options: { id: string; isNew: boolean; name: string; price: string }[];
  /** Products to link to the group (not linked yet). */
  productIds: string[];
}

export interface OptionsPlan {
  writes: GroupWrite[];
  unchanged: number;
  errors: MenuImportError[];
}

const optionLineError = (line: number, message: string): MenuImportError => ({ sheet: 'Opções', line, message: `Opções, linha ${line}: ${message}` });

interface OptionLine extends OptionSheetValues {
  line: number;
  productIds: string[];
}

/** What the 'produtos' cells may name: a product of the file (valid lines) or of the menu, by code or by name. */
function productFinder(menu: MenuSnapshot, fileProducts: readonly ResolvedProduct[]) {
  const byCode = new Map<string, string>();
  const byName = new Map<string, Set<string>>();
  const add = (id: string, name: string, code: string | null) => {
    if (code) byCode.set(foldText(code), id);
    const ids = byName.get(foldText(name)) ?? new Set<string>();
    ids.add(id);
    byName.set(foldText(name), ids);
  };
  const inFile = new Set(fileProducts.map((product) => product.id));
  for (const product of menu.products) if (!inFile.has(product.id)) add(product.id, product.name, product.externalCode);
  for (const product of fileProducts) add(product.id, product.name, product.externalCode);
  return (reference: string): string => {
    const folded = foldText(reference);
    const coded = byCode.get(folded);
    if (coded) return coded;
    const named = byName.get(folded);
    if (!named) throw new Error(`produto desconhecido "${reference}"`);
    if (named.size > 1) throw new Error(`há mais de um produto "${reference}": use o código PDV`);
    return [...named][0] as string;
  };
}

function parseLine(
  line: number,
  cell: (key: OptionColumn) => string,
  rawCell: (key: OptionColumn) => unknown,
  previousGroup: string | null,
  findProduct: (reference: string) => string,
): OptionLine | string {
  const group = cell('group') || previousGroup;
  if (!group) return 'nome do grupo em branco';
  if (group.length > OPTION_LIMITS.groupNameMax) return `nome do grupo passa de ${OPTION_LIMITS.groupNameMax} caracteres`;
  const option = cell('option');
  if (!option) return 'nome da opção em branco';
  if (option.length > OPTION_LIMITS.optionNameMax) return `nome da opção passa de ${OPTION_LIMITS.optionNameMax} caracteres`;
  const priceText = cell('optionPrice');
  const priceCents = priceText ? parsePriceCents(rawCell('optionPrice')) : 0;
  if (priceCents === null || priceCents > 100_000_00) return `preço da opção inválido "${priceText}"`;
  const min = cell('min') ? parseWholeNumber(cell('min')) : null;
  if (cell('min') && (min === null || min > OPTION_LIMITS.selectionMax)) return `mín inválido "${cell('min')}" (de 0 a ${OPTION_LIMITS.selectionMax})`;
  const max = cell('max') ? parseWholeNumber(cell('max')) : null;
  if (cell('max') && (max === null || max < 1 || max > OPTION_LIMITS.selectionMax)) return `máx inválido "${cell('max')}" (de 1 a ${OPTION_LIMITS.selectionMax})`;
  const pricing = cell('pricing') ? parsePricing(cell('pricing')) : null;
  if (cell('pricing') && !pricing) return `regra de preço inválida "${cell('pricing')}" (use soma, maior ou média)`;
  const references = cell('products')
    .split(PRODUCT_LIST_SEPARATOR)
    .map((reference) => reference.trim())
    .filter(Boolean);
  let productIds: string[];
  try {
    productIds = references.map(findProduct);
  } catch (error) {
    return (error as Error).message;
  }
  return { line, group, min, max, pricing, option, priceCents, productIds };
}

/**
 * The 'Opções' sheet: one line per option, grouped by 'grupo' (an empty 'grupo' continues the
 * group above). A group's mín, máx and regra de preço are read from its lines (the first filled
 * one); its products are those its lines name. An existing group of the same name gets the new
 * options, prices and products; nothing is removed. A group with an error is left out whole.
 */
export function planOptionGroups(sheet: SheetTable | null, menu: MenuSnapshot, fileProducts: readonly ResolvedProduct[]): OptionsPlan {
  if (!sheet) return { writes: [], unchanged: 0, errors: [] };
  const { positions, missing } = mapHeader(OPTION_COLUMNS, sheet.header);
  if (missing.length) return { writes: [], unchanged: 0, errors: [optionLineError(1, `faltam as colunas ${missing.map((m) => `"${m}"`).join(', ')} (use o modelo)`)] };
  const findProduct = productFinder(menu, fileProducts);
  const errors: MenuImportError[] = [];
  const groups = new Map<string, { lines: OptionLine[]; failed: boolean; firstLine: number }>();
  let previousGroup: string | null = null;
  for (const row of sheet.rows) {
    const rawCell = (key: OptionColumn) => {
      const position = positions[key];
      return position === undefined ? undefined : row.cells[position];
    };
    const cell = (key: OptionColumn) => cellText(rawCell(key));
    const parsed = parseLine(row.line, cell, rawCell, previousGroup, findProduct);
    const groupName: string | null = typeof parsed === 'string' ? cell('group') || previousGroup : parsed.group;
    const entry = groupName ? (groups.get(foldText(groupName)) ?? { lines: [], failed: false, firstLine: row.line }) : null;
    if (groupName && entry) groups.set(foldText(groupName), entry);
    previousGroup = groupName;
    if (typeof parsed === 'string') {
      errors.push(optionLineError(row.line, parsed));
      if (entry) entry.failed = true;
      continue;
    }
    entry?.lines.push(parsed);
  }

  const existingByName = new Map(menu.groups.map((group) => [foldText(group.name), group]));
  const linkCounts = new Map<string, number>();
  for (const group of menu.groups) for (const id of group.productIds) linkCounts.set(id, (linkCounts.get(id) ?? 0) + 1);
  const writes: GroupWrite[] = [];
  let unchanged = 0;
  let groupCount = menu.groups.length;
  for (const [key, entry] of groups) {
    if (entry.failed) continue;
    const existing = existingByName.get(key);
    const problem = groupProblem(entry.lines, existing, groupCount);
    if (problem) {
      errors.push(optionLineError(problem.line, problem.message));
      continue;
    }
    const write = groupWrite(entry.lines, existing);
    const overLinked = write.productIds.find((id) => (linkCounts.get(id) ?? 0) >= OPTION_LIMITS.groupsPerProductMax);
    if (overLinked) {
      errors.push(optionLineError(entry.firstLine, `um produto passaria de ${OPTION_LIMITS.groupsPerProductMax} grupos de opções`));
      continue;
    }
    for (const id of write.productIds) linkCounts.set(id, (linkCounts.get(id) ?? 0) + 1);
    if (!existing) groupCount += 1;
    if (existing && write.options.length === 0 && write.productIds.length === 0 && sameFields(existing, write)) unchanged += 1;
    else writes.push(write);
  }
  return { writes, unchanged, errors };
}

/** The first rule a group's lines break, at the line that breaks it. */
function groupProblem(lines: readonly OptionLine[], existing: SnapshotGroup | undefined, groupCount: number): { line: number; message: string } | null {
  const first = lines[0] as OptionLine;
  if (existing && existing.kind !== 'standard') return { line: first.line, message: `o grupo "${existing.name}" é de tamanhos ou sabores de pizza: edite-o em Cardápio › Opções` };
  if (!existing && groupCount >= OPTION_LIMITS.groupsPerRestaurantMax) return { line: first.line, message: `o cardápio passaria de ${OPTION_LIMITS.groupsPerRestaurantMax} grupos de opções` };
  for (const field of ['min', 'max', 'pricing'] as const) {
    const filled = lines.filter((line) => line[field] !== null);
    const different = filled.find((line) => line[field] !== filled[0]?.[field]);
    if (different) return { line: different.line, message: `${FIELD_WORD[field]} diferente do da linha ${(filled[0] as OptionLine).line} no mesmo grupo` };
  }
  const seen = new Map<string, number>();
  for (const line of lines) {
    const key = foldText(line.option);
    const before = seen.get(key);
    if (before !== undefined) return { line: line.line, message: `opção "${line.option}" repetida no grupo (linha ${before})` };
    seen.set(key, line.line);
  }
  const known = new Set((existing?.options ?? []).map((option) => foldText(option.name)));
  if (new Set([...known, ...seen.keys()]).size > OPTION_LIMITS.optionsPerGroupMax) return { line: first.line, message: `o grupo passaria de ${OPTION_LIMITS.optionsPerGroupMax} opções` };
  const { min, max } = groupFields(lines, existing);
  if (min > max) return { line: first.line, message: 'mín maior que máx' };
  return null;
}

const FIELD_WORD = { min: 'mín', max: 'máx', pricing: 'regra de preço' } as const;

/** The group's fields: the first filled cell of each, else the existing group's, else the form's defaults. */
function groupFields(lines: readonly OptionLine[], existing: SnapshotGroup | undefined) {
  const first = <K extends 'min' | 'max' | 'pricing'>(field: K) => lines.find((line) => line[field] !== null)?.[field] ?? null;
  return {
    min: first('min') ?? existing?.min ?? 0,
    max: first('max') ?? existing?.max ?? 1,
    pricing: first('pricing') ?? (existing?.pricing as OptionPricingMethod | undefined) ?? 'sum',
  };
}

function groupWrite(lines: readonly OptionLine[], existing: SnapshotGroup | undefined): GroupWrite {
  const first = lines[0] as OptionLine;
  const existingOptions = new Map((existing?.options ?? []).map((option) => [foldText(option.name), option]));
  const options: GroupWrite['options'] = [];
  for (const line of lines) {
    const option = existingOptions.get(foldText(line.option));
    if (!option) options.push({ id: randomUUID(), isNew: true, name: line.option, price: fromCents(line.priceCents) });
    else if (toCents(option.price) !== line.priceCents) options.push({ id: option.id, isNew: false, name: option.name, price: fromCents(line.priceCents) });
  }
  const linked = new Set(existing?.productIds ?? []);
  const productIds = [...new Set(lines.flatMap((line) => line.productIds))].filter((id) => !linked.has(id));
  return { line: first.line, id: existing?.id ?? randomUUID(), isNew: !existing, name: existing?.name ?? first.group, ...groupFields(lines, existing), options, productIds };
}

function sameFields(existing: SnapshotGroup, write: GroupWrite): boolean {
  return existing.min === write.min && existing.max === write.max && existing.pricing === write.pricing;
}
