import type { RequiredEntityData } from '@mikro-orm/core';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address, CustomerDetail, CustomerPage, CustomerSummary, OrderStatus } from '@direto/contracts';
import { Order, RestaurantCustomer, RestaurantMember, type IRestaurantCustomer, type IRestaurantMember } from '@direto/db';
import { setClockTo } from '@direto/api';
import { makeProduct } from '../../test/factories';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

const address = (district: string): Address => ({ cep: '05422-000', street: 'Rua dos Pinheiros', number: '10', complement: null, reference: null, district, city: 'São Paulo', state: 'SP' }) as Address;

let phoneCounter = 0;
/** A distinct valid mobile per call ('+5511 9xxxx xxxx'). */
const nextPhone = () => `+55119${String(10_000_000 + ++phoneCounter * 7919).slice(-8)}`;

interface OrderSeed {
  status: OrderStatus;
  total: string;
  createdAt: Date;
  district?: string;
}

/** A customer record of `owner`'s restaurant with orders, straight in the database (the figures are read from them). */
async function seedCustomer(owner: SignedInOwner, fields: Partial<IRestaurantCustomer> & { name: string }, orders: OrderSeed[] = []): Promise<IRestaurantCustomer> {
  const em = t.em();
  const customer = em.create(RestaurantCustomer, { restaurant: owner.restaurant.id, phone: nextPhone(), ...fields } as RequiredEntityData<IRestaurantCustomer>);
  for (const seed of orders) {
    em.create(Order, {
      restaurant: owner.restaurant.id,
      restaurantName: owner.restaurant.name,
      restaurantCustomer: customer,
      customerName: fields.name,
      customerPhone: customer.phone,
      status: seed.status,
      subtotal: seed.total,
      deliveryFee: '0.00',
      total: seed.total,
      createdAt: seed.createdAt,
      orderType: seed.district ? 'delivery' : 'pickup',
      address: seed.district ? address(seed.district) : null,
      deliveryAddress: seed.district ? `Rua dos Pinheiros, 10 - ${seed.district}` : null,
    });
  }
  await em.flush();
  return customer;
}

const list = async (owner: SignedInOwner, query = '') => {
  const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomerPage;
};
const names = (page: CustomerPage) => page.customers.map((customer) => customer.name).sort();

describe('who may see and change the customer list', () => {
  it('answers the owner only: another owner, a customer and the restaurant’s staff get 403, anonymous 401', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const customer = await signedInCustomer(t);
    const staff = await signedInCustomer(t);
    const em = t.em();
    em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    const record = await seedCustomer(owner, { name: 'Maria Privada' });
    const base = `/api/restaurants/${owner.restaurant.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/customers`],
      ['GET', `${base}/customers/${record.id}`],
      ['PUT', `${base}/customers/${record.id}`, { blocked: true }],
      ['DELETE', `${base}/customers/${record.id}`],
      ['GET', `${base}/customers.csv`],
      ['POST', `${base}/customers/import`, { csv: 'Ana;11912345678' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const [who, client, status] of [
        ['other owner', other.rest, 403],
        ['customer', customer.rest, 403],
        ['staff', staff.rest, 403],
        ['anonymous', restClient(t), 401],
      ] as const) {
        const send = { GET: client.get, PUT: client.put, DELETE: client.delete, POST: client.post }[method as 'GET'];
        const res = await (send as (url: string, payload?: unknown) => ReturnType<typeof client.get>)(url, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
      }
    }
    // Nothing changed: the record is still there, unblocked, with its name.
    const detail = (await owner.rest.get(`${base}/customers/${record.id}`)).json() as CustomerDetail;
    expect(detail.customer).toMatchObject({ name: 'Maria Privada', blocked: false });
  });

  it('answers 404 for a customer of another restaurant', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const theirs = await seedCustomer(other, { name: 'Cliente Alheio' });
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cliente não encontrado' });
    expect((await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/customers/${theirs.id}`, { blocked: true })).statusCode).toBe(404);
    expect((await owner.rest.delete(`/api/restaurants/${owner.restaurant.id}/customers/${theirs.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/restaurants/{id}/customers', () => {
  it('computes the figures from the orders: cancelled ones left out, money from delivered ones, the last bairro', async () => {
    const owner = await signedInOwner(t);
    const first = ago(10 * DAY);
    const last = ago(2 * DAY);
    await seedCustomer(owner, { name: 'Maria Souza', marketingConsent: true, marketingConsentAt: ago(10 * DAY), marketingConsentSource: 'checkout' }, [
      { status: 'delivered', total: '30.00', createdAt: first, district: 'Pinheiros' },
      { status: 'delivered', total: '12.50', createdAt: ago(5 * DAY), district: 'Vila Madalena' },
      { status: 'cancelled', total: '99.00', createdAt: ago(1 * DAY), district: 'Moema' },
      // A pickup: no bairro, so the last bairro stays Vila Madalena.
      { status: 'pending', total: '20.00', createdAt: last },
    ]);
    const [maria] = (await list(owner)).customers;
    expect(maria).toMatchObject({
      name: 'Maria Souza',
      orderCount: 3,
      totalSpent: '42.50',
      averageTicket: '21.25',
      district: 'Vila Madalena',
      firstOrderAt: first.toISOString(),
      lastOrderAt: last.toISOString(),
      marketingConsent: true,
      marketingConsentSource: 'checkout',
      automaticTags: ['Novo', 'Frequente'],
      blocked: false,
      hasAccount: false,
    });
  });

  it('tags at the default thresholds: Novo within 30 days, Frequente from 3 orders in 60 days, Em risco 30–60 days, Inativo over 60', async () => {
    const owner = await signedInOwner(t);
    await seedCustomer(owner, { name: 'Quase 30 dias' }, [{ status: 'delivered', total: '10.00', createdAt: ago(30 * DAY - MINUTE) }]);
    await seedCustomer(owner, { name: 'Pouco mais de 30 dias' }, [{ status: 'delivered', total: '10.00', createdAt: ago(30 * DAY + MINUTE) }]);
    await seedCustomer(owner, { name: 'Quase 60 dias' }, [{ status: 'delivered', total: '10.00', createdAt: ago(60 * DAY - MINUTE) }]);
    await seedCustomer(owner, { name: 'Pouco mais de 60 dias' }, [{ status: 'delivered', total: '10.00', createdAt: ago(60 * DAY + MINUTE) }]);
    await seedCustomer(owner, { name: 'Dois pedidos' }, [
      { status: 'delivered', total: '10.00', createdAt: ago(50 * DAY) },
      { status: 'delivered', total: '10.00', createdAt: ago(40 * DAY) },
    ]);
    await seedCustomer(owner, { name: 'Três pedidos' }, [
      { status: 'delivered', total: '10.00', createdAt: ago(59 * DAY) },
      { status: 'delivered', total: '10.00', createdAt: ago(40 * DAY) },
      { status: 'delivered', total: '10.00', createdAt: ago(31 * DAY) },
    ]);
    await seedCustomer(owner, { name: 'Nunca pediu' });
    const tags = Object.fromEntries((await list(owner)).customers.map((customer) => [customer.name, customer.automaticTags]));
    expect(tags).toEqual({
      'Quase 30 dias': ['Novo'],
      'Pouco mais de 30 dias': ['Em risco'],
      'Quase 60 dias': ['Em risco'],
      'Pouco mais de 60 dias': ['Inativo'],
      'Dois pedidos': ['Em risco'],
      'Três pedidos': ['Frequente', 'Em risco'],
      'Nunca pediu': [],
    });
    // The tag filter is the same rule, in SQL.
    expect(names(await list(owner, '?tag=Em%20risco'))).toEqual(['Dois pedidos', 'Pouco mais de 30 dias', 'Quase 60 dias', 'Três pedidos']);
    expect(names(await list(owner, '?tag=inativo'))).toEqual(['Pouco mais de 60 dias']);
    expect(names(await list(owner, '?tag=Novo'))).toEqual(['Quase 30 dias']);
    expect(names(await list(owner, '?tag=Frequente'))).toEqual(['Três pedidos']);
  });

  it('follows the thresholds the owner saves (tRPC: the Clientes screen\'s form), and refuses Em risco starting after Inativo', async () => {
    const owner = await signedInOwner(t);
    await seedCustomer(owner, { name: 'Vinte dias' }, [{ status: 'delivered', total: '10.00', createdAt: ago(20 * DAY) }]);
    const caller = callerFor(t, owner.user);
    const id = owner.restaurant.id;
    expect(await caller.customers.tagRules({ id })).toEqual({ newDays: 30, frequentOrders: 3, frequentDays: 60, atRiskDays: 30, inactiveDays: 60 });
    expect((await list(owner)).customers[0]?.automaticTags).toEqual(['Novo']);

    await expect(caller.customers.updateTagRules({ id, newDays: 7, frequentOrders: 3, frequentDays: 60, atRiskDays: 15, inactiveDays: 15 })).rejects.toThrow(
      "'Em risco' deve começar antes de 'Inativo': use menos dias em 'Em risco' do que em 'Inativo'",
    );
    await caller.customers.updateTagRules({ id, newDays: 7, frequentOrders: 3, frequentDays: 60, atRiskDays: 10, inactiveDays: 15 });
    expect(await caller.customers.tagRules({ id })).toEqual({ newDays: 7, frequentOrders: 3, frequentDays: 60, atRiskDays: 10, inactiveDays: 15 });
    expect((await list(owner)).customers[0]?.automaticTags).toEqual(['Inativo']);
    // Another owner's restaurant: refused.
    const other = await signedInOwner(t);
    await expect(callerFor(t, other.user).customers.tagRules({ id })).rejects.toThrow('Você não tem acesso a este restaurante.');
  });

  it('pages in SQL, most recent order first, with nextCursor until the last page', async () => {
    const owner = await signedInOwner(t);
    for (let day = 1; day <= 5; day++) {
      await seedCustomer(owner, { name: `Cliente ${day}` }, [{ status: 'delivered', total: '10.00', createdAt: ago(day * DAY) }]);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: CustomerPage = await list(owner, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.customers.map((customer) => customer.name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3', 'Cliente 4', 'Cliente 5']);

    const bad = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers?cursor=nao-e-um-cursor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Cursor inválido: use o nextCursor da página anterior');
  });

  it('searches by name without accents or by phone, and filters by days without ordering, orders, new, bairro, consent and own tag', async () => {
    const owner = await signedInOwner(t);
    await seedCustomer(owner, { name: 'João Araújo', phone: '+5511912345678', tags: ['vip'], marketingConsent: true }, [
      { status: 'delivered', total: '10.00', createdAt: ago(45 * DAY), district: 'Pinheiros' },
      { status: 'delivered', total: '10.00', createdAt: ago(40 * DAY), district: 'Pinheiros' },
    ]);
    await seedCustomer(owner, { name: 'Ana Lima', phone: '+5521987654321' }, [{ status: 'delivered', total: '10.00', createdAt: ago(3 * DAY), district: 'Moema' }]);
    await seedCustomer(owner, { name: '100% Natural_', phone: '+5531987654321' });

    expect(names(await list(owner, '?query=joao%20arau'))).toEqual(['João Araújo']);
    expect(names(await list(owner, '?query=(11)%2091234'))).toEqual(['João Araújo']);
    // LIKE's wildcards typed by the owner are plain characters.
    expect(names(await list(owner, '?query=%25'))).toEqual(['100% Natural_']);
    expect(names(await list(owner, '?inactiveDays=30'))).toEqual(['João Araújo']);
    expect(names(await list(owner, '?minOrders=2'))).toEqual(['João Araújo']);
    expect(names(await list(owner, '?newDays=7'))).toEqual(['Ana Lima']);
    expect(names(await list(owner, '?district=pinheiros'))).toEqual(['João Araújo']);
    expect(names(await list(owner, '?consent=true'))).toEqual(['João Araújo']);
    expect(names(await list(owner, '?consent=false'))).toEqual(['100% Natural_', 'Ana Lima']);
    expect(names(await list(owner, '?tag=vip'))).toEqual(['João Araújo']);

    const bad = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers?inactiveDays=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Informe um número de dias entre 1 e 3650');
  });
});

describe('the last order the customer record keeps (issue 37: the list pages on it)', () => {
  afterEach(() => setClockTo(null));

  it('follows orders placed, cancelled and delivered: the list shows and filters by the orders\' own último pedido', async () => {
    const owner = await signedInOwner(t, { name: 'Cantina da Memória', deliveryFee: '5.00' });
    const dish = await makeProduct(t.em(), owner.restaurant, { name: 'Lasanha', price: '19.00' });
    const customer = await signedInCustomer(t, { phone: '(11) 97654-3210', firstName: 'Rita', lastName: 'Lembrada' });
    const place = async (at: Date) => {
      setClockTo(at);
      const placed = await customer.rest.post('/api/orders', {
        order: { restaurantId: owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', payment: { method: 'cash' } },
        items: [{ productId: dish.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      setClockTo(null);
      return placed.json<{ id: string }>().id;
    };
    const setStatus = async (id: string, status: OrderStatus) => {
      const res = await owner.rest.put(`/api/orders/${id}/status`, status === 'cancelled' ? { status, reason: 'Cliente desistiu' } : { status });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** What the list shows of Rita, and whether 'sem pedir há ≥ 60 dias' lists her. */
    const seen = async () => {
      const [rita] = (await list(owner)).customers;
      const inactive = (await list(owner, '?inactiveDays=60')).customers.map((row) => row.name);
      // The app's clock runs on from where the test sets it: the last order as whole days ago.
      const lastOrderDaysAgo = rita?.lastOrderAt ? Math.round((Date.now() - new Date(rita.lastOrderAt).getTime()) / DAY) : null;
      return { lastOrderDaysAgo, orderCount: rita?.orderCount, totalSpent: rita?.totalSpent, inactive: inactive.includes('Rita Lembrada') };
    };

    const old = ago(90 * DAY);
    const oldOrder = await place(old);
    expect(await seen()).toEqual({ lastOrderDaysAgo: 90, orderCount: 1, totalSpent: '0.00', inactive: true });

    const recent = ago(10 * DAY);
    const recentOrder = await place(recent);
    expect(await seen()).toEqual({ lastOrderDaysAgo: 10, orderCount: 2, totalSpent: '0.00', inactive: false });

    // Cancelled: the order counts for nothing, so her last order is the old one again.
    await setStatus(recentOrder, 'cancelled');
    expect(await seen()).toEqual({ lastOrderDaysAgo: 90, orderCount: 1, totalSpent: '0.00', inactive: true });

    for (const status of ['confirmed', 'preparing', 'ready', 'delivered'] as const) await setStatus(oldOrder, status);
    expect(await seen()).toEqual({ lastOrderDaysAgo: 90, orderCount: 1, totalSpent: '43.00', inactive: true });

    await place(recent);
    expect(await seen()).toEqual({ lastOrderDaysAgo: 10, orderCount: 2, totalSpent: '43.00', inactive: false });
  });
});

describe('GET and PUT /api/restaurants/{id}/customers/{customerId}', () => {
  it('shows the record with its orders, newest first, and saves notes, own tags and the block', async () => {
    const owner = await signedInOwner(t);
    const record = await seedCustomer(owner, { name: 'Carla Dias' }, [
      { status: 'delivered', total: '25.90', createdAt: ago(9 * DAY), district: 'Centro' },
      { status: 'cancelled', total: '8.00', createdAt: ago(1 * DAY) },
    ]);
    const url = `/api/restaurants/${owner.restaurant.id}/customers/${record.id}`;
    const detail = (await owner.rest.get(url)).json() as CustomerDetail;
    expect(detail.customer).toMatchObject({ name: 'Carla Dias', orderCount: 1, totalSpent: '25.90' });
    expect(detail.orders.map((order) => [order.status, order.total, order.district])).toEqual([
      ['cancelled', '8.00', null],
      ['delivered', '25.90', 'Centro'],
    ]);

    const saved = await owner.rest.put(url, { notes: '  Alergia a amendoim  ', tags: ['vip', 'VIP', 'almoço'], blocked: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as CustomerDetail).customer).toMatchObject({ notes: 'Alergia a amendoim', tags: ['vip', 'almoço'], blocked: true });
    // A field left out stays as it is.
    const unblocked = await owner.rest.put(url, { blocked: false });
    expect((unblocked.json() as CustomerDetail).customer).toMatchObject({ notes: 'Alergia a amendoim', tags: ['vip', 'almoço'], blocked: false });

    const automatic = await owner.rest.put(url, { tags: ['Em risco'] });
    expect(automatic.statusCode).toBe(400);
    expect(automatic.json().message).toBe("'Em risco' é uma etiqueta automática: escolha outro nome");
  });
});

describe('DELETE /api/restaurants/{id}/customers/{customerId} (LGPD)', () => {
  it('removes name, phone and addresses from the customer’s orders, keeps the amounts, and deletes the record', async () => {
    const owner = await signedInOwner(t);
    const record = await seedCustomer(owner, { name: 'Pedro Alves', notes: 'Portão azul' }, [
      { status: 'delivered', total: '40.00', createdAt: ago(3 * DAY), district: 'Pinheiros' },
      { status: 'cancelled', total: '15.00', createdAt: ago(2 * DAY), district: 'Pinheiros' },
    ]);
    const other = await seedCustomer(owner, { name: 'Outra Pessoa' }, [{ status: 'delivered', total: '9.00', createdAt: ago(DAY), district: 'Moema' }]);
    const res = await owner.rest.delete(`/api/restaurants/${owner.restaurant.id}/customers/${record.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: record.id });

    expect((await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers/${record.id}`)).statusCode).toBe(404);
    const em = t.em();
    const orders = await em.find(Order, { restaurant: owner.restaurant.id }, { orderBy: { total: 'asc' } });
    expect(orders.map((order) => [order.total, order.customerName, order.customerPhone, order.deliveryAddress, order.address, order.restaurantCustomer?.id ?? null])).toEqual([
      ['9.00', 'Outra Pessoa', other.phone, 'Rua dos Pinheiros, 10 - Moema', address('Moema'), other.id],
      ['15.00', 'Cliente removido', null, null, null, null],
      ['40.00', 'Cliente removido', null, null, null, null],
    ]);
    expect(names(await list(owner))).toEqual(['Outra Pessoa']);
  });

  it('refuses while an order of the customer is under way', async () => {
    const owner = await signedInOwner(t);
    const record = await seedCustomer(owner, { name: 'Em Andamento' }, [{ status: 'preparing', total: '40.00', createdAt: ago(MINUTE), district: 'Centro' }]);
    const res = await owner.rest.delete(`/api/restaurants/${owner.restaurant.id}/customers/${record.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este cliente tem pedidos em andamento. Conclua ou cancele esses pedidos antes de excluir os dados.');
    expect((await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers/${record.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/restaurants/{id}/customers.csv', () => {
  it('is a CSV a Brazilian Excel opens: BOM, ";", decimal comma, dd/mm/aaaa, CRLF', async () => {
    const owner = await signedInOwner(t);
    const at = new Date('2026-03-05T15:00:00Z');
    await seedCustomer(owner, { name: 'Bia; "a Rápida"', phone: '+5511912345678', tags: ['vip'], notes: '=HYPERLINK("x")' }, [
      { status: 'delivered', total: '12.50', createdAt: at, district: 'Pinheiros' },
    ]);
    await seedCustomer(owner, { name: 'Sem Pedido', phone: '+5521987654321' });
    const res = await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFNome;Telefone;Bairro;Primeiro pedido;Último pedido;Pedidos;Total gasto;Ticket médio;Etiquetas;Aceita ofertas;Observações;Bloqueado');
    expect(text).not.toMatch(/[^\r]\n/);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual(['Bia; "a Rápida"', '(11) 91234-5678', 'Pinheiros', '05/03/2026', '05/03/2026', '1', '12,50', '12,50', 'Inativo, vip', 'não', `'=HYPERLINK("x")`, 'não']);
    expect(rows).toContainEqual(['Sem Pedido', '(21) 98765-4321', '', '', '', '0', '0,00', '', '', 'não', '', 'não']);
  });

  it('exports what the list’s filters match', async () => {
    const owner = await signedInOwner(t);
    await seedCustomer(owner, { name: 'Aceita', marketingConsent: true });
    await seedCustomer(owner, { name: 'Não Aceita' });
    const text = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers.csv?consent=true`)).body;
    expect(text).toContain('Aceita;');
    expect(text).not.toContain('Não Aceita');
  });
});

describe('POST /api/restaurants/{id}/customers/import', () => {
  it('imports 200 lines sent as text/csv: the good ones saved without consent, each bad one named by its spreadsheet line', async () => {
    const owner = await signedInOwner(t);
    const lines = ['nome;telefone;bairro'];
    for (let i = 1; i <= 200; i++) lines.push(`Cliente ${i};(11) 9${String(10_000_000 + i).slice(-8).replace(/^(\d{4})/, '$1-')};Bairro ${i % 5}`);
    // Spreadsheet line = index + 1 (the header is line 1): data line i is line i + 1.
    lines[10] = 'Cliente 10;1234;Centro'; // line 11
    lines[50] = ';(11) 98888-7777;Centro'; // line 51
    lines[120] = 'Cliente 120;(11) 9ABC-DEFG;Centro'; // line 121
    lines[150] = `Cliente 150 de novo;${lines[3]?.split(';')[1]};Centro`; // line 151, the phone of line 4
    lines[180] = 'Cliente 180;'; // line 181
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${owner.restaurant.id}/customers/import`,
      headers: { cookie: owner.cookie, 'content-type': 'text/csv' },
      payload: `\uFEFF${lines.join('\r\n')}\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 195,
      updated: 0,
      errors: [
        { line: 11, message: 'Linha 11: telefone inválido "1234"' },
        { line: 51, message: 'Linha 51: nome em branco' },
        { line: 121, message: 'Linha 121: telefone inválido "(11) 9ABC-DEFG"' },
        { line: 151, message: 'Linha 151: telefone repetido (já está na linha 4)' },
        { line: 181, message: 'Linha 181: telefone em branco' },
      ],
    });
    const page = await list(owner, '?limit=100&query=cliente%2042');
    expect(page.customers).toEqual([
      expect.objectContaining({ name: 'Cliente 42', phone: '+5511910000042', district: 'Bairro 2', marketingConsent: false, marketingConsentAt: null, orderCount: 0 }),
    ]);
    let total = 0;
    let cursor: string | null = null;
    do {
      const next: CustomerPage = await list(owner, `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      total += next.customers.length;
      cursor = next.nextCursor;
    } while (cursor);
    expect(total).toBe(195);
  });

  it('updates the customers it finds by phone (keeping their consent) and numbers lines from 1 without a header', async () => {
    const owner = await signedInOwner(t);
    const known = await seedCustomer(owner, { name: 'Nome Antigo', phone: '+5511912345678', marketingConsent: true, district: 'Moema' });
    const res = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/customers/import`, { csv: 'Nome Novo;11 91234-5678\nSem Telefone' });
    expect(res.json()).toEqual({ created: 0, updated: 1, errors: [{ line: 2, message: 'Linha 2: telefone em branco' }] });
    const detail = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/customers/${known.id}`)).json() as CustomerDetail;
    expect(detail.customer).toMatchObject<Partial<CustomerSummary>>({ name: 'Nome Novo', marketingConsent: true, district: 'Moema' });

    const empty = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/customers/import`, { csv: '\r\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('O arquivo está vazio: envie uma linha por cliente, nome;telefone;bairro');
  });
});

describe('the OpenAPI document', () => {
  it('describes the CSV export as text/csv and the import as taking a text/csv body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const exportCsv = doc.paths['/api/restaurants/{id}/customers.csv'].get;
    expect(Object.keys(exportCsv.responses['200'].content)).toEqual(['text/csv; charset=utf-8']);
    expect(exportCsv.responses['200'].headers['Content-Disposition']).toBeDefined();
    const importCsv = doc.paths['/api/restaurants/{id}/customers/import'].post;
    expect(Object.keys(importCsv.requestBody.content)).toEqual(['text/csv', 'application/json']);
    expect(importCsv.requestBody.content['text/csv'].schema.type).toBe('string');
  });
});
