import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { expectToast, textOf } from '../harness/ui';

const browser = useBrowser();
const contexts: APIRequestContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

describe('Configurações › Integrações › Open Delivery (issue 34)', () => {
  it('the owner switches it on and generates credentials, the secret shows once, and a POS poll turns the status into “PDV conectado há …”', async () => {
    const { page, context } = await browser.newVisitor();
    // An owner and a restaurant of their own: the demo restaurant's connection is another test's.
    await registerThroughApi(context.request, { email: uniqueEmail('dono-pdv'), password: 'senha-do-dono-1', firstName: 'Sílvio', lastName: 'Prado', userType: 'restaurant' });
    const created = await context.request.post('/api/restaurants', { data: { name: `Cantina do PDV ${Date.now().toString(36)}`, cuisine: 'Italiana' } });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/settings?aba=integracoes');
    const panel = page.getByRole('tabpanel', { name: 'Integrações' });
    await panel.getByText('O PDV ainda não se conectou').waitFor();
    await panel.getByRole('switch', { name: 'Ativar Open Delivery' }).click();
    await expectToast(page, 'Open Delivery ativado');

    await panel.getByRole('button', { name: 'Gerar novas credenciais' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar credenciais' }).click();
    const secretField = panel.getByRole('textbox', { name: 'Client secret' });
    await secretField.waitFor();
    await panel.getByText('Guarde agora: não será mostrado de novo.').waitFor();
    const clientSecret = await secretField.inputValue();
    const clientIdField = panel.getByRole('textbox', { name: 'Client ID' });
    await expect.poll(() => clientIdField.inputValue()).not.toBe('');
    const clientId = await clientIdField.inputValue();
    expect(clientSecret.length).toBeGreaterThan(20);
    await expect.poll(() => textOf(panel)).toContain(`Client ID: ${clientId}`);

    // The POS, over real HTTP: a token, then a poll.
    const pos = await request.newContext({ baseURL: browser.baseUrl });
    contexts.push(pos);
    const token = await pos.post('/oauth/token', { form: { client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' } });
    expect(token.status(), await token.text()).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const polled = await pos.get('/v1/events:polling', { headers: { authorization: `Bearer ${access_token}` } });
    expect(polled.status()).toBe(204);
    await expect.poll(() => textOf(panel), { timeout: 15_000 }).toMatch(/PDV conectado há \d+ s/);

    // Shown once: after a reload only the client id is there.
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Integrações' }).getByText(/PDV conectado há/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Client secret' }).count()).toBe(0);
    expect(await page.content()).not.toContain(clientSecret);
  });
});
