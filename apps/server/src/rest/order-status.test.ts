import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@direto/contracts';
import { Order, User, type IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let product: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina' });
  customer = await signedInCustomer(t);
  product = await makeProduct(t.em(), owner.restaurant, { price: '20.00' });
});

/** A new order of `owner`'s restaurant, already moved to `status`. */
async function orderIn(status: OrderStatus = 'pending'): Promise<string> {
  const em = t.em();
  const order = em.create(Order, {
    customer: em.getReference(User, customer.user.id),
    restaurant: owner.restaurant.id,
    status,
    subtotal: '20.00',
    deliveryFee: '0.00',
    total: '20.00',
  });
  await em.flush();
  return order.id;
}

/** Cancelling needs a reason: one is sent with every cancellation here (see order-detail.test.ts for the rule). */
const setStatus = (rest: ReturnType<typeof restClient>, orderId: string, status: string) =>
  rest.put(`/api/orders/${orderId}/status`, status === 'cancelled' ? { status, reason: 'Item em falta' } : { status });
const statusOf = async (orderId: string) => (await t.em().findOneOrFail(Order, orderId)).status;

describe('PUT /api/orders/{orderId}/status', () => {
  it("walks pending → confirmed → preparing → ready → delivered and records when it was delivered", async () => {
    const placed = await customer.rest.post('/api/orders', {
      order: { restaurantId: owner.restaurant.id, subtotal: '20.00', deliveryFee: '0.00', total: '20.00', status: 'pending' },
      items: [{ productId: product.id, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }],
    });
    const id = placed.json().id;
    for (const status of ['confirmed', 'preparing', 'ready'] as const) {
      const res = await setStatus(owner.rest, id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status, deliveredAt: null });
    }
    const delivered = await setStatus(owner.rest, id, 'delivered');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().status).toBe('delivered');
    const deliveredAt = new Date(delivered.json().deliveredAt).getTime();
    expect(Math.abs(deliveredAt - Date.now())).toBeLessThan(60_000);
    expect((await t.em().findOneOrFail(Order, id)).deliveredAt).toBeInstanceOf(Date);
  });

  it('refuses skipping, going back and leaving a final status (409)', async () => {
    const cases: [OrderStatus, OrderStatus, string][] = [
      ['pending', 'ready', 'Não é possível mudar o pedido de Pendente para Pronto.'],
      ['pending', 'delivered', 'Não é possível mudar o pedido de Pendente para Entregue.'],
      ['preparing', 'confirmed', 'Não é possível mudar o pedido de Preparando para Confirmado.'],
      ['confirmed', 'confirmed', 'Não é possível mudar o pedido de Confirmado para Confirmado.'],
      ['delivered', 'cancelled', 'Não é possível mudar o pedido de Entregue para Cancelado.'],
      ['cancelled', 'pending', 'Não é possível mudar o pedido de Cancelado para Pendente.'],
      ['cancelled', 'confirmed', 'Não é possível mudar o pedido de Cancelado para Confirmado.'],
    ];
    for (const [from, to, message] of cases) {
      const id = await orderIn(from);
      const res = await setStatus(owner.rest, id, to);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json()).toEqual({ message });
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('cancels from any status that has not reached an end', async () => {
    for (const from of ['pending', 'confirmed', 'preparing', 'ready'] as const) {
      const id = await orderIn(from);
      const res = await setStatus(owner.rest, id, 'cancelled');
      expect(res.statusCode, from).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', deliveredAt: null });
    }
  });

  it('refuses an unknown status (400) and an unknown order (404)', async () => {
    const bad = await setStatus(owner.rest, await orderIn(), 'shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status: Status inválido');
    const unknown = await setStatus(owner.rest, randomUUID(), 'confirmed');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Pedido não encontrado' });
  });

  it("lets only the restaurant's owner change it: other owner 403, customer 403, anonymous 401", async () => {
    const id = await orderIn();
    const otherOwner = await signedInOwner(t);
    const byOther = await setStatus(otherOwner.rest, id, 'confirmed');
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'Você não tem acesso a este pedido.' });
    const byCustomer = await setStatus(customer.rest, id, 'confirmed');
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({ message: 'Apenas donos de restaurante podem fazer isso.' });
    expect((await setStatus(restClient(t), id, 'confirmed')).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });

  it('lets exactly one of many simultaneous identical updates succeed', async () => {
    const id = await orderIn('pending');
    const responses = await Promise.all(Array.from({ length: 10 }, () => setStatus(owner.rest, id, 'confirmed')));
    const codes = responses.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('lets only one of a simultaneous deliver and cancel win (no order applies both)', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await orderIn('ready');
      const [deliver, cancel] = await Promise.all([setStatus(owner.rest, id, 'delivered'), setStatus(owner.rest, id, 'cancelled')]);
      expect([deliver.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      expect(await statusOf(id)).toBe(deliver.statusCode === 200 ? 'delivered' : 'cancelled');
    }
  });

  it('never skips a step when every next status is asked at once', async () => {
    const chain: OrderStatus[] = ['confirmed', 'preparing', 'ready', 'delivered'];
    for (let round = 0; round < 5; round++) {
      const id = await orderIn('pending');
      const responses = await Promise.all(chain.map((status) => setStatus(owner.rest, id, status)));
      expect(responses.every((res) => [200, 409].includes(res.statusCode))).toBe(true);
      const succeeded = chain.filter((_, index) => responses[index]?.statusCode === 200);
      // Only a prefix of the chain can have succeeded, and the order ends at its last step.
      expect(succeeded).toEqual(chain.slice(0, succeeded.length));
      expect(succeeded.length).toBeGreaterThan(0);
      expect(await statusOf(id)).toBe(succeeded.at(-1));
    }
  });
});
