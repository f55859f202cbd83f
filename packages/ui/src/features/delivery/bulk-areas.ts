import Papa from 'papaparse';
import { deliveryAreaInputSchema, type DeliveryAreaInput } from '@direto/contracts';

export interface BulkParseResult {
  areas: DeliveryAreaInput[];
  /** 'Linha 3: Taxa deve ser um valor válido', one per refused line. */
  errors: string[];
}

/** '5,50' or 'R$ 5,50' → '5.50'; minutes as typed. */
const money = (text: string) => text.replace(/R\$\s*/i, '').trim().replace(/\./g, (dot, offset: number, whole: string) => (whole.includes(',') ? '' : dot)).replace(',', '.');

/**
 * The bulk import's pasted lines, 'Bairro;Cidade;Taxa;Tempo mín;Tempo máx' (a header line with
 * those names is skipped, blank lines too), parsed with papaparse; each line is checked with the
 * same schema as the server, and every refused line says why.
 */
export function parseBulkAreas(text: string): BulkParseResult {
  const parsed = Papa.parse<string[]>(text.trim(), { delimiter: ';', skipEmptyLines: 'greedy' });
  const areas: DeliveryAreaInput[] = [];
  const errors: string[] = [];
  parsed.data.forEach((cells, index) => {
    const line = index + 1;
    const [district = '', city = '', fee = '', minTime = '', maxTime = ''] = cells.map((cell) => cell.trim());
    if (index === 0 && /^bairro$/i.test(district)) return;
    if (cells.length < 5) {
      errors.push(`Linha ${line}: use Bairro;Cidade;Taxa;Tempo mín;Tempo máx`);
      return;
    }
    const result = deliveryAreaInputSchema.safeParse({ district, city, fee: money(fee), minTime, maxTime });
    if (result.success) areas.push({ district, city, fee: result.data.fee, minTime: result.data.minTime, maxTime: result.data.maxTime });
    else errors.push(`Linha ${line}: ${result.error.issues[0]?.message ?? 'linha inválida'}`);
  });
  return { areas, errors };
}
