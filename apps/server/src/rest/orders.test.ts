import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@direto/contracts';
import { Order, OrderItem, type IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { required } from '../../test/required';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let customer: SignedInCustomer;
let moqueca: IProduct;
let suco: IProduct;
let xinxim: IProduct;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Sabor da Bahia', deliveryFee: '6.90' });
  customer = await signedInCustomer(t, { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', address: 'Rua Augusta, 1200' });
  const em = t.em();
  moqueca = await makeProduct(em, owner.restaurant, { name: 'Moqueca', price: '89.90' });
  suco = await makeProduct(em, owner.restaurant, { name: 'Suco de cajá', price: '11.00' });
  xinxim = await makeProduct(em, owner.restaurant, { name: 'Xinxim', price: '48.90', isAvailable: false });
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

  it("stores the checkout step's phone, address and notes instead of the profile's", async () => {
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    const delivery = { customerPhone: ' (71) 99876-5432 ', deliveryAddress: 'Rua Chile, 22, apto 3 — Pelourinho', notes: 'sem gelo, troco para R$ 50' };
    const res = await customer.rest.post('/api/orders', { ...body, order: { ...body.order, ...delivery } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerPhone: '(71) 99876-5432', deliveryAddress: delivery.deliveryAddress, notes: delivery.notes });
    const stored = await t.em().findOneOrFail(Order, res.json().id);
    expect([stored.customerPhone, stored.deliveryAddress, stored.notes]).toEqual(['(71) 99876-5432', delivery.deliveryAddress, delivery.notes]);
    // Blank ones fall back to the profile, like a client that sends none.
    const blank = await customer.rest.post('/api/orders', { ...body, order: { ...body.order, customerPhone: ' ', deliveryAddress: '' } });
    expect(blank.json()).toMatchObject({ customerPhone: '(11) 98765-4321', deliveryAddress: 'Rua Augusta, 1200', notes: null });
  });

  it('refuses a phone, an address or notes it cannot use or store (400, pt-BR) and stores nothing', async () => {
    const before = await countOrders();
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    const cases: [Record<string, string>, string][] = [
      [{ customerPhone: '(71) 9987' }, 'Telefone deve ter pelo menos 10 dígitos'],
      [{ customerPhone: '7'.repeat(21) }, 'Telefone deve ter no máximo 20 caracteres'],
      [{ deliveryAddress: 'Rua' }, 'Endereço deve ter pelo menos 5 caracteres'],
      [{ deliveryAddress: 'R'.repeat(501) }, 'Endereço deve ter no máximo 500 caracteres'],
      [{ notes: 'n'.repeat(501) }, 'Observações deve ter no máximo 500 caracteres'],
    ];
    for (const [fields, message] of cases) {
      const res = await customer.rest.post('/api/orders', { ...body, order: { ...body.order, ...fields } });
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    expect(await countOrders()).toBe(before);
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
    const responses = await Promise.all(bodies.map((body, i) => required(customers[i % customers.length], 'um cliente').rest.post('/api/orders', body)));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(100).fill(201));

    const check = t.em();
    const orders = new Map((await check.find(Order, { restaurant: restaurant.id })).map((order) => [order.id, order]));
    expect(orders.size).toBe(100);
    const items = await check.find(OrderItem, { order: { $in: [...orders.keys()] } });
    responses.forEach((res, i) => {
      // Expected amounts from the known prices, in cents: 7.33 × q + 5.10 × q' + 4.99.
      const [first, second] = required(bodies[i], 'o corpo do pedido').items;
      const subtotal = 733 * required(first, 'o primeiro item').quantity + (second ? 510 * second.quantity : 0);
      const stored = required(orders.get(res.json().id), 'o pedido guardado');
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
    const secondPage = await caller.order.mine({ limit: 2, before: required(firstPage[1], 'o último pedido da primeira página').id });
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

describe('amounts a money column cannot hold', () => {
  const TOO_LARGE = 'O valor do pedido passa do máximo permitido.';
  let caviar: IProduct;
  beforeAll(async () => {
    caviar = await makeProduct(t.em(), owner.restaurant, { name: 'Caviar', price: '99999999.99' });
  });

  it('a line, a subtotal or a total over 99.999.999,99 is a 400 in pt-BR, over REST, and nothing is stored', async () => {
    const before = await countOrders();
    const cases = [
      orderBody(owner.restaurant.id, [{ product: caviar, quantity: 2 }]),
      orderBody(owner.restaurant.id, [{ product: caviar, quantity: 1 }, { product: suco, quantity: 1 }]),
      orderBody(owner.restaurant.id, [{ product: caviar, quantity: 1 }]),
    ];
    for (const body of cases) {
      const res = await customer.rest.post('/api/orders', body);
      expect(res.statusCode, JSON.stringify(body.order)).toBe(400);
      expect(res.json()).toEqual({ message: TOO_LARGE });
    }
    expect(await countOrders()).toBe(before);
  });

  it('the same over tRPC, without the database text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/order.place',
      headers: { cookie: customer.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(orderBody(owner.restaurant.id, [{ product: caviar, quantity: 2 }])),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(TOO_LARGE);
    expect(res.body).not.toMatch(/numeric|overflow/i);
  });

  it('an order of exactly the maximum is placed', async () => {
    const free = await makeRestaurant(t.em(), { name: 'Sem Taxa', deliveryFee: '0.00' });
    const gold = await makeProduct(t.em(), free, { name: 'Ouro', price: '99999999.99' });
    const placed = await customer.rest.post('/api/orders', orderBody(free.id, [{ product: gold, quantity: 1 }], '0.00'));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().total).toBe('99999999.99');
  });
});

describe('pagination cursors', () => {
  const INVALID_CURSOR = 'Cursor de paginação inválido.';

  it("another customer's order, or an unknown id, is not a cursor of order.mine (400, over tRPC)", async () => {
    const someone = await signedInCustomer(t);
    const theirs = (await someone.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]))).json().id as string;
    const mine = (await customer.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]))).json().id as string;

    const page = (before: string) =>
      t.app.inject({ method: 'GET', url: `/trpc/order.mine?input=${encodeURIComponent(JSON.stringify({ before }))}`, headers: { cookie: customer.cookie } });
    for (const before of [theirs, randomUUID()]) {
      const res = await page(before);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(INVALID_CURSOR);
    }
    expect((await page(mine)).statusCode).toBe(200);
  });

  it("another restaurant's order is not a cursor of the owner's orders (400, over REST)", async () => {
    const other = await signedInOwner(t, { name: 'Outro Lugar' });
    const product = await makeProduct(t.em(), other.restaurant, { name: 'Pastel', price: '8.00' });
    const foreign = (await customer.rest.post('/api/orders', orderBody(other.restaurant.id, [{ product, quantity: 1 }], other.restaurant.deliveryFee))).json().id as string;
    const own = (await customer.rest.post('/api/orders', orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]))).json().id as string;

    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders?before=${foreign}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_CURSOR });
    expect((await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/orders?before=${own}`)).statusCode).toBe(200);
  });
});

describe('idempotent orders', () => {
  const post = (who: SignedInCustomer, body: unknown, key?: string) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: who.cookie, ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });

  it('a retry with the same Idempotency-Key returns the first order (201, same body) and places nothing more', async () => {
    const key = randomUUID();
    const body = orderBody(owner.restaurant.id, [{ product: moqueca, quantity: 1 }, { product: suco, quantity: 2 }]);
    const first = await post(customer, body, key);
    expect(first.statusCode).toBe(201);
    const before = await countOrders();
    const retry = await post(customer, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countOrders()).toBe(before);
    // Without a key, the same body is a new order.
    expect((await post(customer, body)).json().id).not.toBe(first.json().id);
  });

  it('the same key with another request is refused (409) and places nothing', async () => {
    const key = randomUUID();
    expect((await post(customer, orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]), key)).statusCode).toBe(201);
    const before = await countOrders();
    const other = await post(customer, orderBody(owner.restaurant.id, [{ product: suco, quantity: 3 }]), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: 'Esta chave de idempotência já foi usada em outro pedido. Use uma nova chave para um novo pedido.' });
    expect(await countOrders()).toBe(before);
  });

  it('another delivery address with the same key is another request (409), the same one a retry', async () => {
    const key = randomUUID();
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    const at = (deliveryAddress: string) => ({ ...body, order: { ...body.order, customerPhone: '(11) 91234-5678', deliveryAddress } });
    const first = await post(customer, at('Rua das Flores, 10'), key);
    expect(first.statusCode).toBe(201);
    const before = await countOrders();
    expect((await post(customer, at('Rua das Flores, 10'), key)).json().id).toBe(first.json().id);
    expect((await post(customer, at('Avenida Sete, 99'), key)).statusCode).toBe(409);
    expect(await countOrders()).toBe(before);
  });

  it("keys are per customer: another customer's same key places that customer's own order", async () => {
    const key = randomUUID();
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    const first = await post(customer, body, key);
    const someone = await signedInCustomer(t);
    const theirs = await post(someone, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(theirs.json().customerId).toBe(someone.user.id);
  });

  it('20 simultaneous retries with one key place exactly one order, and all get it', async () => {
    const buyer = await signedInCustomer(t);
    const key = randomUUID();
    const body = orderBody(owner.restaurant.id, [{ product: moqueca, quantity: 2 }]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(buyer, body, key)));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((res) => res.json().id)).size).toBe(1);
    expect(await t.em().count(Order, { customer: buyer.user.id })).toBe(1);
    expect(await t.em().count(OrderItem, { order: required(responses[0], 'a primeira resposta').json().id })).toBe(1);
  });

  it('over tRPC the key is an input field, with the same behaviour', async () => {
    const key = randomUUID();
    const body = { ...orderBody(owner.restaurant.id, [{ product: suco, quantity: 4 }]), idempotencyKey: key };
    const caller = callerFor(t, customer.user);
    const first = await caller.order.place(body);
    const before = await countOrders();
    expect(await caller.order.place(body)).toEqual(first);
    expect(await countOrders()).toBe(before);
    await expect(caller.order.place({ ...body, items: [{ ...required(body.items[0], 'o item do pedido'), quantity: 1, totalPrice: '11.00' }], order: { ...body.order, subtotal: '11.00', total: '17.90' } })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('a malformed key is a 400', async () => {
    const body = orderBody(owner.restaurant.id, [{ product: suco, quantity: 1 }]);
    for (const key of ['com espaço', 'x'.repeat(101)]) {
      const res = await post(customer, body, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toMatch(/^idempotencyKey: /);
    }
  });
});
