import Papa from 'papaparse';

/**
 * A CSV a Brazilian Excel opens as it is (issue 30's customers export, issue 32's reports): UTF-8
 * with a BOM (or accents break), ';' between fields (',' is the decimal comma), CRLF line ends.
 * Cells that a spreadsheet would run as a formula (=, +, -, @) are written as text.
 */
const BOM = '\uFEFF';

/** '12.50' → '12,50'. */
export const decimalComma = (money: string) => money.replace('.', ',');

/** '2026-11-21' → '21/11/2026'. */
export function brazilianDateOfKey(dateKey: string): string {
  const [year, month, day] = dateKey.split('-');
  return `${day}/${month}/${year}`;
}

export function brazilianCsv(columns: readonly string[], data: string[][]): string {
  return BOM + Papa.unparse({ fields: [...columns], data }, { delimiter: ';', newline: '\r\n', escapeFormulae: true }) + '\r\n';
}
