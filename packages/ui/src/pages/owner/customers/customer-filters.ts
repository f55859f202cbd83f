import type { CustomerListInput } from '@direto/contracts';

/** The filters as typed on the Clientes screen (numbers as text until sent). */
export interface CustomerFilterState {
  query: string;
  inactiveDays: string;
  minOrders: string;
  newDays: string;
  district: string;
  consent: boolean;
  tag: string | null;
}

export const NO_FILTERS: CustomerFilterState = { query: '', inactiveDays: '', minOrders: '', newDays: '', district: '', consent: false, tag: null };

/** A whole positive number typed, or nothing (an empty or half-typed field filters nothing). */
const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

/** The filters as the list (and the export) take them; only those filled in. */
export function filterInput(filters: CustomerFilterState): Omit<CustomerListInput, 'id' | 'cursor' | 'limit'> {
  return {
    ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
    ...(positive(filters.inactiveDays) ? { inactiveDays: positive(filters.inactiveDays) } : {}),
    ...(positive(filters.minOrders) ? { minOrders: positive(filters.minOrders) } : {}),
    ...(positive(filters.newDays) ? { newDays: positive(filters.newDays) } : {}),
    ...(filters.district.trim() ? { district: filters.district.trim() } : {}),
    ...(filters.consent ? { consent: true } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
  };
}

/** GET /api/restaurants/{id}/customers.csv with the same filters: the export is what the list shows. */
export function exportCsvUrl(restaurantId: string, filters: CustomerFilterState): string {
  const params = new URLSearchParams(Object.entries(filterInput(filters)).map(([key, value]) => [key, String(value)]));
  const query = params.toString();
  return `/api/restaurants/${encodeURIComponent(restaurantId)}/customers.csv${query ? `?${query}` : ''}`;
}

const TEXT_FIELDS = ['query', 'inactiveDays', 'minOrders', 'newDays', 'district'] as const;

/** The filters kept in the page's address (?query=…&tag=…): back from a customer's page, the list is as it was. */
export function filtersFromSearch(search: URLSearchParams): CustomerFilterState {
  const filters = { ...NO_FILTERS };
  for (const field of TEXT_FIELDS) filters[field] = search.get(field) ?? '';
  return { ...filters, consent: search.get('consent') === 'true', tag: search.get('tag') || null };
}

export function searchFromFilters(filters: CustomerFilterState): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of TEXT_FIELDS) if (filters[field]) search.set(field, filters[field]);
  if (filters.consent) search.set('consent', 'true');
  if (filters.tag) search.set('tag', filters.tag);
  return search;
}
