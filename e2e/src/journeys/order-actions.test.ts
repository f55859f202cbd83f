import type { APIRequestContext, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, registerThroughApi, signInThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { textOf } from '../harness/ui';

const browser = useBrowser();

interface NewRestaurant {
  id: string;
  name: string;
  slug: string;
  product: { id: string; price: string };
}

/** A new owner with a new restaurant (no ratings, no orders) and one dish, through the API. */
async function newRestaurant(request: APIRequestContext): Promise<NewRestaurant> {
  await registerThroughApi(request, { email: uniqueEmail('novo-dono'), password: 'senha-do-dono-1', firstName: 'Célia', lastName: 'Ramos', userType: 'restaurant' });
  const name = `Cantina ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Italiana' } });
  expect(created.status()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Lasanha', description: 'De forno.', price: '30.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  const product = (await dish.json()) as { id: string; price: string };
  return { id: restaurant.id, name, slug: restaurant.shareableSlug, product };
}

/** Ana (the demo customer, with phone and address) orders one dish through the REST API. */
async function order(customer: APIRequestContext, restaurant: NewRestaurant): Promise<string> {
  const response = await customer.post('/api/orders', {
    data: {
      order: { restaurantId: restaurant.id, subtotal: '30.00', deliveryFee: '0.00', total: '30.00', status: 'pending' },
      items: [{ productId: restaurant.product.id, quantity: 1, unitPrice: '30.00', totalPrice: '30.00' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `#${((await response.json()) as { id: string }).id.slice(-4)}`;
}

/** A rating of '0,0' on its own (not the 'R$ 0,00' of a free delivery). */
const NO_RATING = /(^|\s)0,0($|\s)/;

/** The order ids of a table, top to bottom. */
const idsIn = (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => /#[0-9a-f]{4}/.exec(row.textContent ?? '')?.[0]));

describe("the owner's orders and numbers", () => {
  it("names each step on 'Próximo Status', pins pending orders first, keeps finished ones apart, and shows 'Novo' and '—' until there is data", async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);
    const customer = await browser.newVisitor();
    await signInThroughApi(customer.context.request, DEMO_CUSTOMER);

    // A new restaurant: no ratings, nothing delivered yet.
    await owner.page.goto('/dashboard');
    const stats = owner.page.getByRole('region', { name: 'Estatísticas de hoje' });
    await expect.poll(() => textOf(stats)).toContain('Tempo médio —');
    expect(await textOf(stats)).toContain('Avaliação Novo');
    expect(await textOf(stats)).not.toMatch(NO_RATING);

    // The customer sees 'Novo' on its card and its menu, not '★ 0,0'.
    await customer.page.goto('/dashboard');
    const card = customer.page.getByRole('link').filter({ has: customer.page.getByRole('heading', { name: restaurant.name }) });
    await expect.poll(() => textOf(card)).toContain('Novo');
    expect(await textOf(card)).not.toMatch(NO_RATING);
    await customer.page.goto(`/restaurant/${restaurant.slug}`);
    const banner = customer.page.locator('section').filter({ has: customer.page.getByRole('heading', { level: 1, name: restaurant.name }) });
    await expect.poll(() => textOf(banner)).toContain('Novo');
    expect(await textOf(banner)).not.toMatch(NO_RATING);

    const first = await order(customer.context.request, restaurant);
    const second = await order(customer.context.request, restaurant);
    const third = await order(customer.context.request, restaurant);

    await owner.page.reload();
    const open = owner.page.getByRole('table', { name: 'Pedidos em andamento' });
    const finished = owner.page.getByRole('region', { name: 'Finalizados' });
    await expect.poll(() => idsIn(open)).toEqual([third, second, first]);
    await finished.getByText('Nenhum pedido finalizado ainda.').waitFor();
    const rowOf = (id: string) => owner.page.getByRole('row').filter({ hasText: id });

    // Each click says what it does; a confirmed order leaves the pinned pending ones.
    await rowOf(first).getByRole('button', { name: 'Próximo Status · Confirmar', exact: true }).click();
    await rowOf(first).getByRole('button', { name: 'Próximo Status · Iniciar preparo', exact: true }).waitFor();
    await expect.poll(() => idsIn(open)).toEqual([third, second, first]);
    await rowOf(third).getByRole('button', { name: 'Próximo Status · Confirmar', exact: true }).click();
    await expect.poll(() => idsIn(open)).toEqual([second, third, first]);

    // Issue 17: a delivery goes through 'Saiu para entrega'.
    for (const step of ['Iniciar preparo', 'Pronto', 'Saiu para entrega', 'Entregue']) {
      await rowOf(first).getByRole('button', { name: `Próximo Status · ${step}`, exact: true }).click();
    }
    // Delivered: in the finished list, with the plain (disabled) spec button.
    const finishedTable = owner.page.getByRole('table', { name: 'Pedidos finalizados' });
    await expect.poll(() => idsIn(finishedTable)).toEqual([first]);
    expect(await idsIn(open)).toEqual([second, third]);
    expect(await finishedTable.getByRole('button', { name: 'Próximo Status', exact: true }).isDisabled()).toBe(true);

    // With an order delivered today the average time is a number of minutes.
    await expect.poll(() => textOf(stats)).toMatch(/Tempo médio \d+ min/);
  });
});
