import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { fromCents, toCents } from '@direto/contracts';
import type { IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

// Friday 2026-11-27 in São Paulo (UTC−3). The clock is this process's (each test file has its own).
const FRIDAY_1500 = new Date('2026-11-27T15:00:00-03:00');
const DINNER = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, opens: '18:00', closes: '23:00' }));
const SCHEDULING = { enabled: true, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 7, alertMinutes: 30 };

const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let prato: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Horário Certo', deliveryFee: '5.00' });
  customer = await signedInCustomer(t);
  prato = await makeProduct(t.em(), owner.restaurant, { name: 'Prato feito', price: '30.00' });
});
afterEach(async () => {
  setClockTo(null);
  await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/opening-hours`, { weekly: [] });
  await owner.rest.delete(`/api/restaurants/${owner.restaurant.id}/pause`);
});

const hoursUrl = () => `/api/restaurants/${owner.restaurant.id}/opening-hours`;
const pauseUrl = () => `/api/restaurants/${owner.restaurant.id}/pause`;
const publicRestaurant = async () => (await restClient(t).get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`)).json();

function orderBody(scheduledFor?: string) {
  const total = fromCents(toCents(prato.price) + toCents('5.00'));
  return {
    order: { restaurantId: owner.restaurant.id, subtotal: prato.price, deliveryFee: '5.00', total, ...(scheduledFor ? { scheduledFor } : {}) },
    items: [{ productId: prato.id, quantity: 1, unitPrice: prato.price, totalPrice: prato.price }],
  };
}

describe('GET/PUT /api/restaurants/{id}/opening-hours', () => {
  it('answers anyone with no schedule at first, and the restaurant stays open as before', async () => {
    const res = await restClient(t).get(hoursUrl());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timezone: 'America/Sao_Paulo',
      weekly: [],
      exceptions: [],
      scheduling: { enabled: false, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 7, alertMinutes: 30 },
      // Issue 28: sent back with the next save (see settings-versions.test.ts).
      version: expect.any(String),
    });
    setClockTo(new Date('2026-11-27T04:00:00-03:00'));
    expect(await publicRestaurant()).toMatchObject({ isOpen: true, openState: { status: 'open', message: 'Aberto agora' } });
  });

  it('saves the owner’s schedule, which closes an open restaurant at once', async () => {
    setClockTo(FRIDAY_1500);
    const res = await owner.rest.put(hoursUrl(), {
      timezone: 'America/Sao_Paulo',
      weekly: DINNER,
      exceptions: [{ date: '2026-12-25', closed: true }],
      scheduling: SCHEDULING,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().exceptions).toEqual([{ date: '2026-12-25', closed: true, intervals: [] }]);
    expect((await restClient(t).get(hoursUrl())).json().weekly).toHaveLength(7);
    expect(await publicRestaurant()).toMatchObject({
      isOpen: false,
      openState: { status: 'closed', message: 'Fechado agora · Abre hoje às 18:00', nextOpenAt: '2026-11-27T21:00:00.000Z', scheduledOnly: true },
    });
    setClockTo(new Date('2026-11-27T19:00:00-03:00'));
    expect(await publicRestaurant()).toMatchObject({ isOpen: true, openState: { status: 'open', message: 'Aberto até 23:00', closesAt: '2026-11-28T02:00:00.000Z' } });
  });

  it('refuses overlapping intervals on one day (400, naming the day) and an unknown time zone', async () => {
    const overlap = await owner.rest.put(hoursUrl(), { weekly: [{ weekday: 5, opens: '11:00', closes: '15:00' }, { weekday: 5, opens: '14:00', closes: '18:00' }] });
    expect(overlap.statusCode).toBe(400);
    expect(JSON.stringify(overlap.json())).toContain('Os horários de sexta se sobrepõem');
    const zone = await owner.rest.put(hoursUrl(), { timezone: 'America/Atlantida', weekly: [] });
    expect(zone.statusCode).toBe(400);
    expect(JSON.stringify(zone.json())).toContain('Fuso horário desconhecido');
  });

  it('is the owner’s only: another owner gets 403', async () => {
    const other = await signedInOwner(t, { name: 'Vizinho' });
    expect((await other.rest.put(hoursUrl(), { weekly: [] })).statusCode).toBe(403);
    expect((await other.rest.post(pauseUrl(), { minutes: 15 })).statusCode).toBe(403);
  });
});

describe('POST/DELETE /api/restaurants/{id}/pause', () => {
  it('pauses for 15 minutes with a reason, then reopens by itself', async () => {
    setClockTo(new Date('2026-11-27T20:15:00-03:00'));
    const res = await owner.rest.post(pauseUrl(), { minutes: 15, reason: 'Cozinha lotada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isOpen: false, openState: { status: 'paused', message: 'Pausado · Voltamos às 20:30', pauseReason: 'Cozinha lotada' } });
    const refused = await customer.rest.post('/api/orders', orderBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Restaurante fechado no momento. Abre hoje às 20:30.');
    setClockTo(new Date('2026-11-27T20:31:00-03:00'));
    expect(await publicRestaurant()).toMatchObject({ isOpen: true, openState: { status: 'open' } });
  });

  it('pauses until reopened (null), like the spec’s switch, and DELETE reopens now', async () => {
    const paused = await owner.rest.post(pauseUrl(), { minutes: null });
    expect(paused.json()).toMatchObject({ isOpen: false, openState: { status: 'paused', message: 'Pausado no momento' } });
    const reopened = await owner.rest.delete(pauseUrl());
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ isOpen: true, openState: { status: 'open' } });
  });

  it('refuses another length of pause (400)', async () => {
    expect((await owner.rest.post(pauseUrl(), { minutes: 45 })).statusCode).toBe(400);
  });
});

describe('PUT /api/restaurants/{id} isOpen (the spec’s switch)', () => {
  it('saving the settings of a restaurant closed by its hours does not pause it', async () => {
    setClockTo(FRIDAY_1500);
    await owner.rest.put(hoursUrl(), { weekly: DINNER });
    const body = { name: 'Horário Certo', deliveryFee: '5.00', deliveryTime: '30-45 min', isOpen: false };
    expect((await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, body)).statusCode).toBe(200);
    setClockTo(new Date('2026-11-27T19:00:00-03:00'));
    expect(await publicRestaurant()).toMatchObject({ isOpen: true });
    // Turned off while open: paused until reopened; turned on: open again.
    expect((await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, body)).json()).toMatchObject({ isOpen: false, openState: { status: 'paused' } });
    expect((await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, { ...body, isOpen: true })).json()).toMatchObject({ isOpen: true });
  });
});

describe('GET /api/restaurants/{id}/slots and scheduled orders', () => {
  it('lists no slots while scheduling is off, and refuses a scheduled order (400)', async () => {
    setClockTo(FRIDAY_1500);
    await owner.rest.put(hoursUrl(), { weekly: DINNER });
    const slots = await restClient(t).get(`/api/restaurants/${owner.restaurant.id}/slots?date=2026-11-27`);
    expect(slots.statusCode).toBe(200);
    expect(slots.json()).toEqual([]);
    const res = await customer.rest.post('/api/orders', orderBody('2026-11-27T18:30:00-03:00'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Este restaurante não aceita pedidos agendados.');
  });

  it('refuses an order for now while closed (409) and takes one scheduled on a slot', async () => {
    setClockTo(FRIDAY_1500);
    await owner.rest.put(hoursUrl(), { weekly: DINNER, scheduling: SCHEDULING });
    const slots = (await restClient(t).get(`/api/restaurants/${owner.restaurant.id}/slots?date=2026-11-27`)).json() as { start: string; end: string }[];
    expect(slots).toHaveLength(10);
    expect(slots[0]).toEqual({ start: '2026-11-27T21:00:00.000Z', end: '2026-11-27T21:30:00.000Z' });

    const now = await customer.rest.post('/api/orders', orderBody());
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toBe('Restaurante fechado no momento. Abre hoje às 18:00. Você pode agendar o pedido.');

    const offSlot = await customer.rest.post('/api/orders', orderBody('2026-11-27T18:40:00-03:00'));
    expect(offSlot.statusCode).toBe(400);
    expect(offSlot.json().message).toBe('Horário de agendamento indisponível. Escolha um dos horários oferecidos.');

    const scheduled = await customer.rest.post('/api/orders', orderBody('2026-11-27T19:30:00-03:00'));
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json()).toMatchObject({ status: 'pending', scheduledFor: '2026-11-27T22:30:00.000Z', scheduledTimezone: 'America/Sao_Paulo' });
    const board = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders`);
    expect(board.json()[0]).toMatchObject({ id: scheduled.json().id, scheduledFor: '2026-11-27T22:30:00.000Z', scheduledTimezone: 'America/Sao_Paulo' });
  });
});
