import Papa from 'papaparse';
import { MENU_IMPORT_MAX_LINES } from '@direto/contracts';
import { badRequest } from '../errors';
import { loadXlsxReader } from './lazy-libraries';
import { NumberCell, cellText } from './menu-import-values';

/** One row of a sheet under its header: its number as the spreadsheet shows it (header = 1) and its cells. */
interface SheetRow {
  line: number;
  cells: readonly unknown[];
}

export interface SheetTable {
  header: string[];
  rows: SheetRow[];
}

/** The sheets an import reads: 'Produtos' and, in an .xlsx file, 'Opções' (null in a CSV or when absent). */
export interface MenuSpreadsheet {
  products: SheetTable;
  options: SheetTable | null;
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const XLS_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const NOT_A_SPREADSHEET = 'Não foi possível ler a planilha: envie um arquivo .xlsx ou .csv (como o modelo).';
const OLD_XLS = 'Arquivos .xls (Excel 97-2003) não são aceitos: salve a planilha como .xlsx ou .csv.';
const EMPTY_FILE = 'A planilha está vazia.';
const TOO_MANY_LINES = `A planilha passa de ${MENU_IMPORT_MAX_LINES} linhas: divida o cardápio em arquivos menores.`;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/** Reads an .xlsx or .csv file (told apart by their first bytes, not by the file's name). */
export async function readMenuSpreadsheet(bytes: Uint8Array): Promise<MenuSpreadsheet> {
  if (bytes.length === 0) throw badRequest(EMPTY_FILE);
  if (startsWith(bytes, XLS_MAGIC)) throw badRequest(OLD_XLS);
  const spreadsheet = startsWith(bytes, XLSX_MAGIC) ? await readXlsx(bytes) : { products: readCsv(bytes), options: null };
  if (spreadsheet.products.rows.length + (spreadsheet.options?.rows.length ?? 0) > MENU_IMPORT_MAX_LINES) throw badRequest(TOO_MANY_LINES);
  return spreadsheet;
}

async function readXlsx(bytes: Uint8Array): Promise<MenuSpreadsheet> {
  let sheets: { sheet: string; data: unknown[][] }[];
  const readExcelFile = await loadXlsxReader();
  try {
    // Numbers as the exact text the file stores: a price never goes through a float.
    sheets = await readExcelFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { parseNumber: (text: string) => new NumberCell(text), trim: false });
  } catch {
    throw badRequest(NOT_A_SPREADSHEET);
  }
  const named = (name: string) => sheets.find((sheet) => sheet.sheet.normalize('NFC').toLowerCase() === name);
  const products = named('produtos') ?? sheets[0];
  if (!products) throw badRequest(EMPTY_FILE);
  const options = named('opções') ?? named('opcoes');
  return { products: toTable(products.data), options: options ? toTable(options.data) : null };
}

/** UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8, Windows-1252 (Excel's "CSV" on Windows). */
function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw badRequest(NOT_A_SPREADSHEET);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' when the header line has one (Excel in pt-BR), a tab likewise, else ','. */
function delimiterOf(text: string): string {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  if (headerLine.includes(';')) return ';';
  if (headerLine.includes('\t')) return '\t';
  return ',';
}

function readCsv(bytes: Uint8Array): SheetTable {
  // TextDecoder drops a UTF-8 BOM by itself.
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  return toTable(parsed.data);
}

/** The first row is the header; blank rows are dropped but keep their place in the numbering. */
function toTable(data: readonly (readonly unknown[])[]): SheetTable {
  const [header = [], ...rest] = data;
  const rows = rest
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter((row) => row.cells.some((cell) => cellText(cell) !== ''));
  return { header: header.map(cellText), rows };
}
