import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderDetail, OrderWithItems, PaymentSettings, Restaurant } from '@direto/contracts';
import { brCodeFields, hasValidCrc } from '@direto/contracts/testing/br-code';
import type { IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

/** Payments through REST (issue 16): settings, the order's payment, the Pix BR Code and its confirmation. */
const t = testAppForTheFile();
let owner: SignedInOwner;
let other: SignedInOwner;
let customer: SignedInCustomer;
let dish: IProduct;

const PIX = { enabled: true, keyType: 'cpf', key: '529.982.247-25', receiverName: 'CANTINA SAO JOAO', receiverCity: 'SAO PAULO', requireConfirmation: true };
const CARDS = ['visa', 'mastercard', 'elo', 'hipercard', 'amex'];

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina São João', deliveryFee: '5.00', shareableSlug: 'cantina-sao-joao-pagamentos' });
  other = await signedInOwner(t, { name: 'Outra' });
  customer = await signedInCustomer(t);
  dish = await makeProduct(t.em(), owner.restaurant, { name: 'Lasanha', price: '19.00' });
});

const settingsUrl = (id = owner.restaurant.id) => `/api/restaurants/${id}/payment-settings`;

/** Two lasanhas and the fee: R$ 43,00. */
function orderBody(order: Record<string, unknown> = {}) {
  return {
    order: { restaurantId: owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', ...order },
    items: [{ productId: dish.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
  };
}

async function place(payment?: Record<string, unknown>) {
  return customer.rest.post('/api/orders', orderBody(payment ? { payment } : {}));
}

async function saveSettings(body: Record<string, unknown>) {
  return owner.rest.put(settingsUrl(), body);
}

describe('payment settings', () => {
  it('start with cash, credit and debit (every card brand), Pix off; the menu lists them', async () => {
    const res = await owner.rest.get(settingsUrl());
    expect(res.statusCode, res.body).toBe(200);
    const settings = res.json<PaymentSettings>();
    expect(settings.methods.filter((entry) => entry.enabled)).toEqual([
      { method: 'cash', enabled: true },
      { method: 'credit', enabled: true, brands: CARDS },
      { method: 'debit', enabled: true, brands: CARDS },
    ]);
    expect(settings.pix).toEqual({ enabled: false, keyType: null, key: null, receiverName: '', receiverCity: '', requireConfirmation: true });
    const menu = (await restClient(t).get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`)).json<Restaurant>();
    expect(menu.paymentMethods).toEqual([{ method: 'cash' }, { method: 'credit', brands: CARDS }, { method: 'debit', brands: CARDS }]);
  });

  it('store the Pix key in its directory form and offer Pix on the menu, never showing the key', async () => {
    const res = await saveSettings({ methods: [{ method: 'cash', enabled: true }, { method: 'credit', enabled: true, brands: ['elo', 'visa'] }], pix: PIX });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<PaymentSettings>();
    expect(saved.pix.key).toBe('52998224725');
    expect(saved.methods.find((entry) => entry.method === 'debit')?.enabled).toBe(false);
    const menu = await restClient(t).get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`);
    expect(menu.json<Restaurant>().paymentMethods).toEqual([{ method: 'cash' }, { method: 'credit', brands: ['elo', 'visa'] }, { method: 'pix' }]);
    expect(menu.body).not.toContain('52998224725');

    const phone = await saveSettings({ methods: [{ method: 'cash', enabled: true }], pix: { ...PIX, keyType: 'phone', key: '(11) 98765-4321' } });
    expect(phone.json<PaymentSettings>().pix.key).toBe('+5511987654321');
  });

  it('refuse an invalid key, accents or long texts in name and city, and turning everything off (400, nothing saved)', async () => {
    const before = (await owner.rest.get(settingsUrl())).json<PaymentSettings>();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...PIX, key: '123.456.789-00' }, 'Chave Pix inválida: informe um CPF válido (11 dígitos)'],
      [{ ...PIX, keyType: 'email', key: 'sem-arroba' }, 'Chave Pix inválida: informe um e-mail válido'],
      [{ ...PIX, receiverName: 'Cantina São João' }, 'Nome do recebedor: use só letras sem acento, números e espaços (ex.: PIZZARIA SAO JOAO)'],
      [{ ...PIX, receiverName: 'CANTINA DA NONA E FILHOS LTDA' }, 'Nome do recebedor deve ter no máximo 25 caracteres'],
      [{ ...PIX, receiverCity: 'SAO JOSE DOS CAMPOS' }, 'Cidade do recebedor deve ter no máximo 15 caracteres'],
      [{ ...PIX, key: '' }, 'Informe a chave Pix'],
    ];
    for (const [pix, message] of cases) {
      const res = await saveSettings({ methods: [{ method: 'cash', enabled: true }], pix });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const none = await saveSettings({ methods: [{ method: 'cash', enabled: false }], pix: { ...PIX, enabled: false } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Deixe pelo menos uma forma de pagamento ativa');
    const noBrand = await saveSettings({ methods: [{ method: 'credit', enabled: true, brands: [] }], pix: PIX });
    expect(noBrand.json().message).toContain('Escolha pelo menos uma bandeira para Cartão de crédito');
    expect((await owner.rest.get(settingsUrl())).json()).toEqual(before);
  });

  it("belong to the owner: another owner is refused (403), nothing changes", async () => {
    expect((await other.rest.get(settingsUrl())).statusCode).toBe(403);
    expect((await other.rest.put(settingsUrl(), { methods: [{ method: 'cash', enabled: true }], pix: PIX })).statusCode).toBe(403);
  });
});

describe("the order's payment", () => {
  beforeAll(async () => {
    const res = await saveSettings({ methods: [{ method: 'cash', enabled: true }, { method: 'credit', enabled: true, brands: ['elo', 'visa'] }], pix: PIX });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is to be agreed on delivery for a client that sends only the spec fields', async () => {
    const res = await place();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderWithItems>().payment).toEqual({ method: null, brand: null, changeFor: null, changeDue: null, status: 'not_applicable', confirmedAt: null });
  });

  it('records cash with the change to bring, and refuses a note below the total (400)', async () => {
    const res = await place({ method: 'cash', changeFor: '50.00' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderWithItems>().payment).toMatchObject({ method: 'cash', changeFor: '50.00', changeDue: '7.00', status: 'not_applicable' });
    const exact = await place({ method: 'cash', changeFor: '43.00' });
    expect(exact.json<OrderWithItems>().payment).toMatchObject({ changeFor: '43.00', changeDue: '0.00' });
    const below = await place({ method: 'cash', changeFor: '42.99' });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('O valor para troco não pode ser menor que o total (R$ 43,00)');
    const onCard = await place({ method: 'credit', brand: 'elo', changeFor: '50.00' });
    expect(onCard.statusCode).toBe(400);
    expect(onCard.json().message).toContain('Troco só se aplica ao pagamento em dinheiro');
  });

  it('records the card brand, and refuses a method or brand the restaurant does not accept (409)', async () => {
    const card = await place({ method: 'credit', brand: 'elo' });
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json<OrderWithItems>().payment).toMatchObject({ method: 'credit', brand: 'elo', status: 'not_applicable' });
    const debit = await place({ method: 'debit', brand: 'visa' });
    expect(debit.statusCode).toBe(409);
    expect(debit.json().message).toBe('Esta loja não aceita Cartão de débito. Escolha outra forma de pagamento.');
    const amex = await place({ method: 'credit', brand: 'amex' });
    expect(amex.statusCode).toBe(409);
    expect(amex.json().message).toBe('Esta loja não aceita American Express no Cartão de crédito. Escolha outra bandeira ou forma de pagamento.');
    const voucherBrand = await place({ method: 'credit', brand: 'alelo' });
    expect(voucherBrand.statusCode).toBe(400);
  });

  it('gives a Pix order a valid BR Code for the exact total, which the customer and the restaurant see', async () => {
    const res = await place({ method: 'pix' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderWithItems>();
    expect(order.payment).toMatchObject({ method: 'pix', status: 'pending', pixReceiverName: 'CANTINA SAO JOAO' });
    const payload = order.payment.pixPayload ?? '';
    expect(hasValidCrc(payload)).toBe(true);
    const fields = brCodeFields(payload);
    expect(fields.get('54')).toBe('43.00');
    expect(brCodeFields(fields.get('26') ?? '').get('01')).toBe('52998224725');
    expect(brCodeFields(fields.get('62') ?? '').get('05')).toBe(order.id.replaceAll('-', '').slice(0, 25));
    const seenByOwner = (await owner.rest.get(`/api/orders/${order.id}`)).json<OrderDetail>();
    expect(seenByOwner.payment.pixPayload).toBe(payload);
  });
});

describe('confirming a Pix', () => {
  const advance = (orderId: string, status: string) => owner.rest.put(`/api/orders/${orderId}/status`, { status });
  const confirm = (orderId: string, who = owner.rest) => who.put(`/api/orders/${orderId}/payment-confirmation`);

  it('holds the order at Confirmado until the restaurant confirms it, once', async () => {
    const order = (await place({ method: 'pix' })).json<OrderWithItems>();
    expect((await advance(order.id, 'confirmed')).statusCode).toBe(200);
    const held = await advance(order.id, 'preparing');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Confirme o recebimento do Pix antes de preparar o pedido: confira no extrato do banco.');

    expect((await confirm(order.id, other.rest)).statusCode).toBe(403);
    const confirmed = await confirm(order.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Order>().payment).toMatchObject({ status: 'confirmed' });
    expect(confirmed.json<Order>().payment.confirmedAt).not.toBeNull();
    const again = await confirm(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O recebimento deste Pix já foi confirmado');

    expect((await advance(order.id, 'preparing')).statusCode).toBe(200);
    const seenByCustomer = (await customer.rest.get(`/api/orders/${order.id}`)).json<OrderDetail>();
    expect(seenByCustomer.payment.status).toBe('confirmed');
  });

  it('lets an unconfirmed Pix order be cancelled, and refuses confirming an order not paid by Pix (409)', async () => {
    const pix = (await place({ method: 'pix' })).json<OrderWithItems>();
    expect((await owner.rest.put(`/api/orders/${pix.id}/status`, { status: 'cancelled', reason: 'Pix não recebido' })).statusCode).toBe(200);
    const cash = (await place({ method: 'cash' })).json<OrderWithItems>();
    const refused = await confirm(cash.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este pedido não é pago por Pix: não há recebimento para confirmar');
  });

  it("does not hold the order when 'Só preparar depois de confirmar o Pix' is off", async () => {
    expect((await saveSettings({ methods: [{ method: 'cash', enabled: true }], pix: { ...PIX, requireConfirmation: false } })).statusCode).toBe(200);
    const order = (await place({ method: 'pix' })).json<OrderWithItems>();
    expect((await advance(order.id, 'confirmed')).statusCode).toBe(200);
    expect((await advance(order.id, 'preparing')).statusCode).toBe(200);
    expect((await owner.rest.get(`/api/orders/${order.id}`)).json<OrderDetail>().payment.status).toBe('pending');
  });
});
