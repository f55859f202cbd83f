import { describe, expect, it } from 'vitest';
import { countPendingOrders, titleWithPendingCount } from './pending-title';

describe('pending orders in the tab title', () => {
  it('prefixes the count of pending orders, and leaves the title alone when there are none', () => {
    expect(titleWithPendingCount('Direto', 2)).toBe('(2) Direto');
    expect(titleWithPendingCount('Direto', 1)).toBe('(1) Direto');
    expect(titleWithPendingCount('Direto', 0)).toBe('Direto');
  });

  it('counts only the orders the restaurant has not confirmed yet', () => {
    const statuses = ['pending', 'confirmed', 'pending', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
    expect(countPendingOrders(statuses.map((status) => ({ status })))).toBe(2);
    expect(countPendingOrders([])).toBe(0);
    expect(countPendingOrders(undefined)).toBe(0);
  });
});
