import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@direto/contracts';
import { Order, OrderItem, type IProduct } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

let t: TestApp;
let owner: SignedInOwner;
let customer: SignedInCustomer;
let moqueca: IProduct;
let suco: IProduct;
let xinxim: IProduct;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '6.90' });
  customer = await signedInCustomer(t, { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', address: 'Rua Augusta, 1200' });
  const em = t.em();
  moqueca = await makeProduct(em, owner.restaurant, { name: 'Moqueca', price: '89.90' });
  suco = await makeProduct(em, owner.restaurant, { name: 'Suco de cajá', price: '11.00' });
  xinxim = await makeProduct(em, owner.restaurant, { name: 'Xinxim', price: '48.90', isAvailable: false });
});
afterAll(async () => {
  await t.close();
});

interface Line {
  product: IProduct;
  quantity: number;
}

/** The body the web app sends for a cart, with amounts computed like the client does. */
function orderBody(restaurantId: string, lines: Line[], deliveryFee = '6.90') {
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    unitPrice: product.price,
    totalPrice: fromCents(toCents(product.price) * quantity),
  }));
  const subtotal = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  return {
    order: { restaurantId, subtotal: fromCents(subtotal), deliveryFee, total: fromCents(subtotal + toCents(deliveryFee)), status: 'pending' },
    items,
  };
}

const countOrders = () => t.em().count(Order, { restaurant: owner.restaurant.id });

describe('POST /api/orders', () => {
  it('stores the order as pending whatever status is sent, with amounts, profile data and name snapshots', async () => {
    const body = orderBody(owner.restaurant.id, [
      { product: moqueca, quantity: 1 },
      { product: suco, quantity: 2 },
    ]);
    const res = await customer.rest.post('/api/orders', { ...body, order: { ...body.order, status: 'delivered' } });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: '111.90',
      deliveryFee: '6.90',
      total: '118.80',
      restaurantId: owner.restaurant.id,
      restaurantName: 'Sabor da Bahia',
      customerId: customer.user.id,
      customerName: 'Ana Souza',
      customerPhone: '(11) 98765-4321',
      deliveryAddress: 'Rua Augusta, 1200',
      deliveredAt: null,
    });
    expect(order.items).toHaveLength(2);
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: moqueca.id, productName: 'Moqueca', quantity: 1, unitPrice: '89.90', totalPrice: '89.90' }),
        expect.objectContaining({ productId: suco.id, productName: 'Suco de cajá', quantity: 2, unitPrice: '11.00', totalPrice: '22.00' }),
      ]),
    );
    const stored = await t.em().findOneOrFail(Order, order.id);
    expect(stored.status).toBe('pending');
    expect(stored.total).toBe('118.80');
    expect(await t.em().count(OrderItem, { order: order.id })).toBe(2);
  });

  it('refuses a price the customer saw that is no longer current, naming the change (409), and stores nothing', async () => {
    const before = await countOrders();
    const stale = orderBody(owner.restaurant.id, [{ product: { ...moqueca, price: '80.00' } as IProduct, quantity: 1 }]);
    const res = await customer.rest.post('/api/orders', stale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O preço de Moqueca mudou de R$ 80,00 para R$ 89,90. Revise seu pedido.' });
    expect(await countOrders()).toBe(before);
  });

  it('refuses a price changed by the owner after the cart was filled', async () => {
    const product = await makeProduct(t.em(), owner.restaurant, { name: 'Bobó', price: '60.00' });
    const cart = orderBody(owner.restaurant.id, [{ product, quantity: 1 }]);
    const update = await owner.rest.put(`/api/products/${product.id}`, { name: 'Bobó', description: 'Com arroz', price: '64.90', prepTime: 30 });
    expect(update.statusCode).toBe(200);
    const res = await customer.rest.post('/api/orders', cart);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O preço de Bobó mudou de R$ 60,00 para R$ 64,90. Revise seu pedido.');
  });

  it('refuses every tampered amount: line total, subtotal, delivery fee, total', async () => {
    const before = await countOrders();
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 2 }]);
    const cases: [unknown, string][] = [
      [{ ...body, items: [{ ...body.items[0], totalPrice: '11.00' }] }, 'O total de 2 × Suco de cajá é R$ 22,00, não R$ 11,00. Revise seu pedido.'],
      [{ ...body, order: { ...body.order, subtotal: '20.00' } }, 'O subtotal do pedido é R$ 22,00, não R$ 20,00. Revise seu pedido.'],
      [{ ...body, order: { ...body.order, deliveryFee: '0.00', total: '22.00' } }, 'A taxa de entrega mudou de R$ 0,00 para R$ 6,90. Revise seu pedido.'],
      [{ ...body, order: { ...body.order, total: '1.00' } }, 'O total do pedido é R$ 28,90, não R$ 1,00. Revise seu pedido.'],
    ];
    for (const [payload, message] of cases) {
      const res = await customer.rest.post('/api/orders', payload);
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await countOrders()).toBe(before);
  });

  it('refuses a closed restaurant, an unavailable product and a product of another restaurant', async () => {
    const em = t.em();
    const closed = await makeRestaurant(em, { name: 'Fechadinho', isOpen: false });
    const closedProduct = await makeProduct(em, closed, { price: '10.00' });
    const other = await makeRestaurant(em, { name: 'Vizinho' });
    const foreign = await makeProduct(em, other, { name: 'Pastel', price: '10.00' });

    const closedRes = await customer.rest.post('/api/orders', orderBody(closed.id, [{ product: closedProduct, quantity: 1 }], '0.00'));
    expect(closedRes.statusCode).toBe(409);
    expect(closedRes.json().message).toBe('Fechadinho está fechado e não aceita pedidos no momento.');

    const unavailable = await customer.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: xinxim, quantity: 1 }]));
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toBe('Xinxim está indisponível no momento. Revise seu pedido.');

    const mixed = await customer.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: foreign, quantity: 1 }]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Pastel não é do cardápio de Sabor da Bahia.');

    const unknown = await customer.rest.post('/api/orders', orderBody(randomUUID(), [{ product: moqueca, quantity: 1 }]));
    expect(unknown.statusCode).toBe(404);
    expect(await t.em().count(Order, { restaurant: { $in: [closed.id, other.id] } })).toBe(0);
  });

  it('refuses quantities outside 1..99, an empty cart and repeated lines (400)', async () => {
    const before = await countOrders();
    const one = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    const cases: [unknown, string][] = [
      [orderBody(owner.restaurant.id, [{ product: suco, quantity: 0 }]), 'items.0.quantity: Quantidade deve ser entre 1 e 99'],
      [orderBody(owner.restaurant.id, [{ product: suco, quantity: 100 }]), 'items.0.quantity: Quantidade deve ser entre 1 e 99'],
      [{ ...one, items: [] }, 'items: Adicione itens ao carrinho antes de finalizar o pedido.'],
      [{ ...one, items: [one.items[0], one.items[0]] }, 'items: O mesmo produto aparece em mais de uma linha do pedido'],
    ];
    for (const [payload, message] of cases) {
      const res = await customer.rest.post('/api/orders', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countOrders()).toBe(before);
  });

  it('is for customers only: anonymous 401, restaurant owner 403', async () => {
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    expect((await restClient(t).post('/api/orders', body)).statusCode).toBe(401);
    const byOwner = await owner.rest.post('/api/orders', body);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toEqual({ message: 'Apenas clientes podem fazer isso.' });
  });

  it('stores 100 simultaneous orders once each with correct totals', async () => {
    const em = t.em();
    const restaurant = await makeRestaurant(em, { name: 'Hora do Rush', deliveryFee: '4.99' });
    const pastel = await makeProduct(em, restaurant, { name: 'Pastel', price: '7.33' });
    const caldo = await makeProduct(em, restaurant, { name: 'Caldo de cana', price: '5.10' });
    const customers = await Promise.all(Array.from({ length: 4 }, () => signedInCustomer(t)));
    const bodies = Array.from({ length: 100 }, (_, i) =>
      orderBody(restaurant.id, [{ product: pastel, quantity: (i % 7) + 1 }, ...(i % 2 ? [{ product: caldo, quantity: (i % 3) + 1 }] : [])], '4.99'),
    );
    const responses = await Promise.all(bodies.map((body, i) => customers[i % customers.length]!.rest.post('/api/orders', body)));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(100).fill(201));

    const check = t.em();
    const orders = new Map((await check.find(Order, { restaurant: restaurant.id })).map((order) => [order.id, order]));
    expect(orders.size).toBe(100);
    const items = await check.find(OrderItem, { order: { $in: [...orders.keys()] } });
    responses.forEach((res, i) => {
      // Expected amounts from the known prices, in cents: 7.33 × q + 5.10 × q' + 4.99.
      const [first, second] = bodies[i]!.items;
      const subtotal = 733 * first!.quantity + (second ? 510 * second.quantity : 0);
      const stored = orders.get(res.json().id)!;
      expect(stored.subtotal).toBe(fromCents(subtotal));
      expect(stored.total).toBe(fromCents(subtotal + 499));
      expect(items.filter((item) => item.order.id === stored.id)).toHaveLength(second ? 2 : 1);
    });
  });
});

describe('order.mine and order.byId', () => {
  it("lists the customer's own orders newest first with items, restaurant and status, a page at a time", async () => {
    const buyer = await signedInCustomer(t);
    const placed: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const res = await buyer.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: suco, quantity }]));
      placed.push(res.json().id);
    }
    const caller = callerFor(t, buyer.user);
    const mine = await caller.order.mine();
    expect(mine.map((o) => o.id)).toEqual([...placed].reverse());
    expect(mine[0]).toMatchObject({ restaurantName: 'Sabor da Bahia', status: 'pending', items: [expect.objectContaining({ productName: 'Suco de cajá', quantity: 3 })] });

    const firstPage = await caller.order.mine({ limit: 2 });
    expect(firstPage.map((o) => o.id)).toEqual([placed[2], placed[1]]);
    const secondPage = await caller.order.mine({ limit: 2, before: firstPage[1]!.id });
    expect(secondPage.map((o) => o.id)).toEqual([placed[0]]);

    const stranger = await signedInCustomer(t);
    expect(await callerFor(t, stranger.user).order.mine()).toEqual([]);
    await expect(callerFor(t, owner.user).order.mine()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("shows one order to the customer who placed it and the restaurant's owner only", async () => {
    const res = await customer.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: moqueca, quantity: 1 }]));
    const id = res.json().id;
    expect((await callerFor(t, customer.user).order.byId({ id })).items).toHaveLength(1);
    expect((await callerFor(t, owner.user).order.byId({ id })).total).toBe('96.80');

    const otherCustomer = await signedInCustomer(t);
    const otherOwner = await signedInOwner(t);
    for (const someone of [otherCustomer.user, otherOwner.user]) {
      await expect(callerFor(t, someone).order.byId({ id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Você não tem acesso a este pedido.' });
    }
    await expect(callerFor(t, null).order.byId({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(callerFor(t, customer.user).order.byId({ id: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
