import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_METHODS } from '@direto/contracts';
import type { OpenDeliveryClient } from '../../test/open-delivery-client';
import { expectValid } from '../../test/open-delivery-schemas';
import { orderThroughNewTable } from '../../test/table-link-order';
import { openDeliveryWorldForTheFile } from '../../test/open-delivery-world';
import { testAppForTheFile } from '../../test/test-app';

const PIX = { pixEnabled: true, pixKeyType: 'cpf', pixKey: '52998224725', pixReceiverName: 'CANTINA OD', pixReceiverCity: 'SAO PAULO', pixRequireConfirmation: true } as const;

/** Every method on, vouchers included (a new restaurant takes cash and cards only). */
const ALL_METHODS = DEFAULT_PAYMENT_METHODS.map((setting) => ({ ...setting, enabled: true }));

const t = testAppForTheFile();
const world = openDeliveryWorldForTheFile(t, {
  restaurant: { name: 'Cantina do PDV', deliveryFee: '5.00', offersPickup: true, paymentMethods: ALL_METHODS, ...PIX },
  customer: { firstName: 'Ana', lastName: 'Souza', phone: '11987654321' },
  lasanha: { externalCode: 'LAS-01' },
});


/** A customer's order through POST /api/orders, as the checkout places it. */
async function customerOrders(order: Record<string, unknown>, items: unknown[] = [{ productId: world.lasanha.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00', notes: 'sem cebola' }]) {
  const placed = await world.customer.rest.post('/api/orders', { order: { restaurantId: world.owner.restaurant.id, ...order }, items });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ id: string }>().id;
}

async function orderDocument(orderId: string, client: OpenDeliveryClient = world.pos) {
  const res = await client.get(`/v1/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  const document = res.json<Record<string, unknown> & { total: Record<string, { value: number }>; payments: Record<string, unknown>; items: Record<string, unknown>[] }>();
  expectValid('Order', document);
  return document;
}

const DELIVERY = { subtotal: '38.00', deliveryFee: '5.00', total: '43.00', deliveryAddress: 'Rua das Flores, 12 - Centro' };

describe('GET /v1/orders/{orderId}', () => {
  it('a delivery paid in cash with change: the 1.7.1 Order, the screens’ short code, the line’s note and the product’s Código PDV', async () => {
    const orderId = await customerOrders({ ...DELIVERY, payment: { method: 'cash', changeFor: '50.00' } });
    const document = await orderDocument(orderId);
    expect(document).toMatchObject({
      id: orderId,
      type: 'DELIVERY',
      displayId: orderId.slice(-4),
      orderTiming: 'INSTANT',
      lastEvent: 'CREATED',
      merchant: { id: world.owner.restaurant.id, name: 'Cantina do PDV' },
      otherFees: [{ type: 'DELIVERY_FEE', price: { value: 5, currency: 'BRL' } }],
      total: { itemsPrice: { value: 38 }, otherFees: { value: 5 }, discount: { value: 0 }, orderAmount: { value: 43 } },
      payments: { prepaid: 0, pending: 43, methods: [{ method: 'CASH', type: 'PENDING', value: 43, changeFor: 50 }] },
      customer: { name: 'Ana Souza', ordersCountOnMerchant: expect.any(Number) },
      delivery: { deliveredBy: 'MERCHANT', deliveryAddress: { formattedAddress: 'Rua das Flores, 12 - Centro' } },
      sendPreparing: true,
      sendDelivered: true,
    });
    expect(document.items).toMatchObject([{ name: 'Lasanha', externalCode: 'LAS-01', quantity: 2, unitPrice: { value: 19 }, totalPrice: { value: 38 }, specialInstructions: 'sem cebola' }]);
  });

  it('a card with its brand, and a voucher', async () => {
    const card = await orderDocument(await customerOrders({ ...DELIVERY, payment: { method: 'credit', brand: 'visa' } }));
    expect(card.payments).toMatchObject({ methods: [{ method: 'CREDIT', brand: 'VISA', type: 'PENDING', value: 43 }] });
    const voucher = await orderDocument(await customerOrders({ ...DELIVERY, payment: { method: 'meal_voucher', brand: 'pluxee' } }));
    expect(voucher.payments).toMatchObject({ methods: [{ method: 'MEAL_VOUCHER', brand: 'SODEXO', methodInfo: 'Pluxee' }] });
  });

  it('a pickup paid by Pix: TAKEOUT, PENDING until the owner confirms the Pix, then PREPAID', async () => {
    const orderId = await customerOrders({ orderType: 'pickup', subtotal: '38.00', deliveryFee: '0.00', total: '38.00', payment: { method: 'pix' } });
    const pending = await orderDocument(orderId);
    expect(pending).toMatchObject({ type: 'TAKEOUT', takeout: { mode: 'DEFAULT' }, sendPickedUp: true, sendDelivered: false });
    expect(pending.payments).toMatchObject({ prepaid: 0, pending: 38, methods: [{ method: 'PIX', type: 'PENDING' }] });
    const confirmed = await world.owner.rest.put(`/api/orders/${orderId}/payment-confirmation`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await orderDocument(orderId)).payments).toMatchObject({ prepaid: 38, pending: 0, methods: [{ method: 'PIX', type: 'PREPAID' }] });
  });

  it("options carry the 'Código PDV' saved through the group editor's procedure; a product's code comes from the product form", async () => {
    const burger = await world.owner.rest.post('/api/products', { restaurantId: world.owner.restaurant.id, name: 'X-Burger', description: 'Pão e carne', price: '30.00', prepTime: 15, externalCode: 'XB-01' });
    expect(burger.statusCode, burger.body).toBe(201);
    const product = burger.json<{ id: string; externalCode: string }>();
    expect(product.externalCode).toBe('XB-01');
    // Another product may not take the same code: a POS tells products apart by it.
    const clash = await world.owner.rest.post('/api/products', { restaurantId: world.owner.restaurant.id, name: 'X-Salada', description: 'Pão e salada', price: '28.00', prepTime: 15, externalCode: 'XB-01' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'O código PDV XB-01 já é do produto X-Burger.' });
    const group = await world.owner.rest.post(`/api/restaurants/${world.owner.restaurant.id}/option-groups`, {
      name: 'Adicionais',
      min: 0,
      max: 3,
      options: [
        { name: 'Bacon', price: '4.00', maxQuantity: 2, externalCode: 'BAC' },
        { name: 'Ovo', price: '2.50' },
      ],
    });
    expect(group.statusCode, group.body).toBe(201);
    const saved = group.json<{ id: string; options: { id: string; name: string; externalCode?: string }[] }>();
    expect(saved.options.map((option) => option.externalCode)).toEqual(['BAC', undefined]);
    const [bacon, ovo] = saved.options;
    const linked = await world.owner.rest.put(`/api/products/${product.id}/option-groups`, { groupIds: [saved.id] });
    expect(linked.statusCode, linked.body).toBe(200);
    const orderId = await customerOrders({ ...DELIVERY, subtotal: '40.50', total: '45.50', payment: { method: 'cash' } }, [
      { productId: product.id, quantity: 1, unitPrice: '40.50', totalPrice: '40.50', options: [{ optionId: bacon?.id, quantity: 2 }, { optionId: ovo?.id, quantity: 1 }] },
    ]);
    const document = await orderDocument(orderId);
    expect(document.items).toMatchObject([
      {
        name: 'X-Burger',
        externalCode: 'XB-01',
        unitPrice: { value: 30 },
        optionsPrice: { value: 10.5 },
        totalPrice: { value: 40.5 },
        options: [
          { id: bacon?.id, name: 'Bacon', externalCode: 'BAC', quantity: 2, unitPrice: { value: 4 }, totalPrice: { value: 8 } },
          { id: ovo?.id, name: 'Ovo', externalCode: ovo?.id, quantity: 1, totalPrice: { value: 2.5 } },
        ],
      },
    ]);
  });

  it("a table's order is INDOOR at its table", async () => {
    const document = await orderDocument(await orderThroughNewTable(t, world.owner, '9', world.lasanha));
    expect(document).toMatchObject({ type: 'INDOOR', indoor: { mode: 'PLACE', place: 'Mesa 9' }, total: { orderAmount: { value: 19 } }, sendDelivered: false, sendPickedUp: false });
  });

  it('is 404 for an unknown order, 403 for another restaurant’s, 400 for an id that is not a uuid, 401 without a token — all problem+json', async () => {
    const orderId = await customerOrders({ ...DELIVERY, payment: { method: 'cash' } });
    const unknown = await world.pos.get('/v1/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json()).toEqual({ title: 'Pedido não encontrado', status: 404 });
    const foreign = await world.otherPos.get(`/v1/orders/${orderId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 403, title: 'Este pedido é de outro restaurante' });
    expect(foreign.body).not.toContain('Lasanha');
    expect((await world.pos.get('/v1/orders/123')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/orders/${orderId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
