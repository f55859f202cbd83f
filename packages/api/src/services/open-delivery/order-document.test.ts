import { describe, expect, it } from 'vitest';
import { toCents } from '@direto/contracts';
import { toOpenDeliveryOrder, type OrderDocumentLine, type OrderDocumentSource } from './order-document';

const ORDER_ID = '0b6f8a52-3c1e-4d0a-9f1b-7a2e5c9dab12';
const RESTAURANT_ID = '5d1c7e0a-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const CREATED = new Date('2026-11-28T22:00:00.000Z');

const line = (overrides: Partial<OrderDocumentLine>): OrderDocumentLine => ({
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  productName: 'X-Burger',
  quantity: 1,
  unitPrice: '30.00',
  totalPrice: '30.00',
  options: [],
  notes: null,
  productExternalCode: 'XB01',
  productId: 'b2b2b2b2-0000-4000-8000-000000000002',
  ...overrides,
});

const source = (overrides: Partial<OrderDocumentSource>): OrderDocumentSource => ({
  id: ORDER_ID,
  restaurantId: RESTAURANT_ID,
  restaurantName: 'Pizzaria Bella',
  posMerchantId: null,
  status: 'pending',
  orderType: 'delivery',
  createdAt: CREATED,
  deliveredAt: null,
  scheduledFor: null,
  slotMinutes: 30,
  maxTimeMinutes: 50,
  subtotal: '30.00',
  discount: '0.00',
  deliveryFee: '0.00',
  serviceCharge: '0.00',
  total: '30.00',
  couponCode: null,
  customerId: 'c3c3c3c3-0000-4000-8000-000000000003',
  customerName: 'Ana Souza',
  customerPhone: '11987654321',
  customerOrdersCount: 3,
  address: { cep: '01304001', street: 'Rua Augusta', number: '1200', complement: 'apto 52', district: 'Consolação', city: 'São Paulo', state: 'SP', reference: null },
  deliveryAddressText: null,
  coordinates: { latitude: -23.55, longitude: -46.65 },
  coordinatesApproximate: false,
  notes: null,
  tableName: null,
  paymentMethod: 'cash',
  cardBrand: null,
  changeFor: null,
  paymentStatus: 'not_applicable',
  paymentParts: [],
  multiFlavourPricing: 'average',
  optionExternalCodes: new Map(),
  lines: [line({})],
  displayId: 'ab12',
  lastEvent: 'CREATED',
  appId: '9e1c0f3a-5b7d-5e2f-8a1b-3c4d5e6f7a8b',
  ...overrides,
});

const cents = (price: { value: number }) => toCents(price.value);

/** The document's arithmetic (notes.md §2.3, §2.4): every amount of the order adds up. */
function expectReconciles(order: ReturnType<typeof toOpenDeliveryOrder>) {
  for (const item of order.items) {
    const options = item.options ?? [];
    for (const option of options) expect(cents(option.totalPrice)).toBe(option.quantity * cents(option.unitPrice));
    expect(cents(item.optionsPrice)).toBe(options.reduce((sum, option) => sum + cents(option.totalPrice), 0));
    expect(cents(item.totalPrice)).toBe(item.quantity * (cents(item.unitPrice) + cents(item.optionsPrice)));
  }
  expect(cents(order.total.itemsPrice)).toBe(order.items.reduce((sum, item) => sum + cents(item.totalPrice), 0));
  expect(cents(order.total.orderAmount)).toBe(cents(order.total.itemsPrice) + cents(order.total.otherFees) - cents(order.total.discount));
  const methods = order.payments.methods.reduce((sum, method) => sum + toCents(method.value), 0);
  expect(methods).toBe(cents(order.total.orderAmount));
  expect(toCents(order.payments.prepaid) + toCents(order.payments.pending)).toBe(methods);
}

describe('toOpenDeliveryOrder', () => {
  it('a delivery paid in cash: the fee, the change, the customer and the address, sendDelivered', () => {
    const order = toOpenDeliveryOrder(
      source({ deliveryFee: '7.00', total: '37.00', changeFor: '50.00', lines: [line({ notes: 'sem cebola' })], notes: 'Interfone 52' }),
    );
    expect(order).toMatchObject({
      id: ORDER_ID,
      type: 'DELIVERY',
      displayId: 'ab12',
      orderTiming: 'INSTANT',
      preparationStartDateTime: CREATED.toISOString(),
      merchant: { id: RESTAURANT_ID, name: 'Pizzaria Bella' },
      otherFees: [{ type: 'DELIVERY_FEE', receivedBy: 'MERCHANT', price: { value: 7, currency: 'BRL' } }],
      total: { itemsPrice: { value: 30 }, otherFees: { value: 7 }, discount: { value: 0 }, orderAmount: { value: 37 } },
      payments: { prepaid: 0, pending: 37, methods: [{ method: 'CASH', type: 'PENDING', value: 37, changeFor: 50, currency: 'BRL' }] },
      customer: { name: 'Ana Souza', phone: { number: '11987654321' }, ordersCountOnMerchant: 3 },
      delivery: {
        deliveredBy: 'MERCHANT',
        estimatedDeliveryDateTime: '2026-11-28T22:50:00.000Z',
        deliveryAddress: { country: 'BR', state: 'SP', postalCode: '01304001', number: '1200', coordinates: { latitude: -23.55, longitude: -46.65 } },
      },
      extraInfo: 'Interfone 52',
      sendPreparing: true,
      sendDelivered: true,
      sendPickedUp: false,
    });
    expect(order.items[0]).toMatchObject({ externalCode: 'XB01', specialInstructions: 'sem cebola', unit: 'UN' });
    expect(order).not.toHaveProperty('takeout');
    expectReconciles(order);
  });

  it('cash without change asked: changeFor is the amount due (mandatory for CASH)', () => {
    const order = toOpenDeliveryOrder(source({}));
    expect(order.payments.methods[0]).toMatchObject({ method: 'CASH', changeFor: 30 });
  });

  it('options: the base price is what the line charged minus its options, each with its own code', () => {
    const options = [
      { optionId: 'd4d4d4d4-0000-4000-8000-000000000004', groupName: 'Adicionais', name: 'Bacon', quantity: 2, price: '4.00', isFlavour: false },
      { optionId: 'e5e5e5e5-0000-4000-8000-000000000005', groupName: 'Molho', name: 'Barbecue', quantity: 1, price: '1.50', isFlavour: false },
    ];
    const order = toOpenDeliveryOrder(
      source({
        lines: [line({ quantity: 2, unitPrice: '39.50', totalPrice: '79.00', options })],
        total: '79.00',
        optionExternalCodes: new Map([['d4d4d4d4-0000-4000-8000-000000000004', 'BAC']]),
      }),
    );
    const [item] = order.items;
    expect(item).toMatchObject({ quantity: 2, unitPrice: { value: 30 }, optionsPrice: { value: 9.5 }, totalPrice: { value: 79 } });
    expect(item?.options).toMatchObject([
      { name: 'Bacon', quantity: 2, unitPrice: { value: 4 }, totalPrice: { value: 8 }, externalCode: 'BAC' },
      // An option without a 'Código PDV' falls back to Direto's id: the POS can still map it.
      { name: 'Barbecue', quantity: 1, externalCode: 'e5e5e5e5-0000-4000-8000-000000000005' },
    ]);
    expect(order.total.orderAmount.value).toBe(79);
    expectReconciles(order);
  });

  it('half-and-half pizza at the average: one unit per half, named 1/2, the shares adding up to what was charged', () => {
    // Calabresa 45.00 + Margherita 50.90 at the average = 47.95 (rounded half up), plus the size's 0.00.
    const options = [
      { optionId: 'f6f6f6f6-0000-4000-8000-000000000006', groupName: 'Tamanho', name: 'Grande', quantity: 1, price: '0.00', isFlavour: false },
      { optionId: 'a7a7a7a7-0000-4000-8000-000000000007', groupName: 'Sabores', name: 'Calabresa', quantity: 1, price: '45.00', isFlavour: true },
      { optionId: 'b8b8b8b8-0000-4000-8000-000000000008', groupName: 'Sabores', name: 'Margherita', quantity: 1, price: '50.90', isFlavour: true },
    ];
    const order = toOpenDeliveryOrder(source({ lines: [line({ productName: 'Pizza', unitPrice: '47.95', totalPrice: '47.95', options })], total: '47.95' }));
    const [item] = order.items;
    expect(item?.options?.map((option) => [option.name, option.quantity, option.unitPrice.value])).toEqual([
      ['Grande', 1, 0],
      ['1/2 Calabresa', 1, 23.98],
      ['1/2 Margherita', 1, 23.97],
    ]);
    expect(item?.unitPrice.value).toBe(0);
    expectReconciles(order);
  });

  it('half-and-half at the highest: the dearer half carries the price, the other 0.00', () => {
    const options = [
      { optionId: 'a7a7a7a7-0000-4000-8000-000000000007', groupName: 'Sabores', name: 'Calabresa', quantity: 1, price: '45.00', isFlavour: true },
      { optionId: 'b8b8b8b8-0000-4000-8000-000000000008', groupName: 'Sabores', name: 'Margherita', quantity: 1, price: '50.90', isFlavour: true },
    ];
    const order = toOpenDeliveryOrder(
      source({ multiFlavourPricing: 'highest', lines: [line({ unitPrice: '55.90', totalPrice: '55.90', options })], total: '55.90' }),
    );
    expect(order.items[0]?.options?.map((option) => option.unitPrice.value)).toEqual([0, 50.9]);
    expect(order.items[0]?.unitPrice.value).toBe(5);
    expectReconciles(order);
  });

  it('a coupon is a discount sponsored by the restaurant, never a payment', () => {
    const order = toOpenDeliveryOrder(source({ discount: '5.00', couponCode: 'BEMVINDO', deliveryFee: '6.00', total: '31.00' }));
    expect(order.discounts).toEqual([
      { amount: { value: 5, currency: 'BRL' }, target: 'CART', sponsorshipValues: [{ name: 'MERCHANT', amount: { value: 5, currency: 'BRL' }, discountCode: 'BEMVINDO' }] },
    ]);
    expect(order.total).toMatchObject({ discount: { value: 5 }, orderAmount: { value: 31 } });
    expect(order.payments.methods.map((method) => method.method)).toEqual(['CASH']);
    expectReconciles(order);
  });

  it('a scheduled pickup paid by Pix: TAKEOUT, the slot, PENDING until the owner confirms it, then PREPAID', () => {
    const scheduledFor = new Date('2026-11-29T15:00:00.000Z');
    const pickup = { orderType: 'pickup' as const, address: null, scheduledFor, paymentMethod: 'pix' as const, paymentStatus: 'pending' as const };
    const pending = toOpenDeliveryOrder(source(pickup));
    expect(pending).toMatchObject({
      type: 'TAKEOUT',
      orderTiming: 'SCHEDULED',
      schedule: { scheduledDateTimeStart: '2026-11-29T15:00:00.000Z', scheduledDateTimeEnd: '2026-11-29T15:30:00.000Z' },
      takeout: { mode: 'DEFAULT', takeoutDateTime: '2026-11-29T15:30:00.000Z' },
      payments: { prepaid: 0, pending: 30, methods: [{ method: 'PIX', type: 'PENDING' }] },
      sendPickedUp: true,
      sendDelivered: false,
    });
    expect(pending).not.toHaveProperty('delivery');
    const confirmed = toOpenDeliveryOrder(source({ ...pickup, paymentStatus: 'confirmed' }));
    expect(confirmed.payments).toMatchObject({ prepaid: 30, pending: 0, methods: [{ method: 'PIX', type: 'PREPAID' }] });
    expectReconciles(confirmed);
  });

  it('cards and vouchers carry their brand: Pluxee is SODEXO, Alelo OTHER named in methodInfo', () => {
    const brand = (paymentMethod: OrderDocumentSource['paymentMethod'], cardBrand: OrderDocumentSource['cardBrand']) =>
      toOpenDeliveryOrder(source({ paymentMethod, cardBrand })).payments.methods[0];
    expect(brand('credit', 'visa')).toMatchObject({ method: 'CREDIT', brand: 'VISA', type: 'PENDING' });
    expect(brand('debit', 'elo')).toMatchObject({ method: 'DEBIT', brand: 'ELO' });
    expect(brand('meal_voucher', 'pluxee')).toMatchObject({ method: 'MEAL_VOUCHER', brand: 'SODEXO', methodInfo: 'Pluxee' });
    expect(brand('food_voucher', 'alelo')).toMatchObject({ method: 'FOOD_VOUCHER', brand: 'OTHER', methodInfo: 'Alelo' });
    expect(brand(null, null)).toMatchObject({ method: 'OTHER', methodInfo: 'A combinar na entrega' });
    expect(brand('cash', null)).not.toHaveProperty('brand');
  });

  it("a table's order: INDOOR at its table, the service charge a fee, the conta's payments PREPAID", () => {
    const order = toOpenDeliveryOrder(
      source({
        orderType: 'table',
        address: null,
        tableName: '12',
        serviceCharge: '3.00',
        total: '33.00',
        paymentMethod: null,
        paymentParts: [
          { method: 'pix', cardBrand: null, amount: '13.00' },
          { method: 'credit', cardBrand: 'mastercard', amount: '20.00' },
        ],
      }),
    );
    expect(order).toMatchObject({
      type: 'INDOOR',
      indoor: { mode: 'PLACE', place: 'Mesa 12' },
      otherFees: [{ type: 'SERVICE_FEE', price: { value: 3 } }],
      total: { otherFees: { value: 3 }, orderAmount: { value: 33 } },
      payments: { prepaid: 33, pending: 0, methods: [{ method: 'PIX', value: 13 }, { method: 'CREDIT', brand: 'MASTERCARD', value: 20 }] },
      sendDelivered: false,
      sendPickedUp: false,
    });
    expectReconciles(order);
  });

  it('coordinates the geocoder only placed in the city are said to be approximate', () => {
    const order = toOpenDeliveryOrder(source({ coordinatesApproximate: true }));
    expect(order.delivery?.deliveryAddress.reference).toBe('localização aproximada');
  });
});
