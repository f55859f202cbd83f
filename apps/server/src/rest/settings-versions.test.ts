import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_SETTINGS_MESSAGE } from '@direto/contracts';
import { Restaurant } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

/**
 * Issue 28: each settings form saves only its own fields, and a form loaded before a change of
 * those fields (another tab, another device) is refused with 409 instead of putting back what it
 * showed. Spec clients, which send no version, save as before.
 */
const t = testAppForTheFile();
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina da Praça', deliveryFee: '6.00', deliveryTime: '30-45 min' });
});

const url = () => `/api/restaurants/${owner.restaurant.id}`;
const mine = async () => (await owner.rest.get('/api/restaurants/my')).json()[0] as { name: string; deliveryFee: string; settingsVersions: Record<string, string> };
const stored = () => t.em().findOneOrFail(Restaurant, owner.restaurant.id);

describe('PUT /api/restaurants/{id}: one form, its own fields, its own version', () => {
  it('saving WhatsApp from a tab loaded earlier leaves the name and fee another tab saved meanwhile', async () => {
    const whatsappTab = await mine();
    const restaurantTab = await mine();
    const renamed = await owner.rest.put(url(), { name: 'Cantina Nova', expectedVersions: { restaurant: restaurantTab.settingsVersions.restaurant } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const fee = await owner.rest.put(url(), { deliveryFee: '8.50', deliveryTime: '40-50 min', expectedVersions: { delivery: restaurantTab.settingsVersions.delivery } });
    expect(fee.statusCode, fee.body).toBe(200);

    const saved = await owner.rest.put(url(), {
      whatsappNumber: '(11) 98765-4321',
      whatsappTemplates: { ready: 'Oi {nome}, seu pedido {pedido} está pronto!' },
      expectedVersions: { whatsapp: whatsappTab.settingsVersions.whatsapp },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Cantina Nova', deliveryFee: '8.50', deliveryTime: '40-50 min', whatsappNumber: '5511987654321' });
    expect(await stored()).toMatchObject({ name: 'Cantina Nova', deliveryFee: '8.50', whatsappNumber: '5511987654321' });
  });

  it('a stale save answers 409 with what to do, and changes nothing', async () => {
    const first = await mine();
    const second = await mine();
    expect((await owner.rest.put(url(), { name: 'Aberta na aba 1', expectedVersions: { restaurant: first.settingsVersions.restaurant } })).statusCode).toBe(200);

    const stale = await owner.rest.put(url(), { name: 'Aba 2', description: 'Texto antigo', expectedVersions: { restaurant: second.settingsVersions.restaurant } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE_SETTINGS_MESSAGE });
    expect(await stored()).toMatchObject({ name: 'Aberta na aba 1' });

    // The same for WhatsApp, the fee and the pending-order alert: each form against its own version.
    expect((await owner.rest.put(url(), { pendingAlertMinutes: 9, expectedVersions: { pendingAlert: first.settingsVersions.pendingAlert } })).statusCode).toBe(200);
    const staleAlert = await owner.rest.put(url(), { pendingAlertMinutes: 3, expectedVersions: { pendingAlert: second.settingsVersions.pendingAlert } });
    expect(staleAlert.statusCode).toBe(409);
    expect(staleAlert.json().message).toBe('Estas configurações mudaram em outra aba. Recarregue para ver a versão atual.');
    expect((await stored()).pendingAlertMinutes).toBe(9);

    // A form whose own fields did not change saves, whatever the other forms did.
    const fee = await owner.rest.put(url(), { deliveryFee: '7.00', deliveryTime: '30-40 min', expectedVersions: { delivery: second.settingsVersions.delivery } });
    expect(fee.statusCode, fee.body).toBe(200);
  });

  it('a client written against the spec (the whole form, no version) saves as before', async () => {
    const res = await owner.rest.put(url(), { name: 'Cantina da Praça', description: 'Massas', cuisine: 'Italiana', deliveryFee: '5.00', deliveryTime: '30-45 min', isOpen: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Cantina da Praça', deliveryFee: '5.00', isOpen: true });
  });
});

describe('the forms with a procedure of their own carry a version too', () => {
  const forms = [
    {
      name: 'Entrega',
      path: 'delivery-settings',
      save: (n: number) => ({ delivery: true, pickup: false, pickupTime: { min: 10 + n, max: 30 }, minOrder: null, freeDeliveryAbove: null, address: null }),
    },
    {
      name: 'Pagamento',
      path: 'payment-settings',
      save: (n: number) => ({ methods: [{ method: 'cash', enabled: true }], pix: { enabled: false, keyType: null, key: null, receiverName: `Loja ${n}`, receiverCity: '', requireConfirmation: true } }),
    },
    {
      name: 'Funcionamento',
      path: 'opening-hours',
      save: (n: number) => ({ weekly: [{ weekday: 1, opens: `1${n}:00`, closes: '22:00' }] }),
    },
  ];
  for (const form of forms) {
    it(`${form.name}: a stale save is 409 and changes nothing; without a version it saves`, async () => {
      const settingsUrl = `/api/restaurants/${owner.restaurant.id}/${form.path}`;
      const loaded = (await owner.rest.get(settingsUrl)).json() as { version: string };
      expect(loaded.version).toEqual(expect.any(String));
      const fresh = await owner.rest.put(settingsUrl, { ...form.save(1), expectedVersion: loaded.version });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const afterFirst = (await owner.rest.get(settingsUrl)).json() as { version: string };
      expect(afterFirst.version).not.toBe(loaded.version);

      const stale = await owner.rest.put(settingsUrl, { ...form.save(2), expectedVersion: loaded.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: STALE_SETTINGS_MESSAGE });
      expect((await owner.rest.get(settingsUrl)).json()).toEqual(afterFirst);

      expect((await owner.rest.put(settingsUrl, form.save(3))).statusCode).toBe(200);
    });
  }
});
