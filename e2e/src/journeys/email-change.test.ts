import { expect, it } from 'vitest';
import { registerThroughApi, signInThroughForm, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { linkIn, waitForMail } from '../harness/outbox';
import { expectToast } from '../harness/ui';

const browser = useBrowser();

// Issue 28: a new e-mail needs the current password and replaces the old one only once the link
// mailed to it is opened.
it('Conta › Email: the current password, a link to the new address, and then the new e-mail signs in', async () => {
  const oldEmail = uniqueEmail('dono-email-antigo');
  const newEmail = uniqueEmail('dono-email-novo');
  const password = 'senha-do-dono-1';
  const owner = await browser.newVisitor();
  await registerThroughApi(owner.context.request, { email: oldEmail, password, firstName: 'Rosa', lastName: 'Prado', userType: 'restaurant' });
  const created = await owner.context.request.post('/api/restaurants', { data: { name: `Cantina da Rosa ${Date.now().toString(36)}`, cuisine: 'Italiana' } });
  expect(created.status(), await created.text()).toBe(201);

  await owner.page.goto('/settings');
  await owner.page.getByRole('tab', { name: 'Conta' }).click();
  const conta = owner.page.getByRole('tabpanel', { name: 'Conta' });
  await conta.getByLabel('Email').fill(newEmail);
  await conta.getByRole('button', { name: 'Salvar conta' }).click();
  await conta.getByText('Informe a senha atual para alterar o email.').waitFor();
  await conta.getByLabel('Senha atual').fill(password);
  await conta.getByRole('button', { name: 'Salvar conta' }).click();
  await expectToast(owner.page, 'Confirme o novo email', `Enviamos um link de confirmação para ${newEmail}. O email da conta muda quando você abrir o link.`);
  await conta.getByRole('status').filter({ hasText: `Aguardando a confirmação de ${newEmail}` }).waitFor();

  // Until the link is opened, the old e-mail is the account's.
  const elsewhere = await browser.newVisitor();
  expect((await elsewhere.context.request.post('/api/login', { data: { email: newEmail, password } })).status()).toBe(401);

  // The link, opened in another browser (signed out): one tap confirms.
  const mail = await waitForMail(newEmail, 'Confirme seu email');
  await elsewhere.page.goto(linkIn(mail, '/confirmar-email?token='));
  await elsewhere.page.getByRole('button', { name: 'Confirmar email' }).click();
  await elsewhere.page.getByRole('status').filter({ hasText: `Email confirmado! Sua conta agora usa ${newEmail}.` }).waitFor();

  // The new e-mail signs in; the old one no longer does; Conta shows the new one.
  await signInThroughForm(elsewhere.page, { email: newEmail, password });
  expect((await elsewhere.context.request.post('/api/login', { data: { email: oldEmail, password } })).status()).toBe(401);
  await owner.page.goto('/settings');
  await owner.page.getByRole('tab', { name: 'Conta' }).click();
  await expect.poll(() => owner.page.getByRole('tabpanel', { name: 'Conta' }).getByLabel('Email').inputValue()).toBe(newEmail);
  expect(await owner.page.getByRole('tabpanel', { name: 'Conta' }).getByText('Aguardando a confirmação').count()).toBe(0);
});
