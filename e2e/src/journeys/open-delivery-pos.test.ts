import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_RESTAURANT, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { textOf } from '../harness/ui';

const browser = useBrowser();
const contexts: APIRequestContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

/**
 * Issue 34: the restaurant's POS, as an Open Delivery client would be — its own HTTP client with
 * the bearer token it got from POST /oauth/token with the credentials the owner issued.
 */
async function connectPos(owner: APIRequestContext, restaurantId: string): Promise<APIRequestContext> {
  const base = `/api/restaurants/${restaurantId}/open-delivery`;
  expect((await owner.put(base, { data: { enabled: true } })).status()).toBe(200);
  const issued = await owner.post(`${base}/credentials`);
  expect(issued.status(), await issued.text()).toBe(201);
  const { clientId, clientSecret } = (await issued.json()) as { clientId: string; clientSecret: string };
  const anonymous = await request.newContext({ baseURL: browser.baseUrl });
  contexts.push(anonymous);
  const token = await anonymous.post('/oauth/token', { form: { client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' } });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const pos = await request.newContext({ baseURL: browser.baseUrl, extraHTTPHeaders: { authorization: `Bearer ${access_token}` } });
  contexts.push(pos);
  return pos;
}

/** One Quindim, delivered, ordered through the REST API by the signed-in customer of `customer`. */
async function orderQuindim(customer: APIRequestContext, restaurant: { id: string; deliveryFee: string }): Promise<string> {
  const products = (await (await customer.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string; name: string; price: string }[];
  const dish = products.find((product) => product.name === 'Quindim');
  if (!dish) throw new Error('Quindim não está no cardápio de demonstração.');
  const cents = (money: string) => Math.round(Number(money) * 100);
  const response = await customer.post('/api/orders', {
    data: {
      order: { restaurantId: restaurant.id, subtotal: dish.price, deliveryFee: restaurant.deliveryFee, total: ((cents(dish.price) + cents(restaurant.deliveryFee)) / 100).toFixed(2) },
      items: [{ productId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The owner's dashboard, signed in, with its orders table and live stream up. */
async function ownerDashboard(): Promise<{ page: Page; api: APIRequestContext }> {
  const { page, context } = await browser.newVisitor();
  await signInThroughApi(context.request, DEMO_OWNER);
  await page.goto('/dashboard');
  await page.getByRole('table', { name: 'Pedidos em andamento' }).waitFor();
  await page.getByText('Pedidos ao vivo', { exact: true }).waitFor();
  return { page, api: context.request };
}

describe('a POS connected through Open Delivery', () => {
  it("confirms a customer's order: it moves on the owner's board and on the customer's page live, and the POS's code shows on the detail", async () => {
    const owner = await ownerDashboard();
    const restaurant = (await (await owner.api.get(`/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string; deliveryFee: string };
    const pos = await connectPos(owner.api, restaurant.id);

    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('pdv'), password: 'senha-do-cliente-1', firstName: 'Paula', lastName: 'Dias', userType: 'customer' });
    const orderId = await orderQuindim(customer.context.request, restaurant);
    const shortId = `#${orderId.slice(-4)}`;
    await customer.page.goto(`/orders/${orderId}`);
    await customer.page.getByRole('heading', { name: `Pedido ${shortId}` }).waitFor();
    const currentStep = customer.page.getByRole('list', { name: 'Andamento do pedido' }).locator('[aria-current="step"]');
    await expect.poll(() => textOf(currentStep)).toContain('Pendente');
    const row = owner.page.getByRole('table', { name: 'Pedidos em andamento' }).getByRole('row').filter({ hasText: shortId });
    await expect.poll(() => textOf(row)).toContain('Pendente');

    // The POS reads the order it polled, then confirms it with its own number.
    const document = await pos.get(`/v1/orders/${orderId}`);
    expect(document.status()).toBe(200);
    expect(await document.json()).toMatchObject({ id: orderId, type: 'DELIVERY', displayId: orderId.slice(-4) });
    const confirmed = await pos.post(`/v1/orders/${orderId}/confirm`, { data: { createdAt: new Date().toISOString(), orderExternalCode: '4321' } });
    expect(confirmed.status(), await confirmed.text()).toBe(202);

    // No reload on either screen: the live stream carries the POS's change.
    await expect.poll(() => textOf(row)).toContain('Confirmado');
    await expect.poll(() => textOf(currentStep)).toContain('Confirmado');
    expect((await pos.post(`/v1/orders/${orderId}/preparing`)).status()).toBe(202);
    await expect.poll(() => textOf(currentStep)).toContain('Preparando');

    await owner.page.goto(`/dashboard/orders/${orderId}`);
    await owner.page.getByRole('heading', { name: `Pedido ${shortId}` }).waitFor();
    await owner.page.getByText('PDV: 4321', { exact: true }).waitFor();
  });
});
