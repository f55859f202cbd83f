import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo data the server seeds on its fresh database (SEED_DEMO_DATA=true). */
export const DEMO_ADMIN: Credentials = { email: 'admin@direto.app', password: 'admin12345' };
export const DEMO_OWNER: Credentials = { email: 'maria@direto.app', password: 'restaurante123' };
export const DEMO_CUSTOMER: Credentials = { email: 'ana@direto.app', password: 'cliente123' };
/** Issue 21: the demo staff member ('Atendente') of Sabor da Bahia. */
export const DEMO_STAFF: Credentials = { email: 'joao@direto.app', password: 'atendente123' };
export const DEMO_RESTAURANT = { name: 'Sabor da Bahia', slug: 'sabor-da-bahia' };
/** The demo pizzaria with option groups (sizes, half-and-half flavours, crusts) and its owner. */
export const PIZZERIA = { name: 'Pizzaria Forno a Lenha', slug: 'pizzaria-forno-a-lenha' };
export const PIZZERIA_OWNER: Credentials = { email: 'lucia@direto.app', password: 'restaurante123' };

/** An email no other test uses, so journeys never step on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@e2e.direto.app`;
}

/** Signs in the way a person does: the 'Entrar' form on /, then the full page reload. */
export async function signInThroughForm(page: Page, account: Credentials): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('tabpanel', { name: 'Entrar' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Senha').fill(account.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  // The page reloads into the signed-in screens: the login tabs go away.
  await page.getByRole('tab', { name: 'Entrar' }).waitFor({ state: 'detached' });
}

/**
 * Signs in through the API with the browser context's cookie jar, for tests whose subject is
 * not the login form. The next page load is signed in.
 */
export async function signInThroughApi(request: APIRequestContext, account: Credentials): Promise<void> {
  const response = await request.post('/api/login', { data: account });
  if (!response.ok()) throw new Error(`Login de ${account.email} falhou: ${response.status()} ${await response.text()}`);
}

export interface NewAccount extends Credentials {
  firstName: string;
  lastName: string;
  userType: 'customer' | 'restaurant';
  /** Registers through this restaurant's link (a customer the restaurant invited). */
  restaurantSlug?: string;
}

/** Creates an account through POST /api/register; the request context is then signed in as it. */
export async function registerThroughApi(request: APIRequestContext, account: NewAccount): Promise<{ id: string }> {
  const response = await request.post('/api/register', { data: account });
  if (!response.ok()) throw new Error(`Cadastro de ${account.email} falhou: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
