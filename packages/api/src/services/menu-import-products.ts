import { randomUUID } from 'node:crypto';
import { DEFAULT_PREP_TIME, LIMITS, PREP_TIME_MAX_MINUTES, formatBRL, fromCents, toCents, type MenuImportError } from '@direto/contracts';
import { cellText, foldText, parsePriceCents, parseWholeNumber, parseYesNo } from './menu-import-values';
import { PRODUCT_COLUMNS, mapHeader, type ProductColumn } from './menu-spreadsheet-columns';
import type { SheetTable } from './menu-spreadsheet-read';

/** The menu as it is, before an import: what the file's lines are matched against. */
export interface MenuSnapshot {
  categories: { id: string; name: string }[];
  products: SnapshotProduct[];
  groups: SnapshotGroup[];
}

interface SnapshotProduct {
  id: string;
  categoryId: string | null;
  name: string;
  description: string | null;
  price: string;
  isAvailable: boolean;
  externalCode: string | null;
  prepTime: number;
}

export interface SnapshotGroup {
  id: string;
  name: string;
  kind: string;
  min: number;
  max: number;
  pricing: string;
  options: { id: string; name: string; price: string }[];
  productIds: string[];
}

/** A product line to write: a new product, or an existing one whose fields change. */
interface ProductWrite extends Omit<SnapshotProduct, 'categoryId'> {
  line: number;
  isNew: boolean;
  category: { id: string; name: string } | null;
}

/** A valid product line, written or unchanged: what the 'produtos' of the options sheet may name. */
export interface ResolvedProduct {
  line: number;
  id: string;
  name: string;
  externalCode: string | null;
}

export interface ProductPlan {
  writes: ProductWrite[];
  unchanged: number;
  newCategories: { id: string; name: string }[];
  resolved: ResolvedProduct[];
  errors: MenuImportError[];
}

/** 'Linha 14: preço inválido "12,5O"' */
const productLineError = (line: number, message: string): MenuImportError => ({ sheet: 'Produtos', line, message: `Linha ${line}: ${message}` });

interface ParsedLine {
  line: number;
  category: string;
  name: string;
  description: string | null;
  priceCents: number;
  isAvailable: boolean;
  externalCode: string | null;
  prepTime: number | null;
}

/** One row's values, or the first thing wrong with it. */
function parseLine(line: number, cell: (key: ProductColumn) => unknown, has: (key: ProductColumn) => boolean): ParsedLine | string {
  const category = cellText(cell('category'));
  const name = cellText(cell('name'));
  const description = cellText(cell('description'));
  const priceText = cellText(cell('price'));
  const availableText = cellText(cell('available'));
  const externalCode = cellText(cell('externalCode'));
  const prepText = cellText(cell('prepTime'));
  if (!name) return 'nome do produto em branco';
  if (name.length > LIMITS.productNameMax) return `nome do produto passa de ${LIMITS.productNameMax} caracteres`;
  if (category.length > LIMITS.categoryNameMax) return `categoria passa de ${LIMITS.categoryNameMax} caracteres`;
  if (description.length > LIMITS.descriptionMax) return `descrição passa de ${LIMITS.descriptionMax} caracteres`;
  if (!priceText) return 'preço em branco';
  const priceCents = parsePriceCents(cell('price'));
  if (priceCents === null) return `preço inválido "${priceText}"`;
  if (priceCents <= 0) return 'preço deve ser maior que zero';
  if (priceCents > toCents(LIMITS.priceMax)) return `preço passa de ${formatBRL(LIMITS.priceMax)}`;
  // No 'disponível' column at all: available, as the product form's default.
  const isAvailable = has('available') ? parseYesNo(availableText) : true;
  if (isAvailable === null) return `disponível inválido "${availableText}" (use sim ou não)`;
  if (externalCode.length > 60) return 'código PDV passa de 60 caracteres';
  const prepTime = prepText ? parseWholeNumber(prepText) : null;
  if (prepText && (prepTime === null || prepTime < 1 || prepTime > PREP_TIME_MAX_MINUTES)) return `tempo de preparo inválido "${prepText}" (minutos, de 1 a ${PREP_TIME_MAX_MINUTES})`;
  return { line, category, name, description: description || null, priceCents, isAvailable, externalCode: externalCode || null, prepTime };
}

const productKey = (categoryName: string, name: string) => `${foldText(categoryName)}\u0000${foldText(name)}`;

/**
 * Matches the 'Produtos' sheet against the menu: by 'código PDV' first, else by category and
 * name (without case or accents). Lines equal to the menu are counted, not written; a line with
 * an error is reported and left out.
 */
export function planProducts(sheet: SheetTable, menu: MenuSnapshot): ProductPlan {
  const { positions, missing } = mapHeader(PRODUCT_COLUMNS, sheet.header);
  if (missing.length) {
    return { writes: [], unchanged: 0, newCategories: [], resolved: [], errors: [productLineError(1, `faltam as colunas ${missing.map((m) => `"${m}"`).join(', ')} (use o modelo)`)] };
  }
  const categoriesByKey = new Map(menu.categories.map((category) => [foldText(category.name), category]));
  const categoryName = new Map(menu.categories.map((category) => [category.id, category.name]));
  const byCode = new Map(menu.products.flatMap((product) => (product.externalCode ? [[foldText(product.externalCode), product] as const] : [])));
  const byName = new Map(menu.products.map((product) => [productKey(categoryName.get(product.categoryId ?? '') ?? '', product.name), product]));

  const errors: MenuImportError[] = [];
  const writes: ProductWrite[] = [];
  const resolved: ResolvedProduct[] = [];
  const newCategories = new Map<string, { id: string; name: string }>();
  const seenKeys = new Map<string, number>();
  const seenCodes = new Map<string, number>();
  const seenProducts = new Map<string, number>();
  let unchanged = 0;
  let productCount = menu.products.length;

  for (const row of sheet.rows) {
    const cell = (key: ProductColumn) => {
      const position = positions[key];
      return position === undefined ? undefined : row.cells[position];
    };
    const parsed = parseLine(row.line, cell, (key) => positions[key] !== undefined);
    if (typeof parsed === 'string') {
      errors.push(productLineError(row.line, parsed));
      continue;
    }
    const key = productKey(parsed.category, parsed.name);
    const code = parsed.externalCode ? foldText(parsed.externalCode) : null;
    const repeated = seenKeys.get(key) ?? (code ? seenCodes.get(code) : undefined);
    const existing = (code ? byCode.get(code) : undefined) ?? byName.get(key);
    const sameProduct = existing ? seenProducts.get(existing.id) : undefined;
    if (repeated !== undefined || sameProduct !== undefined) {
      errors.push(productLineError(row.line, `produto repetido: "${parsed.name}" já está na linha ${repeated ?? sameProduct}`));
      continue;
    }
    if (!existing && productCount >= LIMITS.productsPerRestaurantMax) {
      errors.push(productLineError(row.line, `o cardápio passaria de ${LIMITS.productsPerRestaurantMax} produtos`));
      continue;
    }
    let category: { id: string; name: string } | null = null;
    if (parsed.category) {
      const categoryKey = foldText(parsed.category);
      category = categoriesByKey.get(categoryKey) ?? newCategories.get(categoryKey) ?? null;
      if (!category) {
        if (menu.categories.length + newCategories.size >= LIMITS.categoriesPerRestaurantMax) {
          errors.push(productLineError(row.line, `o cardápio passaria de ${LIMITS.categoriesPerRestaurantMax} categorias`));
          continue;
        }
        category = { id: randomUUID(), name: parsed.category };
        newCategories.set(categoryKey, category);
      }
    }
    seenKeys.set(key, row.line);
    if (code) seenCodes.set(code, row.line);

    const write: ProductWrite = {
      line: row.line,
      isNew: !existing,
      id: existing?.id ?? randomUUID(),
      category,
      name: parsed.name,
      description: parsed.description,
      price: fromCents(parsed.priceCents),
      isAvailable: parsed.isAvailable,
      // An empty code never clears one (integrations may rely on it).
      externalCode: parsed.externalCode ?? existing?.externalCode ?? null,
      // An empty time keeps the product's (a new one gets the form's default).
      prepTime: parsed.prepTime ?? existing?.prepTime ?? DEFAULT_PREP_TIME,
    };
    if (existing) seenProducts.set(existing.id, row.line);
    else productCount += 1;
    resolved.push({ line: row.line, id: write.id, name: write.name, externalCode: write.externalCode });
    if (existing && sameValues(existing, write)) unchanged += 1;
    else writes.push(write);
  }
  return { writes, unchanged, newCategories: [...newCategories.values()], resolved, errors };
}

function sameValues(product: SnapshotProduct, write: ProductWrite): boolean {
  return (
    product.categoryId === (write.category?.id ?? null) &&
    product.name === write.name &&
    product.description === write.description &&
    toCents(product.price) === toCents(write.price) &&
    product.isAvailable === write.isAvailable &&
    product.externalCode === write.externalCode &&
    product.prepTime === write.prepTime
  );
}
