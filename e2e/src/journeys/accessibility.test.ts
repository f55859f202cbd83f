import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, signInThroughApi, type Credentials } from '../harness/accounts';
import { seriousAccessibilityViolations } from '../harness/accessibility';
import { useBrowser } from '../harness/browser-suite';

const browser = useBrowser();

interface Screen {
  name: string;
  account: Credentials | null;
  viewport?: { width: number; height: number };
  /** Brings the page to the screen and waits until it has loaded its data. */
  open(page: Page): Promise<void>;
}

const MENU = `/restaurant/${DEMO_RESTAURANT.slug}`;

const SCREENS: Screen[] = [
  {
    name: 'login',
    account: null,
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    },
  },
  {
    name: 'registration through a restaurant link',
    account: null,
    open: async (page) => {
      await page.goto(`/r/${DEMO_RESTAURANT.slug}`);
      await page.getByRole('tab', { name: 'Cadastrar' }).click();
      await page.getByText(`Crie sua conta para pedir de ${DEMO_RESTAURANT.name}`).waitFor();
    },
  },
  {
    name: 'customer dashboard',
    account: DEMO_CUSTOMER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: new RegExp(DEMO_RESTAURANT.name) }).waitFor();
    },
  },
  {
    name: 'restaurant menu with a cart',
    account: DEMO_CUSTOMER,
    open: async (page) => {
      await page.goto(MENU);
      await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
      await page.getByRole('complementary', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).waitFor();
    },
  },
  {
    name: 'cart sheet on a phone',
    account: DEMO_CUSTOMER,
    viewport: { width: 390, height: 844 },
    open: async (page) => {
      await page.goto(MENU);
      await page.getByRole('button', { name: 'Adicionar Quindim', exact: true }).click();
      await page.getByRole('button', { name: 'Abrir carrinho: 1 item' }).click();
      await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).waitFor();
    },
  },
  {
    name: 'owner dashboard',
    account: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('table').getByRole('button', { name: 'Próximo Status' }).first().waitFor();
      await page.getByRole('region', { name: 'Estatísticas de hoje' }).getByText('R$').waitFor();
    },
  },
  {
    name: 'product management modal',
    account: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
      await page.getByRole('dialog', { name: 'Gerenciar Produtos' }).getByText(/^Mostrando/).waitFor();
    },
  },
  {
    name: 'product form modal',
    account: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Adicionar Produto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Produto' });
      // With its validation messages showing.
      await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
      await dialog.getByText('Nome é obrigatório').waitFor();
    },
  },
  ...['Restaurante', 'Entrega', 'Funcionamento', 'Conta'].map(
    (tab): Screen => ({
      name: `settings, tab ${tab}`,
      account: DEMO_OWNER,
      open: async (page) => {
        await page.goto('/settings');
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).getByRole('button').first().waitFor();
      },
    }),
  ),
  ...['Usuários', 'Restaurantes', 'Configurações'].map(
    (tab): Screen => ({
      name: `admin panel, tab ${tab}`,
      account: DEMO_ADMIN,
      open: async (page) => {
        await page.goto('/admin');
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).getByRole(tab === 'Configurações' ? 'button' : 'row').first().waitFor();
      },
    }),
  ),
  {
    name: 'profile in edit mode',
    account: DEMO_CUSTOMER,
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByLabel('Telefone').waitFor();
    },
  },
  {
    name: 'profile',
    account: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Editar' }).waitFor();
    },
  },
  {
    name: '404 page',
    account: null,
    open: async (page) => {
      await page.goto('/nao-existe');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    },
  },
];

describe('accessibility (axe-core): no serious or critical violations', () => {
  it.each(SCREENS)('$name', async (screen) => {
    const { page, context } = await browser.newVisitor(screen.viewport ? { viewport: screen.viewport } : {});
    if (screen.account) await signInThroughApi(context.request, screen.account);
    await screen.open(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
