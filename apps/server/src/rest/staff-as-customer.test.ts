import { describe, expect, it } from 'vitest';
import type { RequiredEntityData } from '@mikro-orm/core';
import { RestaurantMember, type IRestaurantMember } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { signedInCustomer, signedInOwner } from '../../test/restaurant-fixtures';

/**
 * Issue 28: a staff member ('Atendente') is a customer account that also works a restaurant's
 * board. The web app's 'Fazer um pedido' only shows screens; the API has always let them order,
 * at their own restaurant too, and must keep doing so.
 */
const t = testAppForTheFile();

describe('a staff member orders as a customer', () => {
  it('places an order (at the restaurant they work for and at another) and finds it among their own', async () => {
    const workplace = await signedInOwner(t, { name: 'Onde Trabalho', deliveryFee: '0.00' });
    const elsewhere = await signedInOwner(t, { name: 'Outro Lugar', deliveryFee: '0.00' });
    const staff = await signedInCustomer(t, { firstName: 'João' });
    const em = t.em();
    em.create(RestaurantMember, { restaurant: workplace.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    expect((await staff.rest.get('/api/user')).json().workplace).toMatchObject({ restaurantId: workplace.restaurant.id });

    const placed: string[] = [];
    for (const owner of [workplace, elsewhere]) {
      const dish = await makeProduct(t.em(), owner.restaurant, { price: '12.50' });
      const res = await staff.rest.post('/api/orders', {
        order: { restaurantId: owner.restaurant.id, subtotal: '12.50', deliveryFee: '0.00', total: '12.50', status: 'pending' },
        items: [{ productId: dish.id, quantity: 1, unitPrice: '12.50', totalPrice: '12.50' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ restaurantId: owner.restaurant.id, customerId: staff.user.id, status: 'pending' });
      placed.push(res.json().id);
    }
    const mine = await staff.rest.get('/trpc/order.mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.data.map((order: { id: string }) => order.id)).toEqual(expect.arrayContaining(placed));
  });
});
