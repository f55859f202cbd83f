import { describe, expect, it } from 'vitest';
import { User, verifyPassword } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeUser } from '../../test/factories';
import { callerFor } from '../../test/caller';
import { required } from '../../test/required';
import { loginCookie, registerAndLogin } from '../../test/session';

const t = testAppForTheFile();

const put = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });

const fullProfile = { phone: '(11) 99999-9999', address: 'Rua das Flores, 123, apto 4', city: 'Salvador', zipCode: '40000-000' };

describe('PUT /api/user/profile (profile completion)', () => {
  it('saves the delivery info, completes the profile and answers the updated user', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await put('/api/user/profile', cookie, { ...fullProfile, city: '  Salvador  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...fullProfile, profileCompleted: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ ...fullProfile, profileCompleted: true });
  });

  it('treats every field as optional: blank or absent is stored as empty', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await put('/api/user/profile', cookie, { phone: '', address: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: null, address: null, city: null, zipCode: null, profileCompleted: true });
  });

  it('answers each too-short field with the exact message of the spec', async () => {
    const { cookie } = await registerAndLogin(t);
    const cases: [object, string][] = [
      [{ phone: '123456789' }, 'phone: Telefone deve ter pelo menos 10 dígitos'],
      [{ address: 'Rua' }, 'address: Endereço deve ter pelo menos 5 caracteres'],
      [{ city: 'X' }, 'city: Cidade deve ter pelo menos 2 caracteres'],
      [{ zipCode: '1234' }, 'zipCode: CEP deve ter pelo menos 5 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const res = await put('/api/user/profile', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().profileCompleted).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const res = await put('/api/user/profile', undefined, fullProfile);
    expect(res.statusCode).toBe(401);
  });

  it('is user.updateProfile through tRPC, and only touches the caller', async () => {
    const user = await makeUser(t.em());
    const other = await makeUser(t.em());
    const updated = await callerFor(t, user).user.updateProfile(fullProfile);
    expect(updated).toMatchObject({ id: user.id, ...fullProfile, profileCompleted: true });
    expect((await t.em().findOneOrFail(User, other.id)).phone).toBeNull();
  });
});

describe('PUT /api/user/account (Settings → Conta)', () => {
  const account = (fields: object = {}) => ({
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'ignorado@teste.com',
    phone: '71988887777',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    ...fields,
  });

  it('updates names and phone; a new email (with the current password) waits for its link; blank passwords keep the current one', async () => {
    const { cookie, password, email } = await registerAndLogin(t);
    const newEmail = `novo-${Date.now()}@teste.com`;
    const res = await put('/api/user/account', cookie, account({ email: newEmail.toUpperCase(), currentPassword: password }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Maria', lastName: 'Santos', email, pendingEmail: newEmail, phone: '71988887777' });
    // Until the link mailed to the new address is opened (email-change.test.ts), the old one signs in.
    await expect(loginCookie(t, email, password)).resolves.toContain('direto.sid=');
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: newEmail, password } })).statusCode).toBe(401);
  });

  it('changes the password with the right current one', async () => {
    const { cookie, password, email } = await registerAndLogin(t);
    const res = await put('/api/user/account', cookie, account({ email, currentPassword: password, newPassword: 'nova-senha-123', confirmPassword: 'nova-senha-123' }));
    expect(res.statusCode).toBe(200);
    await expect(loginCookie(t, email, 'nova-senha-123')).resolves.toContain('direto.sid=');
  });

  it('refuses a new password without, or with a wrong, current password', async () => {
    const { cookie, password, email, user } = await registerAndLogin(t);
    const without = await put('/api/user/account', cookie, account({ email, newPassword: 'nova-senha-123', confirmPassword: 'nova-senha-123' }));
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: 'Informe a senha atual para definir uma nova senha.' });
    const wrong = await put('/api/user/account', cookie, account({ email, currentPassword: 'nao-e-essa', newPassword: 'nova-senha-123', confirmPassword: 'nova-senha-123' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Senha atual incorreta.' });
    const stored = await t.em().findOneOrFail(User, user.id);
    expect(await verifyPassword(required(stored.password, 'a senha guardada'), password)).toBe(true);
    expect(stored.firstName).toBe('Teste');
  });

  it('lets a Google account without a password set one without a current password', async () => {
    const user = await makeUser(t.em(), { googleSub: `sub-conta-${Date.now()}` });
    const updated = await callerFor(t, user).user.updateAccount(account({ email: user.email, newPassword: 'primeira-senha', confirmPassword: 'primeira-senha' }));
    expect(updated).toMatchObject({ hasPassword: true, authMethod: 'email' });
    await expect(loginCookie(t, user.email, 'primeira-senha')).resolves.toContain('direto.sid=');
  });

  it('validates with the exact messages of the spec', async () => {
    const { cookie, email } = await registerAndLogin(t);
    const cases: [object, string][] = [
      [account({ email, firstName: '' }), 'firstName: Nome é obrigatório'],
      [account({ email, lastName: ' ' }), 'lastName: Sobrenome é obrigatório'],
      [account({ email: 'sem-arroba' }), 'email: Email inválido'],
      [account({ email, newPassword: 'nova-senha-123', confirmPassword: 'outra-senha-123' }), 'confirmPassword: Senhas não coincidem'],
      [account({ email, newPassword: 'curta', confirmPassword: 'curta' }), 'newPassword: A senha deve ter pelo menos 8 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const res = await put('/api/user/account', cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("refuses another account's email with 409", async () => {
    const taken = await registerAndLogin(t);
    const { cookie } = await registerAndLogin(t);
    const res = await put('/api/user/account', cookie, account({ email: taken.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Este email já está em uso por outra conta.' });
  });

  it('needs a signed-in user', async () => {
    expect((await put('/api/user/account', undefined, account())).statusCode).toBe(401);
    await expect(callerFor(t, null).user.updateAccount(account())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
