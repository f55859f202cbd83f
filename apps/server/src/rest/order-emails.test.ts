import { describe, expect, it } from 'vitest';
import { Coupon, Restaurant } from '@direto/db';
import { createTestApp, testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { mailServerForTheFile } from '../../test/mail-server';
import { signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const mail = mailServerForTheFile();
const t = testAppForTheFile(() => ({ SMTP_URL: mail.url }));

async function order(owner: SignedInOwner) {
  const coxinha = await makeProduct(t.em(), owner.restaurant, { name: 'Coxinha', price: '8.00' });
  const suco = await makeProduct(t.em(), owner.restaurant, { name: 'Suco de caju', price: '6.50' });
  const customer = await signedInCustomer(t, { firstName: 'Lívia' });
  const before = mail.received.length;
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '22.50', deliveryFee: '0.00', total: '22.50', status: 'pending' },
    items: [
      { productId: coxinha.id, quantity: 2, unitPrice: '8.00', totalPrice: '16.00' },
      { productId: suco.id, quantity: 1, unitPrice: '6.50', totalPrice: '6.50' },
    ],
  });
  expect(res.statusCode).toBe(201);
  return { orderId: res.json().id as string, customer, before };
}

describe('order e-mails to the customer', () => {
  it("sends 'Pedido recebido' with the items and totals", async () => {
    const owner = await signedInOwner(t, { name: 'Bar do Zé' });
    const { orderId, customer, before } = await order(owner);
    const message = await mail.messageTo(customer.email, 5000, before);
    expect(message.subject).toBe(`Pedido recebido #${orderId.slice(-4).toUpperCase()} — Bar do Zé`);
    expect(message.text).toContain('Olá, Lívia!');
    expect(message.text).toContain('2x Coxinha — R$ 16,00');
    expect(message.text).toContain('1x Suco de caju — R$ 6,50');
    expect(message.text).toContain('Total: R$ 22,50');
    expect(message.text).toContain('Pagamento: Pagamento na entrega, a combinar');
    expect(message.text).toContain(`/orders/${orderId}`);
    expect(message.html).toContain('2x Coxinha');
  });

  it("shows a coupon's discount between the subtotal and the fee (issue 31)", async () => {
    const owner = await signedInOwner(t, { name: 'Bar do Zé' });
    const em = t.em();
    em.create(Coupon, { restaurant: owner.restaurant.id, code: 'CUPOM10', title: '10% de desconto', benefitType: 'percent', percent: 10 });
    await em.flush();
    const coxinha = await makeProduct(t.em(), owner.restaurant, { name: 'Coxinha', price: '8.00' });
    const customer = await signedInCustomer(t, { firstName: 'Lívia' });
    const before = mail.received.length;
    const res = await customer.rest.post('/api/orders', {
      order: { restaurantId: owner.restaurant.id, subtotal: '16.00', deliveryFee: '0.00', total: '14.40', couponCode: 'cupom10' },
      items: [{ productId: coxinha.id, quantity: 2, unitPrice: '8.00', totalPrice: '16.00' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = await mail.messageTo(customer.email, 5000, before);
    expect(message.text).toContain('Subtotal: R$ 16,00');
    expect(message.text).toContain('Desconto (CUPOM10): \u2212R$ 1,60');
    expect(message.text).toContain('Total: R$ 14,40');
  });

  it('sends the cancellation with its reason', async () => {
    const owner = await signedInOwner(t, { name: 'Bar do Zé' });
    const placed = await order(owner);
    const { orderId, customer } = placed;
    await mail.messageTo(customer.email, 5000, placed.before);
    const before = mail.received.length;
    const res = await owner.rest.put(`/api/orders/${orderId}/status`, { status: 'cancelled', reason: 'Acabou o caju' });
    expect(res.statusCode).toBe(200);
    const message = await mail.messageTo(customer.email, 5000, before);
    expect(message.subject).toBe(`Pedido cancelado #${orderId.slice(-4).toUpperCase()} — Bar do Zé`);
    expect(message.text).toContain('Motivo: Acabou o caju');
  });

  it('sends nothing when the restaurant turned order e-mails off', async () => {
    const owner = await signedInOwner(t);
    const off = await t.app.inject({ method: 'POST', url: '/trpc/orderEmails.set', headers: { cookie: owner.cookie }, payload: { id: owner.restaurant.id, orderEmails: false } });
    expect(off.statusCode).toBe(200);
    expect((await t.em().findOneOrFail(Restaurant, owner.restaurant.id)).orderEmails).toBe(false);
    const { customer, before } = await order(owner);
    await t.app.mailer.delivered();
    expect(mail.received.slice(before).filter((message) => message.to.includes(customer.email))).toEqual([]);
  });

  it('places the order even when mail cannot be delivered', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const owner = await signedInOwner(broken);
      const product = await makeProduct(broken.em(), owner.restaurant);
      const customer = await signedInCustomer(broken);
      const res = await customer.rest.post('/api/orders', {
        order: { restaurantId: owner.restaurant.id, subtotal: '12.50', deliveryFee: '0.00', total: '12.50', status: 'pending' },
        items: [{ productId: product.id, quantity: 1, unitPrice: '12.50', totalPrice: '12.50' }],
      });
      expect(res.statusCode).toBe(201);
      await broken.app.mailer.delivered();
    } finally {
      await broken.close();
    }
  });
});
