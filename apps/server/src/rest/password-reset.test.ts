import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT, RESET_LINK_INVALID } from '@direto/contracts';
import { User, verifyPassword } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { mailServerForTheFile } from '../../test/mail-server';
import { required } from '../../test/required';
import { nextTestClientAddress, registerAndLogin, sessionCookieFrom } from '../../test/session';

const mail = mailServerForTheFile();
const t = testAppForTheFile(() => ({ SMTP_URL: mail.url, MAIL_FROM: 'Direto <nao-responda@direto.test>' }));

const requestReset = (email: string, remoteAddress = nextTestClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset', remoteAddress, payload: { email } });
const confirm = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', remoteAddress: nextTestClientAddress(), headers: cookie ? { cookie } : {}, payload });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

/** The token of the reset link in the last message to `email`. */
async function linkTokenFor(email: string, after = 0): Promise<string> {
  const message = await mail.messageTo(email, 5000, after);
  const match = new RegExp(`${t.config.PUBLIC_URL}/redefinir-senha\\?token=([\\w-]+)`).exec(message.text);
  return required(match?.[1], `o link no e-mail: ${message.text}`);
}

describe('POST /api/password-reset', () => {
  it('answers 202 with the same body whether or not the account exists, and mails only a real account', async () => {
    const { email } = await registerAndLogin(t, { firstName: 'Marina' });
    const before = mail.received.length;
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset('ninguem-aqui@teste.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.body).toBe(known.body);

    const message = await mail.messageTo(email, 5000, before);
    expect(message.subject).toBe('Redefinir sua senha');
    expect(message.from).toBe('nao-responda@direto.test');
    expect(message.text).toContain('Olá, Marina!');
    expect(message.text).toContain('30 minutos');
    expect(message.text).toMatch(/redefinir-senha\?token=/);
    expect(message.html).toContain('Direto');
    await t.app.mailer.delivered();
    expect(mail.received.slice(before).some((received) => received.to.includes('ninguem-aqui@teste.com'))).toBe(false);
  });

  it('limits requests per e-mail (429 in pt-BR)', async () => {
    const { email } = await registerAndLogin(t);
    for (let i = 0; i < 5; i++) expect((await requestReset(email)).statusCode).toBe(202);
    const refused = await requestReset(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Muitos pedidos de redefinição de senha. Tente novamente mais tarde.');
  });

  it('limits requests per address, whatever the e-mails', async () => {
    const address = nextTestClientAddress();
    for (let i = 0; i < 20; i++) expect((await requestReset(`varios-${i}@teste.com`, address)).statusCode).toBe(202);
    expect((await requestReset('mais-um@teste.com', address)).statusCode).toBe(429);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password, ends every other session of the account and signs this browser in', async () => {
    const { email, cookie: oldSession, user } = await registerAndLogin(t);
    const before = mail.received.length;
    await requestReset(email);
    const token = await linkTokenFor(email, before);

    const res = await confirm({ token, password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, hasPassword: true });
    const newSession = sessionCookieFrom(res);
    expect((await me(newSession)).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);

    const stored = await t.em().findOneOrFail(User, user.id);
    expect(await verifyPassword(required(stored.password, 'a senha'), 'nova-senha-forte')).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: nextTestClientAddress(), payload: { email, password: 'nova-senha-forte' } });
    expect(login.statusCode).toBe(200);

    // Single use.
    const again = await confirm({ token, password: 'outra-senha-123', confirmPassword: 'outra-senha-123' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses a made-up token and an expired one with "Link inválido ou expirado"', async () => {
    const bad = await confirm({ token: 'nao-existe', password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RESET_LINK_INVALID);

    const { email } = await registerAndLogin(t);
    const before = mail.received.length;
    await requestReset(email);
    const token = await linkTokenFor(email, before);
    await t.em().getConnection().execute(`update "password_reset_tokens" set "expires_at" = now() - interval '1 minute'`);
    const expired = await confirm({ token, password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(RESET_LINK_INVALID);
  });

  it('applies the registration rules to the new password and needs both fields equal', async () => {
    const short = await confirm({ token: 'qualquer', password: '123', confirmPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('A senha deve ter pelo menos 8 caracteres');
    const differ = await confirm({ token: 'qualquer', password: 'nova-senha-forte', confirmPassword: 'nova-senha-fraca' });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().message).toContain('As senhas não coincidem');
  });

  it('gives a Google-only account its first password', async () => {
    const { email, user } = await registerAndLogin(t);
    await t.em().nativeUpdate(User, { id: user.id }, { password: null, googleSub: `google-${user.id}` });
    const before = mail.received.length;
    await requestReset(email);
    const message = await mail.messageTo(email, 5000, before);
    expect(message.text).toContain('criada com o Google');
    const token = await linkTokenFor(email, before);
    const res = await confirm({ token, password: 'primeira-senha', confirmPassword: 'primeira-senha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasPassword: true });
  });
});
