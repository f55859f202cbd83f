import { describe, expect, it } from 'vitest';
import type { Product } from '@direto/contracts';
import {
  addProduct,
  buildOrderInput,
  itemCount,
  reconcileWithMenu,
  setQuantity,
  subtotalCents,
  totalCents,
  type CartLine,
} from './cart-rules';

const restaurantId = '11111111-1111-4111-8111-111111111111';

function product(id: string, price: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    restaurantId,
    categoryId: null,
    name: `Prato ${id.slice(0, 4)}`,
    description: null,
    price,
    imageUrl: null,
    prepTime: 15,
    isAvailable: true,
    tags: [],
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

const feijoada = product('aaaaaaaa-0000-4000-8000-000000000001', '42.90');
const guarana = product('bbbbbbbb-0000-4000-8000-000000000002', '6.50');

describe('cart rules (spec §4, §9)', () => {
  it('adds a new product with quantity 1 and raises an existing one by 1', () => {
    let lines: CartLine[] = [];
    lines = addProduct(lines, feijoada);
    expect(lines).toEqual([{ product: expect.objectContaining({ id: feijoada.id }), quantity: 1 }]);
    lines = addProduct(lines, guarana);
    lines = addProduct(lines, feijoada);
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [feijoada.id, 2],
      [guarana.id, 1],
    ]);
    expect(itemCount(lines)).toBe(3);
  });

  it('never goes beyond the 99 units the server accepts', () => {
    let lines = setQuantity(addProduct([], feijoada), feijoada.id, 99);
    lines = addProduct(lines, feijoada);
    expect(lines[0]?.quantity).toBe(99);
    expect(setQuantity(lines, feijoada.id, 150)[0]?.quantity).toBe(99);
  });

  it.each([0, -1])('a quantity of %i removes the line', (quantity) => {
    const lines = addProduct(addProduct([], feijoada), guarana);
    expect(setQuantity(lines, feijoada.id, quantity).map((l) => l.product.id)).toEqual([guarana.id]);
  });

  it('sums price × quantity in cents and adds the delivery fee (missing fee counts as 0)', () => {
    const lines = setQuantity(addProduct(addProduct([], feijoada), guarana), guarana.id, 3);
    expect(subtotalCents(lines)).toBe(4290 + 3 * 650);
    expect(totalCents(lines, '7.99')).toBe(4290 + 1950 + 799);
    expect(totalCents(lines, null)).toBe(6240);
    expect(totalCents(lines, undefined)).toBe(6240);
  });

  it('has no floating-point drift: 3 × 0.10 + 0.20 is exactly 0.50', () => {
    const dime = product('cccccccc-0000-4000-8000-000000000003', '0.10');
    const lines = setQuantity(addProduct([], dime), dime.id, 3);
    expect(buildOrderInput({ id: restaurantId, deliveryFee: '0.20' }, lines).order.total).toBe('0.50');
  });

  it('builds the order payload with two-decimal strings and status pending', () => {
    const lines = setQuantity(addProduct(addProduct([], feijoada), guarana), guarana.id, 2);
    expect(buildOrderInput({ id: restaurantId, deliveryFee: '5' }, lines)).toEqual({
      order: { restaurantId, subtotal: '55.90', deliveryFee: '5.00', total: '60.90', status: 'pending' },
      items: [
        { productId: feijoada.id, quantity: 1, unitPrice: '42.90', totalPrice: '42.90' },
        { productId: guarana.id, quantity: 2, unitPrice: '6.50', totalPrice: '13.00' },
      ],
    });
  });

  it("issue 31: with the quote's benefit, sends the code and the server's amounts (free delivery zeroes only the fee)", () => {
    const lines = setQuantity(addProduct(addProduct([], feijoada), guarana), guarana.id, 2);
    const withCoupon = buildOrderInput({ id: restaurantId, deliveryFee: '5' }, lines, {
      customerPhone: '',
      deliveryAddress: '',
      notes: '',
      couponCode: 'CUPOM10',
      benefit: { code: 'CUPOM10', discount: '5.59', freeDelivery: false },
    });
    expect(withCoupon.order).toEqual({ restaurantId, subtotal: '55.90', deliveryFee: '5.00', total: '55.31', status: 'pending', customerPhone: '', deliveryAddress: '', notes: '', couponCode: 'CUPOM10' });
    const freeDelivery = buildOrderInput({ id: restaurantId, deliveryFee: '5' }, lines, {
      customerPhone: '',
      deliveryAddress: '',
      notes: '',
      benefit: { code: null, discount: '0.00', freeDelivery: true },
    });
    expect(freeDelivery.order).toMatchObject({ subtotal: '55.90', deliveryFee: '0.00', total: '55.90' });
    expect(freeDelivery.order).not.toHaveProperty('benefit');
    expect(freeDelivery.order).not.toHaveProperty('couponCode');
    // A stale quote never takes more than the items' subtotal.
    const stale = buildOrderInput({ id: restaurantId, deliveryFee: '5' }, lines, { customerPhone: '', deliveryAddress: '', notes: '', benefit: { code: 'R100', discount: '100.00', freeDelivery: false } });
    expect(stale.order).toMatchObject({ subtotal: '55.90', total: '5.00' });
  });

  it('a saved cart takes the current prices and drops products removed or unavailable', () => {
    const saved = addProduct(addProduct(addProduct([], feijoada), guarana), product('dddddddd-0000-4000-8000-000000000004', '1.00'));
    const menu = [{ ...feijoada, price: '45.00' }, { ...guarana, isAvailable: false }];
    const fresh = reconcileWithMenu(saved, menu);
    expect(fresh).toEqual([{ product: expect.objectContaining({ id: feijoada.id, price: '45.00' }), quantity: 1 }]);
  });
});
