import { describe, expect, it } from 'vitest';
import { exportCsvUrl, filterInput, filtersFromSearch, NO_FILTERS, searchFromFilters } from './customer-filters';

describe('the Clientes filters', () => {
  it('send only what is filled in, numbers as numbers, and leave half-typed numbers out', () => {
    expect(filterInput(NO_FILTERS)).toEqual({});
    expect(filterInput({ ...NO_FILTERS, query: '  joão ', inactiveDays: '30', minOrders: '0', newDays: '', district: 'Pinheiros', consent: true, tag: 'Em risco' })).toEqual({
      query: 'joão',
      inactiveDays: 30,
      district: 'Pinheiros',
      consent: true,
      tag: 'Em risco',
    });
  });

  it('export what the list shows: the same filters in the CSV link', () => {
    expect(exportCsvUrl('r1', NO_FILTERS)).toBe('/api/restaurants/r1/customers.csv');
    expect(exportCsvUrl('r1', { ...NO_FILTERS, tag: 'Em risco', consent: true })).toBe('/api/restaurants/r1/customers.csv?consent=true&tag=Em+risco');
  });

  it('live in the address, so the list comes back as it was filtered', () => {
    const filters = { ...NO_FILTERS, query: 'ana', newDays: '7', consent: true, tag: 'Novo' };
    expect(searchFromFilters(filters).toString()).toBe('query=ana&newDays=7&consent=true&tag=Novo');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(filtersFromSearch(new URLSearchParams())).toEqual(NO_FILTERS);
  });
});
