import { beforeAll, describe, expect, it } from 'vitest';
import { CASH_MESSAGES, type CashClosing, type CashSession } from '@direto/contracts';
import { CashReopening, CashSession as CashSessionRow, Restaurant, RestaurantMember, User, type IProduct } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { placeDeliveredOrder } from '../../test/delivered-order';
import { readPdfPages } from '../../test/pdf-pages';
import { registerAndLogin } from '../../test/session';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;
let otherOwner: SignedInOwner;
let customer: SignedInCustomer;
let dish: IProduct;

const PIX = { pixEnabled: true, pixKeyType: 'cpf', pixKey: '52998224725', pixReceiverName: 'CANTINA CAIXA', pixReceiverCity: 'SAO PAULO', pixRequireConfirmation: false } as const;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina do Caixa', deliveryFee: '5.00', ...PIX });
  otherOwner = await signedInOwner(t, { name: 'Outra Cantina' });
  customer = await signedInCustomer(t);
  dish = await makeProduct(t.em(), owner.restaurant, { name: 'Lasanha', price: '19.00' });
});

const sessionsUrl = () => `/api/restaurants/${owner.restaurant.id}/cash-sessions`;

/** Two lasanhas and the fee (R$ 43,00), paid as `payment` says, delivered on the board. */
const deliveredOrder = (payment: Record<string, unknown>) => placeDeliveredOrder(customer, owner, dish, payment);

async function staffMember(allowed: boolean) {
  const person = await registerAndLogin(t, { userType: 'customer', firstName: 'Bruno', lastName: 'Atendente' });
  const em = t.em();
  em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: em.getReference(User, person.user.id) });
  await em.flush();
  const settings = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/order-settings`, { staffCanOperateCash: allowed });
  expect(settings.statusCode, settings.body).toBe(200);
  return restClient(t, person.cookie);
}

describe('the caixa (issue 32)', () => {
  let session: CashSession;

  it('opens with R$ 100,00; two cash orders with troco, a Pix and a sangria; a shortfall of R$ 2,00 closes as Quebra R$ 2,00', async () => {
    const none = await owner.rest.get(`${sessionsUrl()}/current`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(CASH_MESSAGES.noneOpen);

    const opened = await owner.rest.post(sessionsUrl(), { openingFloat: '100.00' });
    expect(opened.statusCode, opened.body).toBe(201);
    session = opened.json<CashSession>();
    expect(session).toMatchObject({ status: 'open', openingFloat: '100.00' });

    // Delivered before? No: an order delivered while no caixa was open belongs to none; one cancelled never counts.
    await deliveredOrder({ method: 'cash', changeFor: '50.00' }); // R$ 50,00 handed over, R$ 7,00 troco
    await deliveredOrder({ method: 'cash', changeFor: '100.00' }); // R$ 100,00 handed over, R$ 57,00 troco
    await deliveredOrder({ method: 'pix' });
    const cancelled = (await customer.rest.post('/api/orders', {
      order: { restaurantId: owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', payment: { method: 'cash' } },
      items: [{ productId: dish.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
    })).json<{ id: string }>().id;
    expect((await owner.rest.put(`/api/orders/${cancelled}/status`, { status: 'cancelled', reason: 'Item em falta' })).statusCode).toBe(200);

    const sangria = await owner.rest.post(`/api/cash-sessions/${session.id}/movements`, { type: 'withdrawal', amount: '30.00', reason: 'Depósito no banco' });
    expect(sangria.statusCode, sangria.body).toBe(201);

    const current = (await owner.rest.get(`${sessionsUrl()}/current`)).json<CashSession>();
    // Cash: 100 + (50 + 100) received − (7 + 57) troco − 30 sangria = 156.
    expect(current.cash).toEqual({ openingFloat: '100.00', cashSales: '86.00', cashReceived: '150.00', changeGiven: '64.00', deposits: '0.00', withdrawals: '30.00', expected: '156.00' });
    expect(current.lines.map(({ method, brand, orderCount, expected }) => ({ method, brand, orderCount, expected }))).toEqual([
      { method: 'cash', brand: null, orderCount: 2, expected: '156.00' },
      { method: 'pix', brand: null, orderCount: 1, expected: '43.00' },
    ]);
    expect(current).toMatchObject({ orderCount: 3, salesTotal: '129.00' });
    // Issue 33: all three placed by the customer online; nobody on the staff took one.
    expect(current.byOrigin).toEqual([{ label: 'Pedidos online', orderCount: 3, total: '129.00' }]);
    expect(current.byStaff).toEqual([]);

    const closed = await owner.rest.post(`/api/cash-sessions/${session.id}/close`, { counted: [{ method: 'cash', amount: '154.00' }, { method: 'pix', amount: '43.00' }] });
    expect(closed.statusCode, closed.body).toBe(200);
    const closing = closed.json<CashSession>();
    expect(closing.status).toBe('closed');
    expect(closing.lines.map(({ method, expected, counted, difference }) => ({ method, expected, counted, difference }))).toEqual([
      { method: 'cash', expected: '156.00', counted: '154.00', difference: '-2.00' },
      { method: 'pix', expected: '43.00', counted: '43.00', difference: '0.00' },
    ]);
    expect(closing).toMatchObject({ expectedTotal: '199.00', countedTotal: '197.00', differenceTotal: '-2.00' });

    const pdf = await owner.rest.get(`/api/cash-sessions/${session.id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page, ...more] = await readPdfPages(pdf.rawPayload);
    expect(more).toHaveLength(0);
    expect(page?.text).toMatch(/Dinheiro \(2 pedidos\) Esperado R\$ 156,00 Contado R\$ 154,00 Quebra R\$ 2,00/);
    expect(page?.text).toContain('Assinatura');
  });

  it('a closed caixa refuses a movement and a second close (409)', async () => {
    const movement = await owner.rest.post(`/api/cash-sessions/${session.id}/movements`, { type: 'deposit', amount: '10.00', reason: 'Troco extra' });
    expect(movement.statusCode).toBe(409);
    expect(movement.json().message).toBe(CASH_MESSAGES.closed);
    const again = await owner.rest.post(`/api/cash-sessions/${session.id}/close`, { counted: [] });
    expect(again.statusCode).toBe(409);
  });

  it('the owner reopens it with a reason, recorded with who and when; the closing is kept and the caixa counts again', async () => {
    const short = await owner.rest.post(`/api/cash-sessions/${session.id}/reopen`, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    const res = await owner.rest.post(`/api/cash-sessions/${session.id}/reopen`, { reason: 'Nota de R$ 2 achada na gaveta' });
    expect(res.statusCode, res.body).toBe(200);
    const reopened = res.json<CashSession>();
    expect(reopened).toMatchObject({ status: 'open', closedAt: null, countedTotal: null });
    expect(reopened.reopenings).toEqual([{ reopenedByName: expect.any(String), reopenedAt: expect.any(String), reason: 'Nota de R$ 2 achada na gaveta' }]);
    const record = await t.em().findOneOrFail(CashReopening, { session: session.id });
    expect(record.reopenedBy?.id).toBe(owner.user.id);
    expect(record.previousClosing.differenceTotal).toBe('-2.00');
    const closed = await owner.rest.post(`/api/cash-sessions/${session.id}/close`, { counted: [{ method: 'cash', amount: '156.00' }, { method: 'pix', amount: '43.00' }] });
    expect(closed.json<CashSession>().differenceTotal).toBe('0.00');
  });

  it('two parallel openings give one caixa (201) and one 409', async () => {
    const results = await Promise.all([owner.rest.post(sessionsUrl(), { openingFloat: '50.00' }), owner.rest.post(sessionsUrl(), { openingFloat: '60.00' })]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().message).toBe(CASH_MESSAGES.alreadyOpen);
    // Reopening a closed caixa while this one is open is refused too.
    const reopen = await owner.rest.post(`/api/cash-sessions/${session.id}/reopen`, { reason: 'Conferir de novo' });
    expect(reopen.statusCode).toBe(409);
    const history = (await owner.rest.get(sessionsUrl())).json<{ sessions: { id: string; status: string; cashDifference: string | null; reopenCount: number }[] }>();
    expect(history.sessions.map((entry) => entry.status)).toEqual(['open', 'closed']);
    expect(history.sessions[1]).toMatchObject({ id: session.id, cashDifference: '0.00', reopenCount: 1 });
  });

  it('staff work the caixa only when the owner allows it, and never reopen; another owner is refused', async () => {
    const current = (await owner.rest.get(`${sessionsUrl()}/current`)).json<CashSession>();
    const refused = await staffMember(false);
    const denied = await refused.get(`${sessionsUrl()}/current`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(CASH_MESSAGES.staffNotAllowed);

    const allowed = await staffMember(true);
    expect((await allowed.get(`${sessionsUrl()}/current`)).statusCode).toBe(200);
    const deposit = await allowed.post(`/api/cash-sessions/${current.id}/movements`, { type: 'deposit', amount: '20.00', reason: 'Troco extra' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json<CashSession>().movements.at(-1)).toMatchObject({ type: 'deposit', createdByName: 'Bruno Atendente' });
    expect((await allowed.post(`/api/cash-sessions/${current.id}/close`, { counted: [] })).statusCode).toBe(200);
    expect((await allowed.post(`/api/cash-sessions/${current.id}/reopen`, { reason: 'Tentativa da equipe' })).statusCode).toBe(403);

    expect((await otherOwner.rest.get(`${sessionsUrl()}/current`)).statusCode).toBe(403);
    expect((await otherOwner.rest.get(`/api/cash-sessions/${current.id}/report.pdf`)).statusCode).toBe(403);
    expect((await otherOwner.rest.post(`/api/cash-sessions/${current.id}/reopen`, { reason: 'Não é meu' })).statusCode).toBe(403);
  });

  it("a staff member's GET /api/user says whether the owner lets them operate the caixa (the board's 'Caixa' link)", async () => {
    const member = await staffMember(false);
    expect((await member.get('/api/user')).json().workplace).toMatchObject({ restaurantId: owner.restaurant.id, canOperateCash: false });
    expect((await owner.rest.put(`/api/restaurants/${owner.restaurant.id}/order-settings`, { staffCanOperateCash: true })).statusCode).toBe(200);
    expect((await member.get('/api/user')).json().workplace).toMatchObject({ restaurantId: owner.restaurant.id, canOperateCash: true });
  });

  it("a caixa's answer carries the restaurant's name and time zone: the printed slip's times are the restaurant's", async () => {
    const em = t.em();
    await em.nativeUpdate(Restaurant, { id: owner.restaurant.id }, { timezone: 'America/Manaus' });
    const opened = await owner.rest.post(sessionsUrl(), { openingFloat: '50.00' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ restaurantName: 'Cantina do Caixa', restaurantTimeZone: 'America/Manaus' });
    const closed = await owner.rest.post(`/api/cash-sessions/${opened.json<CashSession>().id}/close`, { counted: [] });
    expect(closed.statusCode, closed.body).toBe(200);
    const dto = closed.json<CashSession>();
    expect(dto).toMatchObject({ restaurantName: 'Cantina do Caixa', restaurantTimeZone: 'America/Manaus' });
    const manausTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Manaus', hour: '2-digit', minute: '2-digit' }).format(new Date(dto.openedAt));
    const [page] = await readPdfPages((await owner.rest.get(`/api/cash-sessions/${dto.id}/report.pdf`)).rawPayload);
    expect(page?.text).toContain(`${manausTime} por`);
    await em.nativeUpdate(Restaurant, { id: owner.restaurant.id }, { timezone: 'America/Sao_Paulo' });
  });

  it("issue 33: the caixa and its slip split the sales by origin and show what each member of the staff took", async () => {
    const opened = await owner.rest.post(sessionsUrl(), { openingFloat: '50.00' });
    expect(opened.statusCode, opened.body).toBe(201);
    const member = await staffMember(true);
    await deliveredOrder({ method: 'pix' });
    const byPhone = await member.post(`/api/restaurants/${owner.restaurant.id}/staff-orders`, {
      order: { restaurantId: owner.restaurant.id, subtotal: '38.00', deliveryFee: '5.00', total: '43.00', deliveryAddress: 'Rua das Flores, 12', payment: { method: 'cash' } },
      items: [{ productId: dish.id, quantity: 2, unitPrice: '19.00', totalPrice: '38.00' }],
      origin: 'phone',
      customer: { name: 'Carla Mendes', phone: '(21) 99876-5432' },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);
    for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered']) {
      expect((await member.put(`/api/orders/${byPhone.json<{ id: string }>().id}/status`, { status })).statusCode).toBe(200);
    }

    const current = (await owner.rest.get(`${sessionsUrl()}/current`)).json<CashSession>();
    expect(current.byOrigin).toEqual([
      { label: 'Pedidos online', orderCount: 1, total: '43.00' },
      { label: 'Telefone', orderCount: 1, total: '43.00' },
    ]);
    expect(current.byStaff).toEqual([{ label: 'Bruno Atendente', orderCount: 1, total: '43.00' }]);

    const closed = await owner.rest.post(`/api/cash-sessions/${current.id}/close`, { counted: [{ method: 'cash', amount: '93.00' }, { method: 'pix', amount: '43.00' }] });
    expect(closed.statusCode, closed.body).toBe(200);
    const [page] = await readPdfPages((await owner.rest.get(`/api/cash-sessions/${current.id}/report.pdf`)).rawPayload);
    expect(page?.text).toMatch(/Vendas por origem Pedidos online \(1 pedido\) R\$ 43,00 Telefone \(1 pedido\) R\$ 43,00/);
    expect(page?.text).toMatch(/Pedidos da equipe Bruno Atendente \(1 pedido\) R\$ 43,00/);

    // A closing recorded before these lists existed still opens and prints, without them.
    const em = t.em();
    const stored = await em.findOneOrFail(CashSessionRow, current.id);
    const { byOrigin: _origin, byStaff: _staff, ...older } = stored.closing as CashClosing;
    await em.nativeUpdate(CashSessionRow, { id: current.id }, { closing: older as CashClosing });
    const reprinted = await owner.rest.get(`/api/cash-sessions/${current.id}/report.pdf`);
    expect(reprinted.statusCode, reprinted.body).toBe(200);
    const [olderPage] = await readPdfPages(reprinted.rawPayload);
    expect(olderPage?.text).toMatch(/Vendas \(2 pedidos\) R\$ 86,00/);
    expect(olderPage?.text).not.toContain('Vendas por origem');
  });

  it('order settings: a client that PUTs only guestOrders leaves staffCanOperateCash as it was', async () => {
    const url = `/api/restaurants/${owner.restaurant.id}/order-settings`;
    expect((await owner.rest.get(url)).json()).toMatchObject({ staffCanOperateCash: true });
    const res = await owner.rest.put(url, { guestOrders: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ guestOrders: true, staffCanOperateCash: true });
  });
});
