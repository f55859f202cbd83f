import { describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { testAppForTheFile } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { callerFor } from '../../test/caller';
import { mailServerForTheFile } from '../../test/mail-server';
import { required } from '../../test/required';
import { restClient, signedInOwner } from '../../test/restaurant-fixtures';
import { registerAndLogin, type SignedInUser } from '../../test/session';

/**
 * Issue 28: an e-mail changes only with the current password and a link opened in the new
 * mailbox; an invitation is accepted only by a confirmed e-mail; a change of password or e-mail
 * voids the reset links mailed before it.
 */
const mail = mailServerForTheFile();
const t = testAppForTheFile(() => ({ SMTP_URL: mail.url }));

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@teste.com`;

const account = (person: SignedInUser, fields: object) =>
  restClient(t, person.cookie).put('/api/user/account', { firstName: 'Teste', lastName: 'Silva', email: person.email, ...fields });

const trpcPost = (path: string, cookie: string | undefined, input: object | undefined) =>
  t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(input ?? {}) });

/** The token of the last link to `path` mailed to `email` after `before` messages. */
async function mailedToken(email: string, path: string, before: number): Promise<string> {
  const message = await mail.messageTo(email, 5000, before);
  return required(new RegExp(`${path.replace('?', '\\?')}([\\w-]+)`).exec(message.text)?.[1], `o link ${path} em: ${message.text}`);
}

const canLogIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode === 200;

describe('changing the e-mail (PUT /api/user/account)', () => {
  it('needs the current password: without it, or with a wrong one, 400 and nothing changes', async () => {
    const person = await registerAndLogin(t);
    const newEmail = uniqueEmail('novo');
    const before = mail.received.length;

    const without = await account(person, { email: newEmail });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: 'Informe a senha atual para alterar o email.' });
    const wrong = await account(person, { email: newEmail, currentPassword: 'nao-e-essa' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Senha atual incorreta.' });

    const me = (await restClient(t, person.cookie).get('/api/user')).json();
    expect(me.email).toBe(person.email);
    expect(me).not.toHaveProperty('pendingEmail');
    expect(mail.received.slice(before).filter((message) => message.to.includes(newEmail))).toEqual([]);
  });

  it('with it, the old e-mail stays until the link mailed to the new one is opened; the link works once', async () => {
    const person = await registerAndLogin(t);
    const newEmail = uniqueEmail('novo');
    const before = mail.received.length;

    const asked = await account(person, { email: newEmail.toUpperCase(), currentPassword: person.password, phone: '71988887777' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: person.email, pendingEmail: newEmail, phone: '71988887777', emailConfirmed: false });
    expect((await restClient(t, person.cookie).get('/api/user')).json()).toMatchObject({ email: person.email, pendingEmail: newEmail });
    const message = await mail.messageTo(newEmail, 5000, before);
    expect(message.subject).toBe('Confirme seu email');
    expect(message.text).toContain('até lá, a conta continua com o email atual');
    expect(await canLogIn(person.email, person.password)).toBe(true);
    expect(await canLogIn(newEmail, person.password)).toBe(false);

    // Opened anywhere (signed out here): the link alone names the account.
    const token = await mailedToken(newEmail, '/confirmar-email?token=', before);
    const confirmed = await trpcPost('user.confirmEmail', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().result.data).toEqual({ email: newEmail });

    const me = (await restClient(t, person.cookie).get('/api/user')).json();
    expect(me).toMatchObject({ email: newEmail, emailConfirmed: true });
    expect(me).not.toHaveProperty('pendingEmail');
    expect(await canLogIn(newEmail, person.password)).toBe(true);
    expect(await canLogIn(person.email, person.password)).toBe(false);

    const again = await trpcPost('user.confirmEmail', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Link inválido ou expirado');
  });

  it('a Google account without a password changes it only within 15 minutes of signing in', async () => {
    const google = await makeUser(t.em(), { googleSub: `sub-${Date.now()}` });
    const newEmail = uniqueEmail('google-novo');
    // callerFor's session signed in just now; 16 minutes later it is too old.
    setClockTo(new Date(Date.now() + 16 * 60_000));
    try {
      await expect(callerFor(t, google).user.updateAccount({ firstName: 'Teste', lastName: 'Silva', email: newEmail })).rejects.toMatchObject({
        message: 'Por segurança, saia e entre de novo com o Google e, em até 15 minutos, altere o email.',
      });
    } finally {
      setClockTo(null);
    }
    expect(await callerFor(t, google).user.updateAccount({ firstName: 'Teste', lastName: 'Silva', email: newEmail })).toMatchObject({
      email: google.email,
      pendingEmail: newEmail,
    });
  });

  it('a newer request voids the older link, and an address taken meanwhile is refused with 409', async () => {
    const person = await registerAndLogin(t);
    const first = uniqueEmail('primeiro');
    const second = uniqueEmail('segundo');
    let before = mail.received.length;
    expect((await account(person, { email: first, currentPassword: person.password })).statusCode).toBe(200);
    const firstToken = await mailedToken(first, '/confirmar-email?token=', before);
    before = mail.received.length;
    expect((await account(person, { email: second, currentPassword: person.password })).json().pendingEmail).toBe(second);
    const secondToken = await mailedToken(second, '/confirmar-email?token=', before);

    expect((await trpcPost('user.confirmEmail', undefined, { token: firstToken })).statusCode).toBe(400);
    await registerAndLogin(t, { email: second });
    const taken = await trpcPost('user.confirmEmail', undefined, { token: secondToken });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Este email já está em uso por outra conta.');
    expect((await restClient(t, person.cookie).get('/api/user')).json().email).toBe(person.email);
  });
});

describe('staff invitations need a confirmed e-mail', () => {
  async function invite(email: string) {
    const owner = await signedInOwner(t, { name: 'Cantina Confirmada' });
    const before = mail.received.length;
    expect((await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/staff`, { email })).statusCode).toBe(201);
    return mailedToken(email, '/convite/', before);
  }

  it('an account that switches its e-mail to the invited address cannot accept: the switch waits for a link it never gets', async () => {
    const invited = uniqueEmail('convidado');
    const token = await invite(invited);
    const intruder = await registerAndLogin(t);
    expect((await account(intruder, { email: invited, currentPassword: intruder.password })).statusCode).toBe(200);

    const refused = await restClient(t, intruder.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`Este convite foi enviado para ${invited}. Entre com essa conta para aceitar.`);
  });

  it('an account registered with the invited address (not from the link) confirms it first, then accepts', async () => {
    const invited = uniqueEmail('convidado');
    const token = await invite(invited);
    const person = await registerAndLogin(t, { email: invited });
    const refused = await restClient(t, person.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`Confirme seu email (${invited}) para aceitar o convite: envie o link de confirmação e abra-o na sua caixa de entrada.`);

    const before = mail.received.length;
    const sent = await trpcPost('user.resendEmailConfirmation', person.cookie, undefined);
    expect(sent.json().result.data).toEqual({ email: invited });
    const confirmToken = await mailedToken(invited, '/confirmar-email?token=', before);
    expect((await trpcPost('user.confirmEmail', undefined, { token: confirmToken })).statusCode).toBe(200);

    const accepted = await restClient(t, person.cookie).post(`/api/staff-invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    // Confirmed now: nothing left to send.
    expect((await trpcPost('user.resendEmailConfirmation', person.cookie, undefined)).json().error.message).toBe('Seu email já está confirmado.');
  });
});

describe('reset links end with a change of password or e-mail', () => {
  async function resetToken(email: string): Promise<string> {
    const before = mail.received.length;
    expect((await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } })).statusCode).toBe(202);
    return mailedToken(email, '/redefinir-senha?token=', before);
  }
  const useReset = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'tomada-123', confirmPassword: 'tomada-123' } });

  it('a link mailed before a password change no longer sets a password', async () => {
    const person = await registerAndLogin(t);
    const token = await resetToken(person.email);
    const changed = await account(person, { currentPassword: person.password, newPassword: 'senha-nova-123', confirmPassword: 'senha-nova-123' });
    expect(changed.statusCode).toBe(200);
    const res = await useReset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Link inválido ou expirado' });
    expect(await canLogIn(person.email, 'senha-nova-123')).toBe(true);
  });

  it('a link mailed to the old address no longer works once the e-mail changed', async () => {
    const person = await registerAndLogin(t);
    const token = await resetToken(person.email);
    const newEmail = uniqueEmail('novo');
    const before = mail.received.length;
    expect((await account(person, { email: newEmail, currentPassword: person.password })).statusCode).toBe(200);
    expect((await trpcPost('user.confirmEmail', undefined, { token: await mailedToken(newEmail, '/confirmar-email?token=', before) })).statusCode).toBe(200);
    const res = await useReset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Link inválido ou expirado' });
    expect(await canLogIn(newEmail, person.password)).toBe(true);
  });

  it("an admin's change of the e-mail voids the links too, and leaves the new address unconfirmed", async () => {
    const person = await registerAndLogin(t);
    const token = await resetToken(person.email);
    const admin = await registerAndLogin(t, { isAdmin: true });
    const newEmail = uniqueEmail('pelo-admin');
    const updated = await callerFor(t, admin.user).admin.updateUser({ id: person.user.id, firstName: 'Teste', email: newEmail });
    expect(updated).toMatchObject({ email: newEmail, emailConfirmed: false });
    expect((await useReset(token)).statusCode).toBe(400);
  });
});
