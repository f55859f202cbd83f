import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, type Credentials } from '../harness/accounts';
import { startAppServer, type AppServer } from '../harness/app-server';
import { useBrowser } from '../harness/browser-suite';
import { RESULTS_DIR } from '../harness/paths';
import { expectToast, textOf } from '../harness/ui';

const browser = useBrowser();

/**
 * Live orders across server processes: two `pnpm start` servers (A and B) on ONE database, as
 * behind a load balancer. What happens through one reaches a browser connected to the other,
 * through PostgreSQL LISTEN/NOTIFY and server-sent events, without a reload.
 */
let serverA: AppServer;
let serverB: AppServer;
let customerApi: APIRequestContext;

beforeAll(async () => {
  serverA = await startAppServer({ logFile: `${RESULTS_DIR}/live-orders-server-a.log` });
  serverB = await startAppServer({ logFile: `${RESULTS_DIR}/live-orders-server-b.log`, shareDatabaseWith: serverA });
  customerApi = await request.newContext({ baseURL: serverA.baseUrl });
  const login = await customerApi.post('/api/login', { data: DEMO_CUSTOMER });
  if (!login.ok()) throw new Error(`Login de ${DEMO_CUSTOMER.email} falhou: ${login.status()}`);
}, 150_000);

afterAll(async () => {
  await customerApi?.dispose();
  // B shares A's PostgreSQL: stop it first.
  await serverB?.stop();
  await serverA?.stop();
}, 60_000);

/** The 'Entrar' form of `server`, then the reload into the signed-in screens. */
async function signInOn(page: Page, server: AppServer, account: Credentials): Promise<void> {
  await page.goto(`${server.baseUrl}/`);
  const form = page.getByRole('tabpanel', { name: 'Entrar' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Senha').fill(account.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('tab', { name: 'Entrar' }).waitFor({ state: 'detached' });
}

/** Ana orders one unit of the first available dish of Sabor da Bahia, through server A's REST API. */
async function placeOrderOnServerA(): Promise<{ id: string }> {
  const restaurant = (await (await customerApi.get(`/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string; deliveryFee: string };
  const products = (await (await customerApi.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string; price: string; isAvailable: boolean }[];
  const dish = products.find((product) => product.isAvailable);
  if (!dish) throw new Error('Nenhum prato disponível no cardápio de demonstração.');
  const cents = (money: string) => Math.round(Number(money) * 100);
  const response = await customerApi.post('/api/orders', {
    data: {
      order: {
        restaurantId: restaurant.id,
        subtotal: dish.price,
        deliveryFee: restaurant.deliveryFee,
        total: ((cents(dish.price) + cents(restaurant.deliveryFee)) / 100).toFixed(2),
        status: 'pending',
      },
      items: [{ productId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }],
    },
  });
  if (response.status() !== 201) throw new Error(`Pedido recusado: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** The number in '(2) Direto', 0 for 'Direto'. */
async function pendingInTitle(page: Page): Promise<number> {
  const match = /^\((\d+)\) Direto$/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

describe('live orders across two servers on one database', () => {
  it("shows an order placed through server A on the owner's dashboard open on server B, without reload, with sound and the title count", async () => {
    const { page, context } = await browser.newVisitor();
    // Counts the notes the alert chime synthesises (Web Audio), to tell that the sound played.
    await context.addInitScript(() => {
      const counter = window as unknown as { __chimeNotes: number };
      counter.__chimeNotes = 0;
      const createOscillator = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        counter.__chimeNotes += 1;
        return createOscillator.call(this);
      };
    });
    await signInOn(page, serverB, DEMO_OWNER);
    // New orders arrive in the open orders' list (finished ones are a separate table).
    const table = page.getByRole('table', { name: 'Pedidos em andamento' });
    await table.waitFor();
    await page.getByText('Pedidos ao vivo', { exact: true }).waitFor();

    // Browsers allow sound only after a gesture: the dashboard asks for the click when needed.
    const enableSound = page.getByText('O navegador bloqueou o som', { exact: false });
    if (await enableSound.isVisible()) {
      await page.getByRole('button', { name: 'Ativar som' }).click();
      await enableSound.waitFor({ state: 'detached' });
    }
    await expect.poll(() => page.title()).toMatch(/^(\(\d+\) )?Direto$/);
    const pendingBefore = await pendingInTitle(page);
    const rowsBefore = await table.getByRole('row').count();
    const stats = page.getByRole('region', { name: 'Estatísticas de hoje' });
    await expect.poll(() => textOf(stats)).toMatch(/Pedidos hoje \d+/);
    const ordersToday = async () => Number(/Pedidos hoje (\d+)/.exec(await textOf(stats))?.[1]);
    const ordersTodayBefore = await ordersToday();

    const startedAt = Date.now();
    const order = await placeOrderOnServerA();
    const shortId = `#${order.id.slice(-4)}`;
    await table.getByText(shortId, { exact: true }).waitFor();
    const elapsedMs = Date.now() - startedAt;
    console.log(`[e2e] pedido feito no servidor A apareceu no painel do servidor B em ${elapsedMs} ms`);
    expect(elapsedMs).toBeLessThan(1_000);

    await expectToast(page, 'Novo pedido!', `Pedido ${shortId} aguardando confirmação.`);
    await expect.poll(() => pendingInTitle(page)).toBe(pendingBefore + 1);
    expect(await table.getByRole('row').count()).toBe(rowsBefore + 1);
    await expect.poll(() => textOf(page.getByRole('region', { name: 'Pedidos ao vivo' }))).toContain(`${pendingBefore + 1} pedidos pendentes`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chimeNotes: number }).__chimeNotes)).toBeGreaterThan(0);
    // The stat cards follow too.
    await expect.poll(ordersToday).toBe(ordersTodayBefore + 1);

    // Confirming it takes it out of the pending count: the title follows.
    await table.getByRole('row').filter({ hasText: shortId }).getByRole('button', { name: 'Próximo Status' }).click();
    await expect.poll(() => pendingInTitle(page)).toBe(pendingBefore);
  });

  it("moves the customer's status timeline on server A when the owner advances the order on server B", async () => {
    const order = await placeOrderOnServerA();
    const shortId = `#${order.id.slice(-4)}`;

    const customer = await browser.newVisitor();
    await signInOn(customer.page, serverA, DEMO_CUSTOMER);
    await customer.page.goto(`${serverA.baseUrl}/orders/${order.id}`);
    await customer.page.getByRole('heading', { name: `Pedido ${shortId}` }).waitFor();
    const currentStep = customer.page.getByRole('list', { name: 'Andamento do pedido' }).locator('[aria-current="step"]');
    await expect.poll(() => textOf(currentStep)).toContain('Pendente');

    const owner = await browser.newVisitor();
    await signInOn(owner.page, serverB, DEMO_OWNER);
    const row = owner.page.getByRole('table').getByRole('row').filter({ hasText: shortId });
    await row.getByRole('button', { name: 'Próximo Status' }).click();
    await expect.poll(() => textOf(currentStep)).toContain('Confirmado');
    await row.getByRole('button', { name: 'Próximo Status' }).click();
    await expect.poll(() => textOf(currentStep)).toContain('Preparando');
  });
});
