import { expect } from 'vitest';
import type { IProduct } from '@direto/db';
import type { SignedInCustomer, SignedInOwner } from './restaurant-fixtures';

/**
 * Two of `dish` at R$ 19,00 and a R$ 5,00 fee (R$ 43,00), placed by `customer` and paid as
 * `payment` says, then walked by the owner to 'delivered': the caixa and reports tests' order.
 */
export async function placeDeliveredOrder(customer: SignedInCustomer, owner: SignedInOwner, dish: IProduct, payment: Record<string, unknown>): Promise<string> {
  const placed = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', payment },
    items: [{ productId: dish.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<{ id: string }>().id;
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
    const res = await owner.rest.put(`/api/orders/${id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}
