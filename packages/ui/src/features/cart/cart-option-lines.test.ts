import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuOptionGroup, Product } from '@direto/contracts';
import { addLine, addProduct, buildOrderInput, lineKey, reconcileWithMenu, setQuantity, subtotalCents, type CartLine, type MenuLikeProduct } from './cart-rules';
import { loadCart } from './cart-storage';

/** Cart lines with options and notes (issue 19): keyed by product + choices + note, priced by the shared rules. */
const restaurantId = '11111111-1111-4111-8111-111111111111';
const burger: Product = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  restaurantId,
  categoryId: null,
  name: 'Hambúrguer',
  description: null,
  price: '25.00',
  imageUrl: null,
  prepTime: 15,
  isAvailable: true,
  tags: [],
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};
const option = (id: string, name: string, price: string, isAvailable = true) => ({ id, name, description: null, price, maxQuantity: 2, isAvailable });
const extras = (baconAvailable = true, baconPrice = '4.50'): MenuOptionGroup => ({
  id: 'g1',
  name: 'Adicionais',
  min: 0,
  max: 3,
  pricing: 'sum',
  kind: 'standard',
  options: [option('bacon', 'Bacon extra', baconPrice, baconAvailable), option('cheddar', 'Cheddar', '3.00')],
});
const menu = (group: MenuOptionGroup): MenuLikeProduct[] => [{ ...burger, optionGroups: [group] }];
const bacon2 = { optionId: 'bacon', quantity: 2, name: 'Bacon extra', isFlavour: false };

describe('cart lines with options', () => {
  beforeEach(() => window.localStorage.clear());

  it('makes separate lines for different choices or notes, and grows the same one', () => {
    let lines: CartLine[] = addProduct([], burger);
    lines = addLine(lines, burger, { options: [bacon2], optionsPrice: '9.00', notes: '', quantity: 1 });
    lines = addLine(lines, burger, { options: [bacon2], optionsPrice: '9.00', notes: ' sem cebola ', quantity: 1 });
    lines = addLine(lines, burger, { options: [bacon2], optionsPrice: '9.00', notes: '', quantity: 2 });
    expect(lines.map((line) => [line.quantity, line.notes ?? null, line.options?.length ?? 0])).toEqual([
      [1, null, 0],
      [3, null, 1],
      [1, 'sem cebola', 1],
    ]);
    // 25 + 3 × 34 + 34
    expect(subtotalCents(lines)).toBe(2500 + 3 * 3400 + 3400);
    const withBacon = lines[1] as CartLine;
    expect(setQuantity(lines, lineKey(withBacon), 0)).toHaveLength(2);
    // A plain line keeps the product id as its key, as before options.
    expect(setQuantity(lines, burger.id, 5)[0]?.quantity).toBe(5);
  });

  it('sends options and notes only on the lines that have them', () => {
    const lines = addLine(addProduct([], burger), burger, { options: [bacon2], optionsPrice: '9.00', notes: 'sem cebola', quantity: 1 });
    const input = buildOrderInput({ id: restaurantId, deliveryFee: '5.00' }, lines);
    expect(input.items).toEqual([
      { productId: burger.id, quantity: 1, unitPrice: '25.00', totalPrice: '25.00' },
      { productId: burger.id, quantity: 1, unitPrice: '34.00', totalPrice: '34.00', options: [{ optionId: 'bacon', quantity: 2 }], notes: 'sem cebola' },
    ]);
    expect(input.order.subtotal).toBe('59.00');
  });

  it('reprices saved lines from the current options and drops those whose choices no longer hold', () => {
    const lines = addLine([], burger, { options: [bacon2], optionsPrice: '9.00', notes: '', quantity: 1 });
    expect(reconcileWithMenu(lines, menu(extras(true, '5.00')))[0]?.optionsPrice).toBe('10.00');
    expect(reconcileWithMenu(lines, menu(extras(false)))).toEqual([]);
  });

  it('still loads a cart saved before options existed', () => {
    const saved = { restaurantId, restaurantSlug: 'x', updatedAt: 1, lines: [{ product: { id: burger.id, restaurantId, name: 'Hambúrguer', price: '25.00', imageUrl: null }, quantity: 2 }] };
    window.localStorage.setItem(`direto:cart:v1:${restaurantId}`, JSON.stringify(saved));
    const lines = loadCart(restaurantId)?.lines ?? [];
    expect(lines).toHaveLength(1);
    expect(lineKey(lines[0] as CartLine)).toBe(burger.id);
    expect(reconcileWithMenu(lines, menu(extras()))).toEqual([{ product: saved.lines[0]?.product, quantity: 2 }]);
  });
});
