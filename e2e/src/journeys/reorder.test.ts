import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { DESKTOP } from '../harness/screens';
import { normalized } from '../harness/ui';

const browser = useBrowser();

interface Menu {
  restaurantId: string;
  slug: string;
  deliveryFee: string;
  products: Record<string, string>;
}

/** A new owner's snack bar: Coxinha R$ 8,00, Pastel R$ 8,00 and Suco R$ 6,00, through the API. */
async function snackBar(request: APIRequestContext): Promise<Menu> {
  await registerThroughApi(request, { email: uniqueEmail('lanchonete'), password: 'senha-da-lanchonete-1', firstName: 'Zé', lastName: 'Salgado', userType: 'restaurant' });
  const created = await request.post('/api/restaurants', { data: { name: 'Lanchonete do Zé', description: 'Salgados na hora.', cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string; deliveryFee: string | null };
  const products: Record<string, string> = {};
  for (const [name, price] of [['Coxinha', '8.00'], ['Pastel', '8.00'], ['Suco', '6.00']] as const) {
    const response = await request.post('/api/products', { data: { restaurantId: restaurant.id, name, description: 'Feito na hora.', price, prepTime: 10 } });
    expect(response.status(), await response.text()).toBe(201);
    products[name] = ((await response.json()) as { id: string }).id;
  }
  return { restaurantId: restaurant.id, slug: restaurant.shareableSlug, deliveryFee: restaurant.deliveryFee ?? '0.00', products };
}

describe("'Pedir de novo'", () => {
  it('names an unavailable item and a changed price, and the cart holds the rest at today’s prices; nothing is placed', async () => {
    const owner = await browser.newVisitor();
    const menu = await snackBar(owner.context.request);

    const { page, context } = await browser.newVisitor({ viewport: DESKTOP });
    await registerThroughApi(context.request, { email: uniqueEmail('freguesa'), password: 'senha-da-freguesa-1', firstName: 'Rita', lastName: 'Lima', userType: 'customer' });
    const fee = Number(menu.deliveryFee);
    const placed = await context.request.post('/api/orders', {
      data: {
        order: {
          restaurantId: menu.restaurantId,
          subtotal: '30.00',
          deliveryFee: menu.deliveryFee,
          total: (30 + fee).toFixed(2),
          customerPhone: '(11) 98888-7777',
          deliveryAddress: 'Rua das Flores, 10',
        },
        items: [
          { productId: menu.products.Coxinha, quantity: 2, unitPrice: '8.00', totalPrice: '16.00' },
          { productId: menu.products.Pastel, quantity: 1, unitPrice: '8.00', totalPrice: '8.00' },
          { productId: menu.products.Suco, quantity: 1, unitPrice: '6.00', totalPrice: '6.00' },
        ],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);

    // Since then: the Coxinha ran out and the Pastel costs R$ 9,00.
    const edit = (name: string, changes: Record<string, unknown>) =>
      owner.context.request.put(`/api/products/${menu.products[name]}`, { data: { name, description: 'Feito na hora.', price: '8.00', prepTime: 10, ...changes } });
    expect((await edit('Coxinha', { isAvailable: false })).status()).toBe(200);
    expect((await edit('Pastel', { price: '9.00' })).status()).toBe(200);

    await page.goto('/orders');
    await page.getByRole('button', { name: 'Pedir de novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'O cardápio mudou desde este pedido' });
    const changes = dialog.getByRole('list', { name: 'O que mudou' }).getByRole('listitem');
    await changes.first().waitFor();
    expect((await changes.allInnerTexts()).map(normalized)).toEqual(['Coxinha está indisponível', 'Preço de Pastel mudou de R$ 8,00 para R$ 9,00']);
    await dialog.getByRole('button', { name: 'Ver carrinho' }).click();

    await page.waitForURL(new RegExp(`/restaurant/${menu.slug}$`));
    const cart = page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByRole('group', { name: 'Quantidade de Pastel' }).waitFor();
    await cart.getByRole('group', { name: 'Quantidade de Suco' }).waitFor();
    expect(await cart.getByRole('group', { name: 'Quantidade de Coxinha' }).count()).toBe(0);
    expect(normalized(await cart.innerText())).toContain('R$ 9,00');

    // Nothing was placed: the customer still has one order.
    const mine = (await (await context.request.get('/trpc/order.mine')).json()) as { result: { data: unknown[] } };
    expect(mine.result.data).toHaveLength(1);
  });
});
