import type { EntityManager } from '@mikro-orm/postgresql';
import Papa from 'papaparse';
import type { Cell, SheetData } from 'write-excel-file/node';
import { toCents, type OptionPricingMethod } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { loadXlsxWriter } from './lazy-libraries';
import { PRICING_WORD } from './menu-import-values';
import { OPTION_COLUMNS, PRODUCT_COLUMNS, PRODUCT_LIST_SEPARATOR, type OptionSheetValues } from './menu-spreadsheet-columns';
import { loadOwnedRestaurant } from './restaurant-ownership';

/**
 * The menu in the import template (docs/menu-import.md): an export imported back changes nothing.
 * Also the empty templates, with example lines and, in the .xlsx, a sheet that explains them.
 */

interface ProductRow {
  category: string;
  name: string;
  description: string;
  /** Cents: a number cell in the .xlsx, '12,50' in the CSV. */
  priceCents: number;
  available: boolean;
  externalCode: string;
  prepTime: number;
}

interface OptionRow extends OptionSheetValues {
  products: string;
}

const EXAMPLE_PRODUCTS: ProductRow[] = [
  { category: 'Pizzas', name: 'Pizza Margherita', description: 'Molho de tomate, muçarela e manjericão', priceCents: 4590, available: true, externalCode: 'PZ001', prepTime: 30 },
  { category: 'Pizzas', name: 'Pizza Calabresa', description: 'Calabresa fatiada e cebola', priceCents: 4290, available: true, externalCode: 'PZ002', prepTime: 30 },
  { category: 'Bebidas', name: 'Refrigerante lata', description: '350 ml', priceCents: 600, available: false, externalCode: '', prepTime: 2 },
];
const EXAMPLE_OPTIONS: OptionRow[] = [
  { group: 'Borda recheada', min: 0, max: 1, pricing: 'sum', option: 'Catupiry', priceCents: 800, products: 'PZ001 | Pizza Calabresa' },
  { group: '', min: null, max: null, pricing: null, option: 'Cheddar', priceCents: 800, products: '' },
];
const INSTRUCTIONS: [string, string][] = [
  ['Aba Produtos', 'Uma linha por produto. A primeira linha traz os títulos das colunas; não a apague.'],
  ['categoria', 'A categoria do cardápio. Categorias que não existem são criadas. Em branco: sem categoria ("Outros").'],
  ['produto', 'O nome do produto (obrigatório, até 120 caracteres).'],
  ['descrição', 'Opcional, até 2000 caracteres.'],
  ['preço', 'Obrigatório, maior que zero: 12,50 ou 12.50 ou R$ 12,50 ou 1.234,50.'],
  ['disponível', 'sim/não, s/n, x/vazio, 1/0 ou true/false. Vazio = não disponível.'],
  ['código PDV', 'Opcional: o código do produto no seu PDV (o mesmo das integrações). Quando preenchido, o produto é encontrado por ele; senão, pela categoria e nome.'],
  ['tempo de preparo', 'Em minutos (1 a 1440). Vazio: mantém o atual (15 em produtos novos).'],
  ['Aba Opções', 'Grupos de opções (complementos, bordas, molhos): uma linha por opção. Em arquivos .csv não há esta aba.'],
  ['grupo', 'O nome do grupo. Vazio: a opção é do grupo da linha de cima.'],
  ['mín / máx', 'Quantas opções o cliente escolhe no mínimo e no máximo (padrão 0 e 1). Basta preencher na primeira linha do grupo.'],
  ['regra de preço', 'soma (soma as opções), maior (cobra a mais cara) ou média. Padrão: soma.'],
  ['opção / preço da opção', 'O nome da opção e quanto ela acrescenta (vazio = grátis).'],
  ['produtos', `Os produtos que oferecem o grupo, separados por "${PRODUCT_LIST_SEPARATOR}", pelo código PDV ou pelo nome.`],
  ['Importar', 'Cardápio › Importar: a prévia mostra o que será criado e alterado e os erros por linha. Nada é apagado.'],
];

const header = (columns: readonly { header: string }[]): Cell[] => columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
const priceCell = (cents: number): Cell => ({ value: cents / 100, type: Number, format: '#,##0.00' });
const textCell = (value: string): Cell => ({ value, type: String, format: '@' });
const yesNo = (value: boolean) => (value ? 'sim' : 'não');
/** 1250 → '12,50', as Brazilian spreadsheets write money. */
const brazilianPrice = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

function productSheet(rows: readonly ProductRow[]): SheetData {
  return [
    header(PRODUCT_COLUMNS),
    ...rows.map((row) => [row.category, row.name, row.description, priceCell(row.priceCents), yesNo(row.available), textCell(row.externalCode), row.prepTime]),
  ];
}

function optionSheet(rows: readonly OptionRow[]): SheetData {
  return [
    header(OPTION_COLUMNS),
    ...rows.map((row) => [row.group, row.min, row.max, row.pricing ? PRICING_WORD[row.pricing] : null, row.option, priceCell(row.priceCents), row.products]),
  ];
}

async function toXlsx(products: readonly ProductRow[], options: readonly OptionRow[], withInstructions: boolean): Promise<Uint8Array> {
  const widths = (count: number, wide: number[]) => Array.from({ length: count }, (_, index) => ({ width: wide.includes(index) ? 40 : 16 }));
  const sheets = [
    { data: productSheet(products), sheet: 'Produtos', columns: widths(PRODUCT_COLUMNS.length, [1, 2]), stickyRowsCount: 1 },
    { data: optionSheet(options), sheet: 'Opções', columns: widths(OPTION_COLUMNS.length, [0, 4, 6]), stickyRowsCount: 1 },
  ];
  if (withInstructions) sheets.push({ data: INSTRUCTIONS.map(([column, text]) => [{ value: column, fontWeight: 'bold' as const }, text]), sheet: 'Instruções', columns: [{ width: 24 }, { width: 100 }], stickyRowsCount: 0 });
  const writeXlsxFile = await loadXlsxWriter();
  return new Uint8Array(await writeXlsxFile(sheets).toBuffer());
}

/** UTF-8 with BOM (Excel reads the accents), ';' and CRLF, as Excel in pt-BR saves a CSV. */
function toCsv(products: readonly ProductRow[]): Uint8Array {
  const text = Papa.unparse(
    {
      fields: PRODUCT_COLUMNS.map((column) => column.header),
      data: products.map((row) => [row.category, row.name, row.description, brazilianPrice(row.priceCents), yesNo(row.available), row.externalCode, String(row.prepTime)]),
    },
    { delimiter: ';', newline: '\r\n' },
  );
  return new TextEncoder().encode(`\uFEFF${text}\r\n`);
}

export const menuTemplateXlsx = () => toXlsx(EXAMPLE_PRODUCTS, EXAMPLE_OPTIONS, true);
export const menuTemplateCsv = () => toCsv(EXAMPLE_PRODUCTS);

/** The menu's products in menu order, and its common option groups (pizza sizes and flavours stay in Cardápio › Opções). */
async function menuRows(em: EntityManager, restaurantId: string): Promise<{ products: ProductRow[]; options: OptionRow[] }> {
  const db = queries(em);
  const [products, groups] = await Promise.all([
    db
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .where('products.restaurant_id', '=', restaurantId)
      .select(['products.id', 'products.name', 'products.description', 'products.price', 'products.is_available', 'products.external_code', 'products.prep_time', 'categories.name as category'])
      .orderBy('categories.sort_order', (order) => order.asc().nullsLast())
      .orderBy('products.created_at', 'asc')
      .orderBy('products.id', 'asc')
      .execute(),
    db
      .selectFrom('option_groups')
      .innerJoin('group_options', 'group_options.group_id', 'option_groups.id')
      .where('option_groups.restaurant_id', '=', restaurantId)
      .where('option_groups.kind', '=', 'standard')
      .select(['option_groups.id as groupId', 'option_groups.name as group', 'option_groups.min', 'option_groups.max', 'option_groups.pricing', 'group_options.name as option', 'group_options.price'])
      .orderBy('option_groups.sort_order', 'asc')
      .orderBy('option_groups.created_at', 'asc')
      .orderBy('option_groups.id', 'asc')
      .orderBy('group_options.sort_order', 'asc')
      .orderBy('group_options.id', 'asc')
      .execute(),
  ]);
  const links = groups.length
    ? await db
        .selectFrom('product_option_groups')
        .where('product_option_groups.group_id', 'in', [...new Set(groups.map((row) => row.groupId))])
        .select(['product_option_groups.group_id', 'product_option_groups.product_id'])
        .execute()
    : [];
  // A product is named by its code when it has one (names may repeat across categories).
  const reference = new Map(products.map((product) => [product.id, product.external_code || product.name]));
  const productsOf = (groupId: string) =>
    links
      .filter((link) => link.group_id === groupId)
      .map((link) => reference.get(link.product_id))
      .filter(Boolean)
      .join(` ${PRODUCT_LIST_SEPARATOR} `);
  let previous: string | null = null;
  const options = groups.map((row): OptionRow => {
    const first = row.groupId !== previous;
    previous = row.groupId;
    return {
      group: row.group,
      min: first ? row.min : null,
      max: first ? row.max : null,
      pricing: first ? (row.pricing as OptionPricingMethod) : null,
      option: row.option,
      priceCents: toCents(row.price),
      products: first ? productsOf(row.groupId) : '',
    };
  });
  return {
    products: products.map((product) => ({
      category: product.category ?? '',
      name: product.name,
      description: product.description ?? '',
      priceCents: toCents(product.price),
      available: product.is_available,
      externalCode: product.external_code ?? '',
      prepTime: product.prep_time,
    })),
    options,
  };
}

export async function exportMenuXlsx(em: EntityManager, owner: IUser, restaurantId: string): Promise<Uint8Array> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const { products, options } = await menuRows(em, restaurant.id);
  return toXlsx(products, options, false);
}

export async function exportMenuCsv(em: EntityManager, owner: IUser, restaurantId: string): Promise<Uint8Array> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  return toCsv((await menuRows(em, restaurant.id)).products);
}
