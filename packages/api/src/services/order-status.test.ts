import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@direto/contracts';
import { isAllowedStatusChange } from './order-status';

describe('order status machine', () => {
  it('allows exactly the next step and cancelling before an end', () => {
    // The spec's statuses (issue 17's optional out_for_delivery is covered below).
    const spec = ORDER_STATUSES.filter((status) => status !== 'out_for_delivery');
    const allowed = spec.flatMap((from) => spec.filter((to) => isAllowedStatusChange(from, to)).map((to) => `${from}→${to}`));
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

  it('takes a delivery ready → out_for_delivery → delivered (or cancelled), never a pickup', () => {
    const reach = (orderType: 'delivery' | 'pickup') =>
      ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => isAllowedStatusChange(from, to, orderType)).map((to) => `${from}→${to}`)).filter((step) =>
        step.includes('out_for_delivery'),
      );
    expect(reach('delivery').sort()).toEqual(['out_for_delivery→cancelled', 'out_for_delivery→delivered', 'ready→out_for_delivery']);
    expect(reach('pickup').filter((step) => step.startsWith('ready'))).toEqual([]);
  });

  it('lets nothing leave delivered or cancelled', () => {
    for (const to of ORDER_STATUSES) {
      for (const from of ['delivered', 'cancelled'] as OrderStatus[]) expect(isAllowedStatusChange(from, to)).toBe(false);
    }
  });
});
