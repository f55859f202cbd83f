import { describe, expect, it } from 'vitest';
import { RestaurantMember } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { mailServerForTheFile } from '../../test/mail-server';
import { required } from '../../test/required';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { registerAndLogin } from '../../test/session';

const mail = mailServerForTheFile();
const t = testAppForTheFile(() => ({ SMTP_URL: mail.url }));

/** Invites `email` to the owner's restaurant and returns the token of the mailed link. */
async function invite(owner: SignedInOwner, email: string): Promise<string> {
  const before = mail.received.length;
  const res = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/staff`, { email });
  expect(res.statusCode).toBe(201);
  const message = await mail.messageTo(email, 5000, before);
  return required(/\/convite\/([\w-]+)/.exec(message.text)?.[1], `o link do convite: ${message.text}`);
}

/** A staff member of the owner's restaurant, joined through the real invitation flow. */
async function joinedStaff(owner: SignedInOwner) {
  const email = `atendente-${Date.now()}-${Math.random().toString(36).slice(2)}@teste.com`;
  const token = await invite(owner, email);
  const person = await registerAndLogin(t, { email, firstName: 'Bruno', lastName: 'Atendente', invitationToken: token });
  const accepted = await restClient(t, person.cookie).post(`/api/staff-invitations/${token}/accept`);
  expect(accepted.statusCode).toBe(200);
  return { ...person, rest: restClient(t, person.cookie) };
}

async function placeOrder(owner: SignedInOwner) {
  const product = await makeProduct(t.em(), owner.restaurant);
  const customer = await signedInCustomer(t);
  const res = await customer.rest.post('/api/orders', {
    order: { restaurantId: owner.restaurant.id, subtotal: '12.50', deliveryFee: '0.00', total: '12.50', status: 'pending' },
    items: [{ productId: product.id, quantity: 1, unitPrice: '12.50', totalPrice: '12.50' }],
  });
  expect(res.statusCode).toBe(201);
  return { orderId: res.json().id as string, customer };
}

describe('staff invitations', () => {
  it('mails a 7-day single-use link; the invited person registers, accepts and appears in the team', async () => {
    const owner = await signedInOwner(t, { name: 'Cantina da Nona' });
    const email = 'garcom-novo@teste.com';
    const before = mail.received.length;
    const token = await invite(owner, email);
    const message = await mail.messageTo(email, 5000, before);
    expect(message.subject).toBe('Convite para a equipe de Cantina da Nona');
    expect(message.text).toContain('Atendente');
    expect(message.text).toContain('7 dias');

    const pending = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/staff`)).json();
    expect(pending.members).toEqual([]);
    expect(pending.invitations).toMatchObject([{ email }]);
    const expiresInDays = (Date.parse(pending.invitations[0].expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);

    const preview = await t.app.inject({ method: 'GET', url: `/trpc/staff.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}` });
    expect(preview.json().result.data).toEqual({ restaurantName: 'Cantina da Nona', email });

    // Registered from the link (/convite/{token}), which proves the mailbox.
    const person = await registerAndLogin(t, { email, firstName: 'Gabi', lastName: 'Garçom', invitationToken: token });
    const accepted = await restClient(t, person.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ restaurantId: owner.restaurant.id, restaurantName: 'Cantina da Nona', role: 'staff', pendingAlertMinutes: 5, canOperateCash: false });

    const team = (await owner.rest.get(`/api/restaurants/${owner.restaurant.id}/staff`)).json();
    expect(team.members).toMatchObject([{ userId: person.user.id, name: 'Gabi Garçom', email, role: 'staff' }]);
    expect(team.invitations).toEqual([]);

    const reused = await restClient(t, person.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Convite inválido ou expirado');
  });

  it('refuses the link to an account of another e-mail, and an expired link', async () => {
    const owner = await signedInOwner(t);
    const token = await invite(owner, 'convidada@teste.com');
    const stranger = await registerAndLogin(t);
    const refused = await restClient(t, stranger.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este convite foi enviado para convidada@teste.com. Entre com essa conta para aceitar.');

    const invited = await registerAndLogin(t, { email: 'convidada@teste.com' });
    await t.em().getConnection().execute(`update "staff_invitations" set "expires_at" = now() - interval '1 second' where "email" = 'convidada@teste.com'`);
    const expired = await restClient(t, invited.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Convite inválido ou expirado');
  });

  it('refuses to invite someone already in the team', async () => {
    const owner = await signedInOwner(t);
    const staff = await joinedStaff(owner);
    const again = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/staff`, { email: staff.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta pessoa já faz parte da equipe.');
  });
});

describe('what a staff member may do', () => {
  it('works the board: lists orders, opens one, changes its status and cancels with a reason', async () => {
    const owner = await signedInOwner(t);
    const staff = await joinedStaff(owner);
    const { orderId } = await placeOrder(owner);

    const board = await staff.rest.get(`/api/restaurants/${owner.restaurant.id}/orders`);
    expect(board.statusCode).toBe(200);
    expect(board.json().map((order: { id: string }) => order.id)).toContain(orderId);
    expect((await staff.rest.get(`/api/orders/${orderId}`)).statusCode).toBe(200);
    expect((await staff.rest.put(`/api/orders/${orderId}/status`, { status: 'confirmed' })).json()).toMatchObject({ status: 'confirmed' });
    const cancelled = await staff.rest.put(`/api/orders/${orderId}/status`, { status: 'cancelled', reason: 'Item em falta' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Item em falta' });
  });

  it('gets 403 on the menu, the settings and the team, and on another restaurant’s orders', async () => {
    const owner = await signedInOwner(t);
    const staff = await joinedStaff(owner);
    const id = owner.restaurant.id;
    const refusals = [
      await staff.rest.put(`/api/restaurants/${id}`, { name: 'Tomado', description: 'x', cuisine: 'Brasileira', deliveryFee: '0.00', deliveryTime: '30-45 min', isOpen: true }),
      await staff.rest.post('/api/products', { restaurantId: id, name: 'Coxinha', description: 'De frango', price: '8.00', prepTime: 10, tags: [] }),
      await staff.rest.get(`/api/restaurants/${id}/staff`),
      await staff.rest.post(`/api/restaurants/${id}/staff`, { email: 'amigo@teste.com' }),
      await staff.rest.get(`/api/restaurants/${id}/stats`),
    ];
    expect(refusals.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403]);

    const elsewhere = await signedInOwner(t);
    const { orderId } = await placeOrder(elsewhere);
    expect((await staff.rest.get(`/api/restaurants/${elsewhere.restaurant.id}/orders`)).statusCode).toBe(403);
    expect((await staff.rest.put(`/api/orders/${orderId}/status`, { status: 'confirmed' })).statusCode).toBe(403);
    expect((await staff.rest.get(`/api/orders/${orderId}`)).statusCode).toBe(403);
  });

  it('removing a member ends their sessions at once and takes the board away', async () => {
    const owner = await signedInOwner(t);
    const staff = await joinedStaff(owner);
    expect((await staff.rest.get('/api/user')).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/restaurants/${owner.restaurant.id}/staff/${staff.user.id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toEqual([]);
    expect((await staff.rest.get('/api/user')).statusCode).toBe(401);
    expect(await t.em().count(RestaurantMember, { user: staff.user.id })).toBe(0);

    const back = await registerAndLoginAgain(staff.email, staff.password);
    expect((await restClient(t, back).get(`/api/restaurants/${owner.restaurant.id}/orders`)).statusCode).toBe(403);
  });
});

async function registerAndLoginAgain(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  const cookie = required(res.cookies.find((c) => c.name === 'direto.sid'), 'o cookie');
  return `${cookie.name}=${cookie.value}`;
}
