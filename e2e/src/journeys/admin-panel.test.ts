import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, registerThroughApi, signInThroughForm, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { gradientPng } from '../harness/png';
import { required } from '../harness/required';
import { chooseFile, expectToast, imageLoaded, textOf } from '../harness/ui';

const browser = useBrowser();

describe('the admin panel', () => {
  it('the admin edits a user, who then sees the change on their profile', async () => {
    const member = await browser.newVisitor();
    const email = uniqueEmail('carol');
    await registerThroughApi(member.context.request, { email, password: 'senha-da-carol-1', firstName: 'Carol', lastName: 'Souza', userType: 'customer' });

    const { page } = await browser.newVisitor();
    await signInThroughForm(page, DEMO_ADMIN);
    await page.getByRole('heading', { name: 'Painel administrativo' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    expect(await textOf(row)).toContain('Carol Souza');
    await row.getByRole('button', { name: `Editar ${email}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Carolina');
    await dialog.getByLabel('Sobrenome').fill('Mendes');
    await dialog.getByLabel('Telefone').pressSequentially('71988887777');
    expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(71) 98888-7777');
    await dialog.getByLabel('Cidade').fill('Salvador');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Usuário atualizado');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => textOf(row)).toContain('Carolina Mendes');

    await member.page.goto('/profile');
    await member.page.getByRole('heading', { name: 'Carolina Mendes' }).waitFor();
    const delivery = await textOf(member.page.getByRole('main'));
    expect(delivery).toContain('Salvador');
    expect(delivery).toContain('(71) 98888-7777');
  });

  it('the admin uploads a logo, which then shows on the login screen', async () => {
    const { page } = await browser.newVisitor();
    await signInThroughForm(page, DEMO_ADMIN);
    await page.getByRole('tab', { name: 'Configurações' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Configurações' });
    await settings.getByRole('button', { name: 'Enviar novo logo' }).click();
    const upload = page.getByRole('dialog', { name: 'Enviar logo' });
    await chooseFile(page, upload.getByText('Clique para escolher ou arraste uma imagem'), {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: gradientPng(200, 200, [20, 120, 90], [240, 180, 40]),
    });
    await expectToast(page, 'Logo atualizado');
    await upload.waitFor({ state: 'detached' });
    const panelLogo = settings.getByRole('img', { name: 'Direto' });
    await expect.poll(() => panelLogo.getAttribute('src')).toMatch(/^\/objects\/[\w-]+$/);
    const logoPath = required(await panelLogo.getAttribute('src'), 'src do logo do painel');
    await expect.poll(() => imageLoaded(panelLogo)).toBe(true);

    // Logout from the account menu, back to the login screen: the uploaded logo is there.
    await page.getByRole('button', { name: /^Menu da conta de / }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expectToast(page, 'Logout realizado com sucesso');
    await page.getByRole('tab', { name: 'Entrar' }).waitFor();
    const loginLogo = page.getByRole('img', { name: 'Direto' }).filter({ visible: true });
    expect(await loginLogo.getAttribute('src')).toBe(logoPath);
    await expect.poll(() => imageLoaded(loginLogo)).toBe(true);

    // And for anyone opening the site afresh.
    const visitor = await browser.newVisitor();
    await visitor.page.goto('/');
    const freshLogo = visitor.page.getByRole('img', { name: 'Direto' }).filter({ visible: true });
    await expect.poll(() => freshLogo.getAttribute('src')).toBe(logoPath);
    await expect.poll(() => imageLoaded(freshLogo)).toBe(true);
  });
});
