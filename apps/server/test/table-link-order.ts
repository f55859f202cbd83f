import { expect } from 'vitest';
import type { RestaurantTableView } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { restClient, type SignedInOwner } from './restaurant-fixtures';
import type { TestApp } from './test-app';

/** A new table of the owner's restaurant, and one of `product` ordered through its QR link by an anonymous phone; the order's id. */
export async function orderThroughNewTable(t: TestApp, owner: SignedInOwner, tableName: string, product: IProduct): Promise<string> {
  const created = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/tables`, { name: tableName });
  expect(created.statusCode, created.body).toBe(201);
  const token = created.json<RestaurantTableView>().link.replace('/m/', '');
  const placed = await restClient(t).post(`/api/table-links/${token}/orders`, {
    order: { subtotal: product.price, total: product.price },
    items: [{ productId: product.id, quantity: 1, unitPrice: product.price, totalPrice: product.price }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ id: string }>().id;
}
