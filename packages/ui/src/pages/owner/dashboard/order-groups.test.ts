import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@direto/contracts';
import { groupOrders } from './order-groups';

const order = (id: string, status: OrderStatus) => ({ id, status });

describe('groupOrders', () => {
  it('pins pending orders first among the open ones and keeps the newest-first order within each group', () => {
    const newestFirst = [
      order('a', 'ready'),
      order('b', 'delivered'),
      order('c', 'pending'),
      order('d', 'confirmed'),
      order('e', 'cancelled'),
      order('f', 'pending'),
      order('g', 'preparing'),
    ];
    const { open, finished } = groupOrders(newestFirst);
    expect(open.map((o) => o.id)).toEqual(['c', 'f', 'a', 'd', 'g']);
    expect(finished.map((o) => o.id)).toEqual(['b', 'e']);
  });

  it('gives empty groups for no orders', () => {
    expect(groupOrders([])).toEqual({ open: [], finished: [] });
  });
});
