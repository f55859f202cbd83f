import { describe, expect, it } from 'vitest';
import type { OpenDeliveryClient } from '../../test/open-delivery-client';
import { expectValid } from '../../test/open-delivery-schemas';
import { openDeliveryWorldForTheFile } from '../../test/open-delivery-world';
import { testAppForTheFile } from '../../test/test-app';

const t = testAppForTheFile();
const world = openDeliveryWorldForTheFile(t, { restaurant: { name: 'Cantina das Ações', deliveryFee: '5.00', offersPickup: true } });

interface PolledEvent {
  eventId: string;
  eventType: string;
  orderId: string;
  metadata?: Record<string, string>;
}


async function customerOrders(orderType: 'delivery' | 'pickup' = 'delivery'): Promise<string> {
  const amounts = orderType === 'delivery' ? { deliveryFee: '5.00', total: '43.00', deliveryAddress: 'Rua das Flores, 12 - Centro' } : { orderType, deliveryFee: '0.00', total: '38.00' };
  const placed = await world.customer.rest.post('/api/orders', {
    order: { restaurantId: world.owner.restaurant.id, subtotal: '38.00', payment: { method: 'cash' }, ...amounts },
    items: [{ productId: world.lasanha.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ id: string }>().id;
}

/** Polls and acknowledges what is pending: this order's event types since the last poll. */
async function newEvents(orderId: string): Promise<PolledEvent[]> {
  const res = await world.pos.get('/v1/events:polling');
  if (res.statusCode === 204) return [];
  expect(res.statusCode, res.body).toBe(200);
  const events = res.json<PolledEvent[]>();
  expectValid('Event[]', events);
  const ack = await world.pos.post('/v1/events/acknowledgment', events.map(({ eventId, orderId: order, eventType }) => ({ id: eventId, orderId: order, eventType })));
  expect(ack.statusCode, ack.body).toBe(202);
  return events.filter((event) => event.orderId === orderId);
}
const typesOf = (events: PolledEvent[]) => events.map((event) => event.eventType);

/** The order as the customer's page reads it. */
async function customerView(orderId: string) {
  const res = await world.customer.rest.get(`/api/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; cancelReason: string | null; orderExternalCode?: string | null }>();
}

async function act(orderId: string, action: string, body?: unknown, client: OpenDeliveryClient = world.pos) {
  return client.post(`/v1/orders/${orderId}/${action}`, body);
}

describe('POST /v1/orders/{orderId}/… (the POS drives the order)', () => {
  it('walks a delivery through every action to CONCLUDED, the customer seeing each status, the POS code kept', async () => {
    const orderId = await customerOrders();
    expect(typesOf(await newEvents(orderId))).toEqual(['CREATED']);
    const steps: [string, unknown, string[], string][] = [
      ['confirm', { createdAt: new Date().toISOString(), orderExternalCode: '1234', preparationTime: 20, id: 'ignorado' }, ['CONFIRMED'], 'confirmed'],
      ['preparing', undefined, ['PREPARING'], 'preparing'],
      ['readyForPickup', undefined, ['READY_FOR_PICKUP'], 'ready'],
      ['dispatch', undefined, ['DISPATCHED'], 'out_for_delivery'],
      ['delivered', undefined, ['DELIVERED', 'CONCLUDED'], 'delivered'],
    ];
    for (const [action, body, events, status] of steps) {
      const res = await act(orderId, action, body);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(202);
      expect(res.body).toBe('');
      expect(typesOf(await newEvents(orderId)), action).toEqual(events);
      expect((await customerView(orderId)).status).toBe(status);
    }
    const owners = await world.owner.rest.get(`/api/orders/${orderId}`);
    expect(owners.json()).toMatchObject({ status: 'delivered', orderExternalCode: '1234' });
    const document = await world.pos.get(`/v1/orders/${orderId}`);
    expect(document.json()).toMatchObject({ lastEvent: 'CONCLUDED', delivery: { deliveryDateTime: expect.any(String) } });
  });

  it('walks a pickup: confirm with an empty body, readyForPickup straight from confirmed, pickedUp', async () => {
    const orderId = await customerOrders('pickup');
    await newEvents(orderId);
    expect((await act(orderId, 'confirm')).statusCode).toBe(202);
    expect(typesOf(await newEvents(orderId))).toEqual(['CONFIRMED']);
    expect((await act(orderId, 'readyForPickup')).statusCode).toBe(202);
    // The optional step a POS skipped is walked too, as the owner's board would.
    expect(typesOf(await newEvents(orderId))).toEqual(['PREPARING', 'READY_FOR_PICKUP']);
    expect((await act(orderId, 'pickedUp')).statusCode).toBe(202);
    expect(typesOf(await newEvents(orderId))).toEqual(['PICKED_UP', 'CONCLUDED']);
    expect((await customerView(orderId)).status).toBe('delivered');
  });

  it('answers 422 problem+json to a repeated or impossible action, and changes nothing', async () => {
    const delivery = await customerOrders();
    const pickup = await customerOrders('pickup');
    expect((await act(delivery, 'confirm', {})).statusCode).toBe(202);
    const again = await act(delivery, 'confirm', {});
    expect(again.statusCode).toBe(422);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({ status: 422, title: expect.stringContaining('confirmar') });
    expect((await act(delivery, 'pickedUp')).json()).toMatchObject({ status: 422, title: 'Um pedido de entrega não é retirado: use dispatch e delivered' });
    expect((await act(delivery, 'delivered')).statusCode).toBe(422);
    expect((await act(pickup, 'preparing')).statusCode).toBe(422);
    expect((await act(pickup, 'confirm')).statusCode).toBe(202);
    expect((await act(pickup, 'dispatch')).json()).toMatchObject({ status: 422, title: 'Um pedido para retirada não é despachado: use pickedUp' });
    for (const answer of ['acceptCancellation', 'denyCancellation']) {
      const res = await act(pickup, answer, { reason: 'Já saiu', code: 'DISH_ALREADY_DONE' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ title: 'Não há pedido de cancelamento do cliente pendente para este pedido' });
    }
    expect((await customerView(delivery)).status).toBe('confirmed');
    expect((await customerView(pickup)).status).toBe('confirmed');
  });

  it('cancels at the POS’s request: CANCELLATION_REQUESTED then CANCELLED with its code, the reason in pt-BR on the customer’s page', async () => {
    const orderId = await customerOrders();
    await newEvents(orderId);
    expect((await act(orderId, 'requestCancellation', { reason: 'Item em falta' })).json()).toMatchObject({ status: 400, title: expect.stringContaining('code') });
    expect((await act(orderId, 'requestCancellation', { reason: 'Sem lasanha', code: 'UNAVAILABLE_ITEM' })).json()).toMatchObject({ status: 400, title: expect.stringContaining('mode') });
    const res = await act(orderId, 'requestCancellation', { reason: 'Acabou a lasanha', code: 'UNAVAILABLE_ITEM', mode: 'MANUAL' });
    expect(res.statusCode, res.body).toBe(202);
    const events = await newEvents(orderId);
    expect(events.map(({ eventType, metadata }) => ({ eventType, metadata }))).toEqual([
      { eventType: 'CANCELLATION_REQUESTED', metadata: { reason: 'Acabou a lasanha', code: 'UNAVAILABLE_ITEM' } },
      { eventType: 'CANCELLED', metadata: { reason: 'Acabou a lasanha', code: 'UNAVAILABLE_ITEM' } },
    ]);
    expect(await customerView(orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'Item em falta' });
    const again = await act(orderId, 'requestCancellation', { reason: 'de novo', code: 'SYSTEMIC_ISSUES', mode: 'AUTO' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ status: 422, cancellationStatus: 'CANCELLATION_REQUEST_DENIED' });
    expectValid('CancellationError', again.json());
    expect((await act(orderId, 'confirm')).statusCode).toBe(422);
  });

  it('refuses another restaurant’s token (403) and an unknown order (404), changing nothing', async () => {
    const orderId = await customerOrders();
    const foreign = await act(orderId, 'confirm', {}, world.otherPos);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    expect((await act(orderId, 'requestCancellation', { reason: 'x', code: 'SYSTEMIC_ISSUES', mode: 'AUTO' }, world.otherPos)).statusCode).toBe(403);
    expect((await act('00000000-0000-4000-8000-000000000000', 'confirm')).statusCode).toBe(404);
    expect((await customerView(orderId)).status).toBe('pending');
  });
});
