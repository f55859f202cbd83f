import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@direto/contracts';
import { isAllowedStatusChange } from './order-status';

describe('order status machine', () => {
  it('allows exactly the next step and cancelling before an end', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => isAllowedStatusChange(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(
      [
        'pending→confirmed',
        'confirmed→preparing',
        'preparing→ready',
        'ready→delivered',
        'pending→cancelled',
        'confirmed→cancelled',
        'preparing→cancelled',
        'ready→cancelled',
      ].sort(),
    );
  });

  it('lets nothing leave delivered or cancelled', () => {
    for (const to of ORDER_STATUSES) {
      for (const from of ['delivered', 'cancelled'] as OrderStatus[]) expect(isAllowedStatusChange(from, to)).toBe(false);
    }
  });
});
