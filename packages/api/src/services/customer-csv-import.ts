import type { EntityManager } from '@mikro-orm/postgresql';
import Papa from 'papaparse';
import { CUSTOMER_LIMITS, CUSTOMER_MESSAGES, toE164Phone, type CustomerImportResult } from '@direto/contracts';
import { queries, type IUser } from '@direto/db';
import { now } from '../clock';
import { badRequest } from '../errors';
import { loadOwnedRestaurant } from './restaurant-ownership';

/**
 * Issue 30: POST /api/restaurants/{id}/customers/import — the restaurant's own list, one customer a
 * line, 'nome;telefone[;bairro]' (a header line is recognised and skipped). Each line is checked
 * on its own: the good ones are saved (found by phone and updated, or created), the bad ones come
 * back as 'Linha 3: telefone inválido "1234"', numbered as the spreadsheet shows the lines. An
 * import never gives marketing consent: only the customer does, at checkout.
 */

const NAME_MAX = 200;
const DISTRICT_MAX = 120;
/** Rows per insert statement (5 values each: well under PostgreSQL's 65535 parameters). */
const BATCH = 1000;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A first line like 'nome;telefone;bairro' (any case or accents, 'celular' or 'whatsapp' too). */
function isHeader(cells: string[]): boolean {
  const [first = '', second = ''] = cells.map(fold);
  return first === 'nome' || first === 'name' || /^(telefone|celular|whatsapp|fone|phone)/.test(second);
}

interface ImportedCustomer {
  name: string;
  phone: string;
  district: string | null;
}

/** The lines of the file as cells: ';' as the spec writes it, else what the file uses (',' or tab). */
function readRows(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const parsed = Papa.parse<string[]>(text, { delimiter: firstLine.includes(';') ? ';' : '', delimitersToGuess: [',', '\t', '|'], skipEmptyLines: false });
  return parsed.data;
}

/** Each line checked: the customers to save and the errors, by line. */
function checkLines(rows: string[][]): { customers: ImportedCustomer[]; errors: CustomerImportResult['errors'] } {
  const customers: ImportedCustomer[] = [];
  const errors: CustomerImportResult['errors'] = [];
  const lineOfPhone = new Map<string, number>();
  rows.forEach((cells, index) => {
    // The spreadsheet's own numbering: the first line of the file (a header too) is line 1.
    const line = index + 1;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (index === 0 && isHeader(cells)) return;
    const refuse = (message: string) => errors.push({ line, message: `Linha ${line}: ${message}` });
    const name = (cells[0] ?? '').trim().replace(/\s+/g, ' ');
    const typedPhone = (cells[1] ?? '').trim();
    const district = (cells[2] ?? '').trim().replace(/\s+/g, ' ') || null;
    if (!name) return refuse('nome em branco');
    if (name.length > NAME_MAX) return refuse(`nome com mais de ${NAME_MAX} caracteres`);
    if (!typedPhone) return refuse('telefone em branco');
    const phone = toE164Phone(typedPhone);
    if (!phone) return refuse(`telefone inválido "${typedPhone.slice(0, 40)}"`);
    if (district && district.length > DISTRICT_MAX) return refuse(`bairro com mais de ${DISTRICT_MAX} caracteres`);
    const earlier = lineOfPhone.get(phone);
    if (earlier !== undefined) return refuse(`telefone repetido (já está na linha ${earlier})`);
    lineOfPhone.set(phone, line);
    customers.push({ name, phone, district });
  });
  return { customers, errors };
}

export async function importCustomersCsv(em: EntityManager, owner: IUser, restaurantId: string, csv: string): Promise<CustomerImportResult> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const rows = readRows(csv);
  if (rows.length > CUSTOMER_LIMITS.importLinesMax) throw badRequest(CUSTOMER_MESSAGES.importTooManyLines);
  const { customers, errors } = checkLines(rows);
  if (customers.length === 0 && errors.length === 0) throw badRequest(CUSTOMER_MESSAGES.importEmpty);

  let created = 0;
  await em.transactional(async (tx) => {
    for (let start = 0; start < customers.length; start += BATCH) {
      const batch = customers.slice(start, start + BATCH);
      const known = await queries(tx)
        .selectFrom('restaurant_customers')
        .where('restaurant_id', '=', restaurantId)
        .where('phone', 'in', batch.map((customer) => customer.phone))
        .select('phone')
        .execute();
      created += batch.length - known.length;
      await queries(tx)
        .insertInto('restaurant_customers')
        .values(batch.map((customer) => ({ restaurant_id: restaurantId, phone: customer.phone, name: customer.name, district: customer.district })))
        .onConflict((conflict) =>
          conflict.columns(['restaurant_id', 'phone']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            // A line without a bairro keeps the one already known.
            district: eb.fn.coalesce('excluded.district', 'restaurant_customers.district'),
            updated_at: now(),
          })),
        )
        .execute();
    }
  });
  return { created, updated: customers.length - created, errors };
}
