import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPhone, zonedDateKey, type CustomerFilters, type CustomerSummary } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { now } from '../clock';
import { brazilianCsv, brazilianDateOfKey, decimalComma } from './brazilian-csv';
import { readCustomers, tagRulesOf, toCustomerSummary } from './customer-figures';
import { loadOwnedRestaurant } from './restaurant-ownership';

/**
 * Issue 30: GET /api/restaurants/{id}/customers.csv — the customers the list's filters match, in
 * the CSV a Brazilian Excel opens as it is (brazilian-csv.ts): '12,50', dates dd/mm/aaaa.
 */

const COLUMNS = [
  'Nome',
  'Telefone',
  'Bairro',
  'Primeiro pedido',
  'Último pedido',
  'Pedidos',
  'Total gasto',
  'Ticket médio',
  'Etiquetas',
  'Aceita ofertas',
  'Observações',
  'Bloqueado',
] as const;

/** An instant → '21/11/2026' in the restaurant's time zone. */
function brazilianDate(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return brazilianDateOfKey(zonedDateKey(iso, timeZone));
}

function csvRow(customer: CustomerSummary, timeZone: string): string[] {
  return [
    customer.name,
    formatPhone(customer.phone),
    customer.district ?? '',
    brazilianDate(customer.firstOrderAt, timeZone),
    brazilianDate(customer.lastOrderAt, timeZone),
    String(customer.orderCount),
    decimalComma(customer.totalSpent),
    customer.averageTicket ? decimalComma(customer.averageTicket) : '',
    [...customer.automaticTags, ...customer.tags].join(', '),
    customer.marketingConsent ? 'sim' : 'não',
    customer.notes ?? '',
    customer.blocked ? 'sim' : 'não',
  ];
}

export async function exportCustomersCsv(em: EntityManager, owner: IUser, restaurantId: string, filters: CustomerFilters): Promise<string> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const rules = tagRulesOf(restaurant.customerTagRules);
  const at = now();
  const { rows } = await readCustomers(em, restaurantId, { filters, rules, at });
  const data = rows.map((row) => csvRow(toCustomerSummary(row, rules, at), restaurant.timezone));
  return brazilianCsv(COLUMNS, data);
}
