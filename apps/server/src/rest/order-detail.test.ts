import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_REASON_PRESETS, type OrderStatus } from '@direto/contracts';
import { Order, OrderStatusEvent, type IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let moqueca: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '6.90' });
  customer = await signedInCustomer(t, { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', address: 'Rua Augusta, 1200' });
  moqueca = await makeProduct(t.em(), owner.restaurant, { name: 'Moqueca', price: '89.90' });
});

/** Places an order the way the web app does, with notes; returns its id. */
async function place(notes = 'Sem coentro, por favor'): Promise<string> {
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '179.80', deliveryFee: '6.90', total: '186.70', notes },
    items: [{ productId: moqueca.id, quantity: 2, unitPrice: '89.90', totalPrice: '179.80' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const setStatus = (orderId: string, body: Record<string, unknown>, rest = owner.rest) => rest.put(`/api/orders/${orderId}/status`, body);
const detail = (orderId: string, rest = owner.rest) => rest.get(`/api/orders/${orderId}`);
const eventCount = (orderId: string) => t.em().count(OrderStatusEvent, { order: orderId });

describe('GET /api/orders/{orderId}', () => {
  it('gives the owner the items, delivery data and a history step per transition, each at the time of its change', async () => {
    const id = await place();
    const placed = await detail(id);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      id,
      status: 'pending',
      customerName: 'Ana Souza',
      customerPhone: '(11) 98765-4321',
      deliveryAddress: 'Rua Augusta, 1200',
      notes: 'Sem coentro, por favor',
      subtotal: '179.80',
      deliveryFee: '6.90',
      total: '186.70',
      cancelReason: null,
      items: [{ productName: 'Moqueca', quantity: 2, unitPrice: '89.90', totalPrice: '179.80' }],
    });
    // Placement writes the first step, at the order's creation time.
    expect(placed.json().statusHistory).toEqual([{ status: 'pending', at: placed.json().createdAt }]);

    const answers: { status: OrderStatus; updatedAt: string }[] = [];
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered'] as const) {
      const res = await setStatus(id, { status });
      expect(res.statusCode).toBe(200);
      answers.push({ status, updatedAt: res.json().updatedAt });
    }
    const history = (await detail(id)).json().statusHistory as { status: OrderStatus; at: string }[];
    expect(history.map((step) => step.status)).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'delivered']);
    expect(history.slice(1)).toEqual(answers.map(({ status, updatedAt }) => ({ status, at: updatedAt })));
    expect(history.map((step) => step.at)).toEqual([...history.map((step) => step.at)].sort());
  });

  it('records nothing for a refused change (409)', async () => {
    const id = await place();
    expect((await setStatus(id, { status: 'ready' })).statusCode).toBe(409);
    expect(await eventCount(id)).toBe(1);
    // Of two simultaneous identical changes one wins: one step recorded.
    const both = await Promise.all([setStatus(id, { status: 'confirmed' }), setStatus(id, { status: 'confirmed' })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await eventCount(id)).toBe(2);
  });

  it('answers the owner and the customer who ordered; another owner or customer 403, anonymous 401, unknown 404', async () => {
    const id = await place();
    expect((await detail(id)).statusCode).toBe(200);
    const asCustomer = await detail(id, customer.rest);
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.json().statusHistory).toHaveLength(1);

    const otherOwner = await signedInOwner(t);
    const otherCustomer = await signedInCustomer(t);
    for (const someone of [otherOwner.rest, otherCustomer.rest]) {
      const res = await detail(id, someone);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Você não tem acesso a este pedido.' });
    }
    expect((await detail(id, restClient(t))).statusCode).toBe(401);
    const unknown = await detail(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Pedido não encontrado' });
    expect((await detail('nao-e-um-id')).statusCode).toBe(400);
  });

  it('is the same through tRPC (order.detail)', async () => {
    const id = await place();
    const viaTrpc = await callerFor(t, owner.user).order.detail({ orderId: id });
    expect(viaTrpc).toEqual((await detail(id)).json());
    await expect(callerFor(t, (await signedInCustomer(t)).user).order.detail({ orderId: id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('cancelling with a reason', () => {
  it('lets a spec client cancel with only the status: the default reason is recorded and shown to owner and customer', async () => {
    for (const body of [{ status: 'cancelled' }, { status: 'cancelled', reason: '   ' }, { status: 'cancelled', reason: null }]) {
      const id = await place();
      const res = await setStatus(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelado pelo restaurante' });
      for (const reader of [owner.rest, customer.rest]) {
        const seen = (await detail(id, reader)).json();
        expect(seen).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelado pelo restaurante' });
        expect(seen.statusHistory.map((step: { status: string }) => step.status)).toEqual(['pending', 'cancelled']);
      }
    }
  });

  it('answers 409 for a delivered or cancelled order, with or without a reason, and changes nothing', async () => {
    const delivered = await place();
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered'] as const) await setStatus(delivered, { status });
    const cancelled = await place();
    await setStatus(cancelled, { status: 'cancelled', reason: 'Pedido duplicado' });
    for (const [id, message] of [
      [delivered, 'Não é possível mudar o pedido de Entregue para Cancelado.'],
      [cancelled, 'Não é possível mudar o pedido de Cancelado para Cancelado.'],
    ] as const) {
      const events = await eventCount(id);
      for (const body of [{ status: 'cancelled' }, { status: 'cancelled', reason: 'Item em falta' }]) {
        const res = await setStatus(id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(409);
        expect(res.json()).toEqual({ message });
      }
      expect(await eventCount(id)).toBe(events);
    }
    expect((await detail(cancelled)).json().cancelReason).toBe('Pedido duplicado');
  });

  it('records the default reason through tRPC too (the screens still require one in their form)', async () => {
    const id = await place();
    const order = await callerFor(t, owner.user).order.updateStatus({ orderId: id, status: 'cancelled' });
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelado pelo restaurante' });
  });

  it('refuses a reason longer than 200 characters (400, pt-BR) and changes nothing', async () => {
    const id = await place();
    const tooLong = await setStatus(id, { status: 'cancelled', reason: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('reason: Motivo do cancelamento deve ter no máximo 200 caracteres');
    expect((await t.em().findOneOrFail(Order, id)).status).toBe('pending');
    expect(await eventCount(id)).toBe(1);
  });

  it('stores a preset or typed reason as cancelReason, shown to the owner and to the customer', async () => {
    const preset = await place();
    const res = await setStatus(preset, { status: 'cancelled', reason: CANCEL_REASON_PRESETS[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Item em falta' });

    const asCustomer = (await detail(preset, customer.rest)).json();
    expect(asCustomer).toMatchObject({ status: 'cancelled', cancelReason: 'Item em falta' });
    expect(asCustomer.statusHistory.map((step: { status: string }) => step.status)).toEqual(['pending', 'cancelled']);
    expect((await callerFor(t, customer.user).order.byId({ id: preset })).cancelReason).toBe('Item em falta');

    const typed = await place();
    await setStatus(typed, { status: 'confirmed' });
    const reason = `  Acabou o dendê${'!'.repeat(184)}  `;
    const cancelled = await setStatus(typed, { status: 'cancelled', reason });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelReason).toBe(reason.trim());
  });

  it('ignores a reason sent with another status', async () => {
    const id = await place();
    const res = await setStatus(id, { status: 'confirmed', reason: 'Pedido duplicado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancelReason).toBeNull();
  });

  it('keeps the API rule: cancelling is allowed until the order is delivered (the screens offer it while Pendente or Confirmado)', async () => {
    const id = await place();
    for (const status of ['confirmed', 'preparing', 'ready'] as const) await setStatus(id, { status });
    expect((await setStatus(id, { status: 'cancelled', reason: 'Restaurante fechando' })).statusCode).toBe(200);
    expect((await setStatus(id, { status: 'cancelled', reason: 'Restaurante fechando' })).statusCode).toBe(409);
  });
});
