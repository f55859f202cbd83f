import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_OWNER, DEMO_RESTAURANT, DEMO_STAFF, PIZZERIA, PIZZERIA_OWNER, registerThroughApi, signInThroughApi, uniqueEmail, type Credentials } from './accounts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Who looks at the screen: nobody signed in, a demo account, or an owner who has no restaurant yet. */
export type Viewer = Credentials | 'signed-out' | 'new-owner';

/** A main screen of the app, reached the way a person reaches it; used by the accessibility scan and the screenshots. */
export interface MainScreen {
  /** File-name friendly, e.g. 'owner-dashboard'. */
  id: string;
  /** What the screen is, in pt-BR, for docs/screenshots/README.md. */
  title: string;
  viewer: Viewer;
  /** Only on a phone (the cart's bottom sheet). */
  phoneOnly?: boolean;
  /** Dialogs are photographed as the viewport shows them, pages in full. */
  dialog?: boolean;
  /** Part of the accessibility scan but not worth its own screenshot (another tab of a screen). */
  noScreenshot?: boolean;
  /** Brings the page to the screen and waits until it shows its data. */
  open(page: Page): Promise<void>;
}

export async function signInAs(request: APIRequestContext, viewer: Viewer): Promise<void> {
  if (viewer === 'signed-out') return;
  if (viewer === 'new-owner') {
    await registerThroughApi(request, { email: uniqueEmail('novo-dono'), password: 'senha-do-novo-dono', firstName: 'Otávio', lastName: 'Lima', userType: 'restaurant' });
    return;
  }
  await signInThroughApi(request, viewer);
}

const MENU = `/restaurant/${DEMO_RESTAURANT.slug}`;

/**
 * Issue 33: the new owner's restaurant with tables 1 to 4; tables 2 and 4 ordered through their
 * QR links, table 2 asked for the bill, its conta split by 2 and half paid by card. Table 2's id and QR token.
 */
async function diningRoomWithContas(page: Page): Promise<{ tableId: string; token: string }> {
  const created = await page.request.post('/api/restaurants', { data: { name: 'Boteco do Salão', cuisine: 'Brasileira' } });
  if (created.status() !== 201) throw new Error(`Restaurante recusado (${created.status()}): ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const product = await page.request.post('/api/products', { data: { restaurantId: id, name: 'Moqueca', description: 'Para dois.', price: '60.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null } });
  const { id: productId } = (await product.json()) as { id: string };
  const tables: { id: string; token: string }[] = [];
  for (const name of ['1', '2', '3', '4']) {
    const table = await page.request.post(`/api/restaurants/${id}/tables`, { data: { name } });
    const { id: tableId, link } = (await table.json()) as { id: string; link: string };
    tables.push({ id: tableId, token: link.split('/m/')[1] ?? '' });
  }
  for (const table of [tables[1], tables[3]]) {
    const placed = await page.request.post(`/api/table-links/${table?.token}/orders`, {
      data: { order: { subtotal: '60.00', total: '60.00' }, items: [{ productId, quantity: 1, unitPrice: '60.00', totalPrice: '60.00' }], name: 'Bia' },
    });
    if (placed.status() !== 201) throw new Error(`Pedido da mesa recusado (${placed.status()}): ${await placed.text()}`);
  }
  await page.request.post(`/api/table-links/${tables[1]?.token}/calls`, { data: { type: 'bill' } });
  const room = (await (await page.request.get(`/api/restaurants/${id}/tabs`)).json()) as { tables: { id: string; tab: { id: string } | null }[] };
  const tabId = room.tables.find((table) => table.id === tables[1]?.id)?.tab?.id ?? '';
  await page.request.put(`/api/tabs/${tabId}`, { data: { split: { people: 2 } } });
  await page.request.post(`/api/tabs/${tabId}/payments`, { data: { method: 'credit', brand: 'visa', amount: '33.00' } });
  return { tableId: tables[1]?.id ?? '', token: tables[1]?.token ?? '' };
}

/** A menu spreadsheet as a pizzeria fills the template (issue 35), with one mistyped price. */
export const MENU_SPREADSHEET_SAMPLE = [
  'categoria;produto;descrição;preço;disponível;código PDV;tempo de preparo',
  'Pizzas;Pizza Margherita;Molho de tomate, muçarela e manjericão;45,90;sim;PZ001;30',
  'Pizzas;Pizza Calabresa;Calabresa fatiada e cebola;42,90;sim;PZ002;30',
  'Pizzas;Pizza Portuguesa;Presunto, ovo, cebola e azeitona;12,5O;sim;PZ003;30',
  'Bebidas;Refrigerante lata;350 ml;6,00;sim;;2',
  'Bebidas;Suco de laranja;Natural, 500 ml;9,50;sim;;5',
].join('\r\n');

/**
 * Issue 30: the new owner's restaurant with one dish and 'Aceitar pedidos sem cadastro' on; then
 * the owner signs out, so the page is an anonymous visitor's. Returns the restaurant's slug.
 */
async function guestOrderingRestaurant(page: Page, prepare?: (restaurantId: string) => Promise<void>): Promise<string> {
  const created = await page.request.post('/api/restaurants', { data: { name: 'Acarajé da Rita', cuisine: 'Brasileira' } });
  const { id, shareableSlug } = (await created.json()) as { id: string; shareableSlug: string };
  await page.request.post('/api/products', { data: { restaurantId: id, name: 'Acarajé', description: 'Com vatapá.', price: '20.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null } });
  await page.request.put(`/api/restaurants/${id}/order-settings`, { data: { guestOrders: true } });
  await prepare?.(id);
  await page.request.post('/api/logout');
  return shareableSlug;
}

const settingsTab = (tab: string, noScreenshot: boolean): MainScreen => ({
  id: `settings-${tab.toLowerCase()}`,
  title: `Configurações do restaurante, aba ${tab}`,
  viewer: DEMO_OWNER,
  noScreenshot,
  open: async (page) => {
    await page.goto('/settings');
    const trigger = page.getByRole('tab', { name: tab });
    if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
    await page.getByRole('tabpanel', { name: tab }).getByRole('button').first().waitFor();
  },
});

const adminTab = (tab: string, id: string, noScreenshot: boolean): MainScreen => ({
  id: `admin-${id}`,
  title: `Painel administrativo, aba ${tab}`,
  viewer: DEMO_ADMIN,
  noScreenshot,
  open: async (page) => {
    await page.goto('/admin');
    const trigger = page.getByRole('tab', { name: tab });
    if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
    await page.getByRole('tabpanel', { name: tab }).getByRole(tab === 'Configurações' ? 'button' : 'row').first().waitFor();
  },
});

/**
 * The detail of the demo restaurant's oldest pending order: on the demo data, Ana's order with
 * notes (journeys only add newer ones). Reached from the orders table, as the owner does.
 */
async function openDemoOrderDetail(page: Page): Promise<void> {
  const [restaurant] = (await (await page.request.get('/api/restaurants/my')).json()) as { id: string }[];
  const pending = (await (await page.request.get(`/api/restaurants/${restaurant?.id ?? ''}/orders?status=pending`)).json()) as { id: string }[];
  const order = pending.at(-1);
  if (!order) throw new Error('O restaurante de demonstração não tem pedidos pendentes.');
  await page.goto('/dashboard');
  await page.getByRole('table', { name: 'Pedidos em andamento' }).getByRole('link', { name: `Ver pedido #${order.id.slice(-4)}` }).click();
  await page.getByRole('list', { name: 'Histórico do pedido' }).waitFor();
}

/**
 * Issue 31: a restaurant with the loyalty card on (3 orders for free delivery) and this visitor's
 * device with 2 delivered guest orders there, so the menu's banner reads 'Falta 1 pedido…'. Its
 * owner is made here (known password: the orders are delivered between the guest's visits).
 * Returns the restaurant's slug; the page ends signed out, as the guest.
 */
async function restaurantWithLoyaltyProgress(page: Page): Promise<string> {
  const owner = { email: uniqueEmail('dono-fidelidade'), password: 'senha-do-dono-fiel' };
  await registerThroughApi(page.request, { ...owner, firstName: 'Fábio', lastName: 'Souza', userType: 'restaurant' });
  const slug = await guestOrderingRestaurant(page, async (id) => {
    const card = await page.request.put(`/api/restaurants/${id}/loyalty`, { data: { loyalty: { enabled: true, ordersNeeded: 3, minSubtotal: '0', reward: { type: 'free_delivery' }, validityDays: 30 } } });
    if (card.status() !== 200) throw new Error(`Cartão fidelidade recusado (${card.status()}): ${await card.text()}`);
  });
  const restaurant = (await (await page.request.get(`/api/restaurants/slug/${slug}`)).json()) as { id: string };
  const products = (await (await page.request.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string }[];
  const orderIds: string[] = [];
  for (const street of ['Rua Chile, 22', 'Rua Chile, 24']) {
    const placed = await page.request.post(`/api/restaurants/${restaurant.id}/guest-orders`, {
      data: {
        order: { restaurantId: restaurant.id, subtotal: '20.00', deliveryFee: '0.00', total: '20.00', deliveryAddress: street },
        items: [{ productId: products[0]?.id, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }],
        customer: { name: 'Joana Prado', phone: '(71) 99876-5432', marketingConsent: false },
      },
    });
    if (placed.status() !== 201) throw new Error(`Pedido recusado (${placed.status()}): ${await placed.text()}`);
    orderIds.push(((await placed.json()) as { order: { id: string } }).order.id);
  }
  await signInThroughApi(page.request, owner);
  for (const orderId of orderIds) {
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) {
      const moved = await page.request.put(`/api/orders/${orderId}/status`, { data: { status } });
      if (moved.status() !== 200) throw new Error(`Status recusado (${moved.status()}): ${await moved.text()}`);
    }
  }
  await page.request.post('/api/logout');
  return slug;
}

export const MAIN_SCREENS: MainScreen[] = [
  {
    id: 'login',
    title: 'Login',
    viewer: 'signed-out',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    },
  },
  {
    id: 'register-invitation',
    title: 'Cadastro pelo link de um restaurante (/r/sabor-da-bahia)',
    viewer: 'signed-out',
    open: async (page) => {
      await page.goto(`/r/${DEMO_RESTAURANT.slug}`);
      await page.getByRole('tab', { name: 'Cadastrar' }).click();
      await page.getByText(`Crie sua conta para pedir de ${DEMO_RESTAURANT.name}`).waitFor();
    },
  },
  {
    id: 'customer-dashboard',
    title: 'Início do cliente',
    viewer: DEMO_CUSTOMER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: new RegExp(DEMO_RESTAURANT.name) }).waitFor();
    },
  },
  {
    id: 'restaurant-menu',
    title: 'Cardápio do restaurante com itens no carrinho',
    viewer: DEMO_CUSTOMER,
    open: async (page) => {
      await page.goto(MENU);
      await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
      await page.getByRole('button', { name: 'Adicionar Moqueca de peixe', exact: true }).click();
      // The cart's side column exists at every width (hidden on phones).
      await page.getByRole('group', { name: 'Quantidade de Moqueca de peixe', includeHidden: true }).waitFor({ state: 'attached' });
    },
  },
  {
    id: 'cart-sheet',
    title: 'Carrinho no celular (painel inferior)',
    viewer: DEMO_CUSTOMER,
    phoneOnly: true,
    dialog: true,
    open: async (page) => {
      await page.goto(MENU);
      await page.getByRole('button', { name: 'Adicionar Quindim', exact: true }).click();
      await page.getByRole('button', { name: 'Adicionar Suco de cajá', exact: true }).click();
      await page.getByRole('button', { name: 'Abrir carrinho: 2 itens' }).click();
      await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).waitFor();
    },
  },
  {
    id: 'product-sheet',
    title: 'Produto em detalhe (toque num prato do cardápio)',
    viewer: DEMO_CUSTOMER,
    dialog: true,
    open: async (page) => {
      await page.goto(MENU);
      await page.getByRole('button', { name: 'Moqueca de peixe', exact: true }).click();
      await page.getByRole('dialog', { name: 'Moqueca de peixe' }).getByRole('button', { name: 'Adicionar · R$ 89,90' }).waitFor();
    },
  },
  {
    id: 'product-sheet-options',
    title: 'Produto com opções: pizza meio a meio com tamanho, sabores, borda e observação',
    viewer: DEMO_CUSTOMER,
    dialog: true,
    open: async (page) => {
      await page.goto(`/restaurant/${PIZZERIA.slug}`);
      await page.getByRole('button', { name: 'Pizza salgada', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Pizza salgada' });
      await sheet.getByText('Obrigatório · Escolha 1').first().waitFor();
      await sheet.getByRole('radio', { name: /^Grande/ }).check();
      await sheet.getByRole('checkbox', { name: /^Calabresa/ }).check();
      await sheet.getByRole('checkbox', { name: /^Margherita/ }).check();
      await sheet.getByText('Escolha pelo menos 1 opção em Borda').waitFor();
    },
  },
  {
    id: 'checkout',
    title: 'Finalizar pedido: telefone, endereço, observações e forma de pagamento (painel no computador, passo do carrinho no celular)',
    viewer: DEMO_CUSTOMER,
    dialog: true,
    open: async (page) => {
      await page.goto(MENU);
      await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
      await page.getByRole('button', { name: 'Adicionar Suco de cajá', exact: true }).click();
      // Below Tailwind's lg (1024 px) the cart is the bottom sheet, above it the side column.
      const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 1024;
      if (phone) await page.getByRole('button', { name: 'Abrir carrinho: 2 itens' }).click();
      const cart = phone ? page.getByRole('dialog', { name: 'Seu Pedido' }) : page.getByRole('complementary', { name: 'Seu Pedido' });
      await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await cart.getByLabel('Observações').fill('Sem cebola, por favor.');
      await cart.getByRole('radio', { name: 'Dinheiro' }).check();
      await cart.getByRole('radio', { name: 'Sim' }).check();
      await cart.getByRole('button', { name: 'R$ 50,00' }).click();
      await cart.getByRole('button', { name: 'Confirmar pedido' }).waitFor();
    },
  },
  {
    id: 'customer-order-pix',
    title: 'Pedido pago por Pix: QR code, valor, recebedor e código copia e cola',
    viewer: DEMO_CUSTOMER,
    open: async (page) => {
      // A new Pix order at the demo restaurant (it takes Pix), through the API with the page's own session.
      const restaurant = (await (await page.request.get(`/api/restaurants/slug/${DEMO_RESTAURANT.slug}`)).json()) as { id: string; deliveryFee: string };
      const products = (await (await page.request.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string; name: string; price: string }[];
      const dish = products.find((product) => product.name === 'Acarajé');
      if (!dish) throw new Error('O cardápio de demonstração não tem Acarajé.');
      const total = ((Math.round(Number(dish.price) * 100) + Math.round(Number(restaurant.deliveryFee) * 100)) / 100).toFixed(2);
      const placed = await page.request.post('/api/orders', {
        data: {
          order: { restaurantId: restaurant.id, subtotal: dish.price, deliveryFee: restaurant.deliveryFee, total, payment: { method: 'pix' } },
          items: [{ productId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }],
        },
      });
      if (placed.status() !== 201) throw new Error(`Pedido Pix recusado (${placed.status()}): ${await placed.text()}`);
      const order = (await placed.json()) as { id: string };
      await page.goto(`/orders/${order.id}`);
      await page.getByRole('button', { name: 'Copiar código Pix' }).waitFor();
    },
  },
  {
    id: 'owner-dashboard',
    title: 'Painel do restaurante',
    viewer: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('table').getByRole('button', { name: 'Próximo Status' }).first().waitFor();
      await page.getByRole('region', { name: 'Estatísticas de hoje' }).getByText('R$').waitFor();
    },
  },
  {
    id: 'owner-board',
    title: 'Quadro de pedidos do restaurante (colunas por status, ao vivo)',
    viewer: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Quadro' }).click();
      await page.getByRole('region', { name: 'Pendente', exact: true }).getByRole('article').first().waitFor();
      await page.getByRole('region', { name: 'Estatísticas de hoje' }).getByText('R$').waitFor();
    },
  },
  {
    id: 'owner-order-detail',
    title: 'Detalhe do pedido para o restaurante (itens, observações, cliente, endereço, histórico, ações)',
    viewer: DEMO_OWNER,
    open: openDemoOrderDetail,
  },
  {
    id: 'owner-order-cancel',
    title: "Cancelar pedido com um motivo (no detalhe do pedido)",
    viewer: DEMO_OWNER,
    dialog: true,
    noScreenshot: true,
    open: async (page) => {
      await openDemoOrderDetail(page);
      await page.getByRole('region', { name: 'Ações do pedido' }).getByRole('button', { name: 'Cancelar pedido' }).click();
      await page.getByRole('dialog', { name: /^Cancelar pedido #/ }).getByRole('radio', { name: 'Item em falta' }).waitFor();
    },
  },
  {
    id: 'product-management',
    title: 'Gerenciar produtos',
    viewer: DEMO_OWNER,
    dialog: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
      await page.getByRole('dialog', { name: 'Gerenciar Produtos' }).getByText(/^Mostrando/).waitFor();
    },
  },
  {
    id: 'product-option-groups',
    title: 'Gerenciar produtos, aba Complementos: grupos de opções, disponibilidade e produtos vinculados',
    viewer: PIZZERIA_OWNER,
    dialog: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Gerenciar Produtos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerenciar Produtos' });
      await dialog.getByRole('tab', { name: 'Complementos' }).click();
      await dialog.getByRole('list', { name: 'Opções de Sabores' }).waitFor();
    },
  },
  {
    id: 'product-form',
    title: 'Adicionar produto, com as mensagens de validação',
    viewer: DEMO_OWNER,
    dialog: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Adicionar Produto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Produto' });
      await dialog.getByRole('button', { name: 'Adicionar Produto' }).click();
      await dialog.getByText('Nome é obrigatório').waitFor();
    },
  },
  {
    id: 'categories',
    title: 'Categorias do cardápio (criar, renomear, reordenar, excluir)',
    viewer: DEMO_OWNER,
    dialog: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Categorias', exact: true }).click();
      await page.getByRole('dialog', { name: 'Categorias do cardápio' }).getByRole('list', { name: 'Categorias' }).getByText('Bebidas').waitFor();
    },
  },
  {
    id: 'qr-poster',
    title: "Cartaz A5 com o QR Code do cardápio ('Baixar QR Code' no cartão de compartilhar)",
    viewer: DEMO_OWNER,
    dialog: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Baixar QR Code' }).click();
      const poster = page.getByRole('dialog', { name: 'QR Code do cardápio' }).getByRole('img', { name: /^Cartaz de / });
      await poster.waitFor();
      await poster.evaluate((image: HTMLImageElement) => image.decode());
    },
  },
  {
    id: 'first-steps',
    title: "'Primeiros passos' no painel de um dono novo (2 de 9 feitos)",
    viewer: 'new-owner',
    open: async (page) => {
      const created = await page.request.post('/api/restaurants', { data: { name: 'Cozinha da Lúcia', cuisine: 'Brasileira' } });
      const { id } = (await created.json()) as { id: string };
      await page.request.put(`/api/restaurants/${id}/opening-hours`, { data: { weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '11:00', closes: '23:00' })) } });
      const payment = (await (await page.request.get(`/api/restaurants/${id}/payment-settings`)).json()) as { methods: unknown; pix: unknown };
      await page.request.put(`/api/restaurants/${id}/payment-settings`, { data: { methods: payment.methods, pix: payment.pix } });
      await page.goto('/dashboard');
      await page.getByRole('region', { name: 'Primeiros passos' }).getByText('2 de 9', { exact: false }).waitFor();
    },
  },
  {
    id: 'menu-import-preview',
    title: 'Cardápio › Importar: a prévia de uma planilha (produtos a criar e uma linha com erro)',
    viewer: 'new-owner',
    open: async (page) => {
      await page.request.post('/api/restaurants', { data: { name: 'Pizzaria Planilha', cuisine: 'Pizza' } });
      await page.goto('/cardapio/importar');
      await page.getByLabel('Planilha (.xlsx ou .csv, até 2 MB)').setInputFiles({ name: 'cardapio.csv', mimeType: 'text/csv', buffer: Buffer.from(MENU_SPREADSHEET_SAMPLE) });
      await page.getByRole('heading', { name: 'Prévia da importação' }).waitFor();
    },
  },
  {
    id: 'guest-checkout',
    title: 'Pedido sem cadastro (issue 30): o checkout com nome, celular e a oferta pelo WhatsApp desmarcada',
    viewer: 'new-owner',
    open: async (page) => {
      const slug = await guestOrderingRestaurant(page);
      await page.goto(`/r/${slug}`);
      await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
      const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 1024;
      if (phone) await page.getByRole('button', { name: 'Abrir carrinho: 1 item' }).click();
      await page.getByRole('button', { name: 'Finalizar Pedido' }).last().click();
      await page.getByLabel('Nome').last().fill('Joana Prado');
      await page.getByLabel('Celular').last().pressSequentially('71998765432');
    },
  },
  {
    id: 'checkout-coupon',
    title: "Cupom no checkout (issue 31): 'Tem um cupom?', o cupom aplicado e a linha 'Desconto (CUPOM10)' antes de confirmar",
    viewer: 'new-owner',
    dialog: true,
    open: async (page) => {
      const slug = await guestOrderingRestaurant(page, async (id) => {
        const coupon = await page.request.post(`/api/restaurants/${id}/coupons`, { data: { coupon: { code: 'CUPOM10', title: '10% de desconto', benefit: { type: 'percent', percent: 10 } } } });
        if (coupon.status() !== 201) throw new Error(`Cupom recusado (${coupon.status()}): ${await coupon.text()}`);
      });
      await page.goto(`/r/${slug}`);
      await page.getByRole('button', { name: 'Adicionar Acarajé', exact: true }).click();
      const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 1024;
      if (phone) await page.getByRole('button', { name: 'Abrir carrinho: 1 item' }).click();
      const cart = phone ? page.getByRole('dialog', { name: 'Seu Pedido' }) : page.getByRole('complementary', { name: 'Seu Pedido' });
      await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await cart.getByLabel('Nome').fill('Joana Prado');
      await cart.getByLabel('Celular').pressSequentially('71998765432');
      await cart.getByRole('button', { name: 'Tem um cupom?' }).click();
      await cart.getByLabel('Código do cupom').fill('CUPOM10');
      await cart.getByRole('button', { name: 'Aplicar' }).click();
      await cart.getByText('Desconto (CUPOM10)').waitFor();
      // The coupon and the amounts are what this picture is about.
      await cart.getByText('Desconto (CUPOM10)').scrollIntoViewIfNeeded();
    },
  },
  {
    id: 'guest-order',
    title: "Pedido sem cadastro: a página /pedido/{token} ('Pedido enviado!', status ao vivo, link para guardar)",
    viewer: 'new-owner',
    open: async (page) => {
      const slug = await guestOrderingRestaurant(page);
      const restaurant = (await (await page.request.get(`/api/restaurants/slug/${slug}`)).json()) as { id: string };
      const products = (await (await page.request.get(`/api/restaurants/${restaurant.id}/products`)).json()) as { id: string }[];
      const placed = await page.request.post(`/api/restaurants/${restaurant.id}/guest-orders`, {
        data: {
          order: { restaurantId: restaurant.id, subtotal: '20.00', deliveryFee: '0.00', total: '20.00', deliveryAddress: 'Rua Chile, 22, apto 3' },
          items: [{ productId: products[0]?.id, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }],
          customer: { name: 'Joana Prado', phone: '(71) 99876-5432', marketingConsent: false },
        },
      });
      const { trackingToken } = (await placed.json()) as { trackingToken: string };
      await page.goto(`/pedido/${trackingToken}`);
      await page.getByRole('heading', { name: 'Pedido enviado!' }).waitFor();
    },
  },
  {
    id: 'restaurant-menu-print',
    title: 'Cardápio impresso pelo navegador (folha de estilo de impressão: sem carrinho nem botões)',
    viewer: DEMO_CUSTOMER,
    open: async (page) => {
      await page.emulateMedia({ media: 'print' });
      await page.goto(MENU);
      await page.getByRole('heading', { name: 'Moqueca de peixe' }).waitFor();
    },
  },
  settingsTab('Restaurante', false),
  // Issue 17 extended it (order types, minimum, address, bairros): worth its own screenshot.
  settingsTab('Entrega', false),
  settingsTab('Pagamento', false),
  settingsTab('Funcionamento', false),
  settingsTab('WhatsApp', false),
  settingsTab('Impressão', true),
  // Issue 34: Open Delivery (the POS's credentials and events).
  settingsTab('Integrações', true),
  // Issue 21: the team (staff invitations) and, under Conta, the active sessions.
  settingsTab('Equipe', false),
  // Issue 33: the tables and their QR links.
  settingsTab('Mesas', false),
  settingsTab('Conta', false),
  {
    id: 'owner-customers',
    title: 'Clientes do restaurante (Owner › Clientes)',
    viewer: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/clientes');
      await page.getByRole('region', { name: 'Lista de clientes' }).getByRole('link').first().waitFor();
    },
  },
  {
    // Issue 32: the demo restaurant's last 30 days (its orders are spread over past days).
    id: 'owner-reports',
    title: 'Relatórios: totais, vendas por dia e por horário, tabelas com CSV',
    viewer: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/relatorios');
      await page.getByRole('button', { name: '30 dias' }).click();
      await page.getByRole('table', { name: 'Por dia' }).waitFor();
      await page.getByRole('table', { name: 'Por forma de pagamento' }).or(page.getByText('Sem vendas no período.').first()).first().waitFor();
    },
  },
  {
    // Issue 32: an open caixa (a restaurant of its own: the demo's caixa stays closed for other tests), with the closing form.
    id: 'owner-cash',
    title: 'Caixa aberto: dinheiro esperado, sangria e suprimento, e o fechamento com a contagem',
    viewer: 'new-owner',
    open: async (page) => {
      const created = await page.request.post('/api/restaurants', { data: { name: 'Cantina do Caixa', cuisine: 'Italiana' } });
      if (created.status() !== 201) throw new Error(`Restaurante recusado (${created.status()}): ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      const opened = await page.request.post(`/api/restaurants/${id}/cash-sessions`, { data: { openingFloat: '100.00' } });
      if (opened.status() !== 201) throw new Error(`Caixa recusado (${opened.status()}): ${await opened.text()}`);
      await page.goto('/caixa');
      await page.getByRole('button', { name: 'Confirmar fechamento' }).waitFor();
    },
  },
  {
    // Issue 32: the closing slip on 80 mm paper, as it prints (a caixa closed short by R$ 2,00).
    id: 'owner-cash-slip',
    title: 'Comprovante de fechamento de caixa (papel de 80 mm), com a quebra e a linha de assinatura',
    viewer: 'new-owner',
    open: async (page) => {
      const created = await page.request.post('/api/restaurants', { data: { name: 'Cantina do Fechamento', cuisine: 'Italiana' } });
      if (created.status() !== 201) throw new Error(`Restaurante recusado (${created.status()}): ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      const opened = await page.request.post(`/api/restaurants/${id}/cash-sessions`, { data: { openingFloat: '100.00' } });
      const { id: sessionId } = (await opened.json()) as { id: string };
      await page.request.post(`/api/cash-sessions/${sessionId}/movements`, { data: { type: 'withdrawal', amount: '20.00', reason: 'Depósito no banco' } });
      await page.request.post(`/api/cash-sessions/${sessionId}/close`, { data: { counted: [{ method: 'cash', amount: '78.00' }] } });
      await page.goto(`/caixa/${sessionId}/comprovante`);
      await page.getByRole('article', { name: 'Fechamento de caixa' }).getByText('Assinatura').waitFor();
    },
  },
  {
    // Issue 33: board › Mesas (a restaurant of its own): two tables with contas, one asking for the bill, two free.
    id: 'owner-dining-room',
    title: "Painel › Mesas: mesas livres e ocupadas, o total de cada conta, há quanto tempo e os chamados com 'Atendido'",
    viewer: 'new-owner',
    open: async (page) => {
      await diningRoomWithContas(page);
      await page.goto('/mesas');
      await page.getByRole('article', { name: 'Mesa 2' }).getByText('Pediu a conta', { exact: false }).waitFor();
    },
  },
  {
    // Issue 33: a table's conta, split by 2, with a card payment registered.
    id: 'owner-tab',
    title: "A conta da mesa: pedidos, 'Taxa de serviço (10%)', 'Dividir', 'Registrar pagamento' e 'Fechar conta'",
    viewer: 'new-owner',
    open: async (page) => {
      const { tableId } = await diningRoomWithContas(page);
      await page.goto(`/mesas/${tableId}`);
      await page.getByRole('list', { name: 'Parte de cada pessoa' }).waitFor();
    },
  },
  {
    // Issue 33: the menu in table mode, as a phone at Mesa 2 opens its QR link (no sign-in, no address).
    id: 'table-mode',
    title: "Cardápio na mesa (link do QR code): 'Mesa 2' sempre à vista, 'Chamar garçom' e 'Pedir a conta', sem cadastro",
    viewer: 'new-owner',
    phoneOnly: true,
    open: async (page) => {
      const { token } = await diningRoomWithContas(page);
      await page.request.post('/api/logout');
      await page.goto(`/m/${token}`);
      await page.getByTestId('table-label').getByText('Mesa 2').waitFor();
      await page.getByRole('button', { name: 'Adicionar Moqueca', exact: true }).waitFor();
    },
  },
  {
    // Issue 33: 'Novo pedido' on the board, for the counter, the phone and WhatsApp.
    id: 'owner-new-order',
    title: "Novo pedido (balcão, telefone ou WhatsApp): cliente pelo celular, cardápio, entrega, retirada ou mesa, pagamento e origem",
    viewer: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/dashboard/novo-pedido');
      await page.getByRole('list', { name: 'Cardápio' }).getByRole('button').first().waitFor();
    },
  },
  {
    id: 'owner-coupons',
    title: 'Marketing › Cupons: cupons com código e ofertas automáticas',
    viewer: 'new-owner',
    open: async (page) => {
      // A restaurant of its own: an automatic offer in the demo restaurant would discount other tests' orders.
      const created = await page.request.post('/api/restaurants', { data: { name: 'Cantina da Dora', cuisine: 'Italiana' } });
      const { id } = (await created.json()) as { id: string };
      const coupons = `/api/restaurants/${id}/coupons`;
      await page.request.post(coupons, { data: { coupon: { code: 'BEMVINDO', title: 'Boas-vindas', benefit: { type: 'amount', amount: '10.00' }, conditions: { firstOrderOnly: true, minSubtotal: '40.00' } } } });
      await page.request.post(coupons, { data: { coupon: { code: 'CUPOM10', title: '10% de desconto', benefit: { type: 'percent', percent: 10, maxDiscount: '20.00' }, conditions: { totalLimit: 100, perCustomerLimit: 1 }, active: false } } });
      await page.request.post(coupons, { data: { coupon: { code: null, title: '10% off acima de R$ 50 · terças', benefit: { type: 'percent', percent: 10 }, conditions: { minSubtotal: '50.00', weekdays: [2] } } } });
      await page.goto('/marketing/cupons');
      await page.getByRole('list', { name: 'Cupons e ofertas' }).getByRole('listitem').nth(2).waitFor();
    },
  },
  {
    id: 'loyalty-banner',
    title: "Cartão fidelidade no cardápio (issue 31): 'Falta 1 pedido para ganhar frete grátis'",
    viewer: 'signed-out',
    open: async (page) => {
      const slug = await restaurantWithLoyaltyProgress(page);
      await page.goto(`/r/${slug}`);
      await page.getByRole('region', { name: 'Cartão fidelidade' }).getByText('Falta 1 pedido para ganhar frete grátis').waitFor();
    },
  },
  {
    id: 'owner-loyalty',
    title: 'Marketing › Cartão fidelidade: pedidos para ganhar, pedido mínimo, prêmio (um item grátis) e validade',
    viewer: 'new-owner',
    open: async (page) => {
      // A restaurant of its own: a card on the demo restaurant would reward other tests' customers.
      const created = await page.request.post('/api/restaurants', { data: { name: 'Pastelaria Fiel', cuisine: 'Brasileira' } });
      const { id } = (await created.json()) as { id: string };
      const dish = await page.request.post('/api/products', { data: { restaurantId: id, name: 'Pastel de carne', description: 'Frito na hora.', price: '12.00', prepTime: 10, isAvailable: true, tags: [], imageUrl: null } });
      const { id: productId } = (await dish.json()) as { id: string };
      const card = await page.request.put(`/api/restaurants/${id}/loyalty`, { data: { loyalty: { enabled: true, ordersNeeded: 8, minSubtotal: '25.00', reward: { type: 'free_item', productId }, validityDays: 30 } } });
      if (card.status() !== 200) throw new Error(`Cartão fidelidade recusado (${card.status()}): ${await card.text()}`);
      await page.goto('/marketing/fidelidade');
      await page.getByRole('combobox', { name: 'Produto grátis (1 unidade)' }).getByText('Pastel de carne').waitFor();
    },
  },
  {
    id: 'owner-winback',
    title: "Clientes › 'Reativar clientes': quem não pede há 30 dias, a mensagem e 'Enviar convite'",
    viewer: DEMO_OWNER,
    noScreenshot: true,
    open: async (page) => {
      await page.goto('/clientes');
      const panel = page.getByRole('region', { name: 'Reativar clientes' });
      await panel.getByRole('listitem').or(panel.getByText('Nenhum cliente para reativar.')).first().waitFor();
    },
  },
  {
    id: 'owner-customer',
    title: 'Página de um cliente do restaurante',
    viewer: DEMO_OWNER,
    noScreenshot: true,
    open: async (page) => {
      await page.goto('/clientes');
      await page.getByRole('region', { name: 'Lista de clientes' }).getByRole('link').first().click();
      await page.getByRole('button', { name: 'Excluir dados do cliente' }).waitFor();
    },
  },
  {
    id: 'reset-password',
    title: "'Esqueci minha senha': pedir o link por e-mail",
    viewer: 'signed-out',
    open: async (page) => {
      await page.goto('/redefinir-senha');
      await page.getByRole('button', { name: 'Enviar link' }).waitFor();
    },
  },
  {
    id: 'staff-dashboard',
    title: 'Painel do atendente (equipe do restaurante): só os pedidos',
    viewer: DEMO_STAFF,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByText(`${DEMO_RESTAURANT.name} · Atendente`).waitFor();
    },
  },
  {
    id: 'kitchen-ticket',
    title: 'Comanda da cozinha (papel de 80 mm), como sai na impressora',
    viewer: DEMO_OWNER,
    open: async (page) => {
      // The restaurant's newest order, through the API with the page's own session.
      const [restaurant] = (await (await page.request.get('/api/restaurants/my')).json()) as { id: string }[];
      const [order] = (await (await page.request.get(`/api/restaurants/${restaurant?.id ?? ''}/orders?limit=1`)).json()) as { id: string }[];
      if (!order) throw new Error('O restaurante de demonstração não tem pedidos.');
      await page.goto(`/dashboard/orders/${order.id}/ticket?paper=80`);
      await page.getByRole('article', { name: `Comanda do pedido #${order.id.slice(-4)}` }).waitFor();
    },
  },
  adminTab('Usuários', 'users', false),
  adminTab('Restaurantes', 'restaurants', true),
  adminTab('Configurações', 'settings', false),
  {
    id: 'profile',
    title: 'Perfil',
    viewer: DEMO_OWNER,
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Editar' }).waitFor();
    },
  },
  {
    id: 'profile-address',
    title: 'Perfil, novo endereço (CEP, rua, número, bairro, cidade, UF)',
    viewer: DEMO_CUSTOMER,
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Adicionar endereço' }).click();
      await page.getByLabel('CEP').waitFor();
    },
  },
  {
    id: 'profile-edit',
    title: 'Perfil em edição',
    viewer: DEMO_CUSTOMER,
    noScreenshot: true,
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByLabel('Telefone').waitFor();
    },
  },
  {
    id: 'create-restaurant',
    title: 'Cadastro do restaurante (dono sem restaurante)',
    viewer: 'new-owner',
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Criar restaurante' }).waitFor();
    },
  },
  {
    id: 'not-found',
    title: 'Página não encontrada (404)',
    viewer: 'signed-out',
    open: async (page) => {
      await page.goto('/nao-existe');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    },
  },
];

/**
 * Waits until the screen stands still: finite animations (dialogs sliding in) have ended and
 * the images on screen have loaded. Spinners loop forever and are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    const loading = [...document.images].some((image) => !image.complete && image.loading !== 'lazy');
    return !moving && !loading;
  });
}
