import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDueReminders, setClockTo } from '@direto/api';
import { fromCents, toCents, type PushMessage } from '@direto/contracts';
import { Order, PushSubscription, type IProduct } from '@direto/db';
import { openEventStream } from '../../test/event-stream';
import { makeProduct } from '../../test/factories';
import { listenOnPort, startPeerApp } from '../../test/peer-app';
import { pushServiceForTheFile, type MockSubscription } from '../../test/push-service';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';

/**
 * The scheduled-order reminder comes from the server (issue 28): with no dashboard open, the
 * owner's phone gets it once, `alertMinutes` before the slot, however many processes tick.
 */

// Friday 2026-11-27 in São Paulo (UTC−3); dinner from 18:00, reminders 30 min ahead.
const FRIDAY_1500 = new Date('2026-11-27T15:00:00-03:00');
const DINNER = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, opens: '18:00', closes: '23:00' }));
const SCHEDULING = { enabled: true, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 7, alertMinutes: 30 };

const push = pushServiceForTheFile();
const t = testAppForTheFile(() => ({ PUSH_TEST_SERVICES: push.origin }));
let owner: SignedInOwner;
let customer: SignedInCustomer;
let prato: IProduct;
let phone: MockSubscription;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Horário Certo', deliveryFee: '5.00' });
  customer = await signedInCustomer(t);
  prato = await makeProduct(t.em(), owner.restaurant, { name: 'Prato feito', price: '30.00' });
  setClockTo(FRIDAY_1500);
  expect((await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/opening-hours`, { weekly: DINNER, scheduling: SCHEDULING })).statusCode).toBe(200);
  phone = await ownerTurnsAlertsOn();
});
afterEach(() => {
  setClockTo(FRIDAY_1500);
});
afterAll(async () => {
  setClockTo(null);
});

/** 'Receber alertas no celular' on the owner's phone. */
async function ownerTurnsAlertsOn(): Promise<MockSubscription> {
  const key = await t.app.inject({ method: 'GET', url: '/trpc/push.publicKey', headers: { cookie: owner.cookie } });
  const subscription = await push.subscribe((key.json().result.data as { publicKey: string }).publicKey);
  const res = await t.app.inject({ method: 'POST', url: '/trpc/push.subscribe', headers: { cookie: owner.cookie }, payload: { endpoint: subscription.endpoint, keys: subscription.keys } });
  expect(res.statusCode, res.body).toBe(200);
  expect(await t.em().count(PushSubscription, { user: owner.user.id })).toBe(1);
  return subscription;
}

/** The customer schedules a dish for `slot` (local time on Friday), as the checkout does. */
async function scheduleOrder(slot: string): Promise<string> {
  const total = fromCents(toCents(prato.price) + toCents('5.00'));
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: prato.price, deliveryFee: '5.00', total, scheduledFor: `2026-11-27T${slot}:00-03:00` },
    items: [{ productId: prato.id, quantity: 1, unitPrice: prato.price, totalPrice: prato.price }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const at = (time: string) => new Date(`2026-11-27T${time}-03:00`);
const reminders = async () => (await push.messages(phone.clientHash)).map((text) => JSON.parse(text) as PushMessage).filter((message) => message.tag.startsWith('reminder-'));

describe('the scheduled-order reminder, sent by the server', () => {
  it('reaches the owner’s phone once, 30 min before the slot, with no dashboard open; the open board hears it too', async () => {
    const orderId = await scheduleOrder('19:30');
    const server = await listenOnPort(t.app);
    const board = await openEventStream(server.url, 'live.restaurantOrders', { restaurantId: owner.restaurant.id }, owner.cookie);
    const mine = await openEventStream(server.url, 'live.myOrders', undefined, customer.cookie);
    try {
      await board.waitFor<{ type: string }>((event) => event.type === 'sync');
      await mine.waitFor<{ type: string }>((event) => event.type === 'sync');

      setClockTo(at('18:59:00'));
      await t.app.scheduledReminders.tick();
      expect(await reminders()).toEqual([]);

      setClockTo(at('19:00:10'));
      await t.app.scheduledReminders.tick();
      await expect.poll(reminders, { timeout: 5_000 }).toHaveLength(1);
      expect(await reminders()).toEqual([
        { title: 'Agendado para 19:30', body: `Pedido #${orderId.slice(-4)}: hora de preparar.`, url: `/dashboard/orders/${orderId}`, tag: `reminder-${orderId}` },
      ]);
      const heard = await board.waitFor<{ type: string; orderId: string }>((event) => event.type === 'order.reminder');
      expect(heard).toMatchObject({ orderId, scheduledFor: '2026-11-27T22:30:00.000Z', scheduleTimezone: 'America/Sao_Paulo' });
      // The customer's screens are not told.
      await mine.expectSilence(300);

      setClockTo(at('19:10:00'));
      await t.app.scheduledReminders.tick();
      await t.app.notifications.drain();
      expect(await reminders()).toHaveLength(1);
      expect((await t.em().findOneOrFail(Order, orderId)).reminderSentAt).toBeInstanceOf(Date);
    } finally {
      board.close();
      mine.close();
    }
  });

  it('is sent once when two server processes tick at the same moment', async () => {
    const orderId = await scheduleOrder('20:30');
    const peer = await startPeerApp(t);
    try {
      setClockTo(at('20:05:00'));
      await Promise.all([t.app.scheduledReminders.tick(), peer.app.scheduledReminders.tick(), t.app.scheduledReminders.tick(), peer.app.scheduledReminders.tick()]);
      await t.app.notifications.drain();
      await peer.app.notifications.drain();
      expect((await reminders()).filter((message) => message.tag === `reminder-${orderId}`)).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it('a reminder claimed by a process that died before sending it is sent by the next one, once', async () => {
    const orderId = await scheduleOrder('21:30');
    setClockTo(at('21:01:00'));
    // A process claims it and dies: nothing sent, nothing marked.
    expect((await claimDueReminders(t.em(), at('21:01:00'))).map((reminder) => reminder.orderId)).toEqual([orderId]);
    const ofThisOrder = async () => (await reminders()).filter((message) => message.tag === `reminder-${orderId}`);

    await t.app.scheduledReminders.tick();
    expect(await ofThisOrder()).toEqual([]);

    setClockTo(at('21:03:30'));
    await t.app.scheduledReminders.tick();
    await expect.poll(ofThisOrder, { timeout: 5_000 }).toHaveLength(1);
    await t.app.scheduledReminders.tick();
    await t.app.notifications.drain();
    expect(await ofThisOrder()).toHaveLength(1);
  });

  it('sends none for an order already delivered or cancelled, nor once the slot has passed', async () => {
    const cancelled = await scheduleOrder('22:00');
    const late = await scheduleOrder('22:30');
    expect((await owner.rest.put(`/api/orders/${cancelled}/status`, { status: 'cancelled', reason: 'Item em falta' })).statusCode).toBe(200);
    setClockTo(at('22:31:00'));
    await t.app.scheduledReminders.tick();
    await t.app.notifications.drain();
    const tags = (await reminders()).map((message) => message.tag);
    expect(tags).not.toContain(`reminder-${cancelled}`);
    expect(tags).not.toContain(`reminder-${late}`);
  });
});
