import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi, uniqueEmail } from '../harness/accounts';
import { useBrowser } from '../harness/browser-suite';
import { expectToast } from '../harness/ui';
import { payInCashWithoutChange } from '../harness/payment';
import { useServerClock } from '../harness/server-clock';

const browser = useBrowser();
// Only a restaurant made here has opening hours, so the other journeys (always open, no schedule) do not notice the moves.
const setServerClock = useServerClock();
const ZONE = 'America/Sao_Paulo';

/** Today's date in São Paulo (the real one), 'AAAA-MM-DD'. */
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** An instant today in São Paulo (UTC−3, no daylight saving). */
const todayAt = (time: string) => `${todayInSaoPaulo()}T${time}-03:00`;

async function newRestaurant(request: APIRequestContext) {
  await registerThroughApi(request, { email: uniqueEmail('dono-horario'), password: 'senha-do-dono-1', firstName: 'Otávio', lastName: 'Ramos', userType: 'restaurant' });
  const name = `Janta do Otávio ${Date.now().toString(36)}`;
  const created = await request.post('/api/restaurants', { data: { name, cuisine: 'Brasileira' } });
  expect(created.status(), await created.text()).toBe(201);
  const restaurant = (await created.json()) as { id: string; shareableSlug: string };
  const dish = await request.post('/api/products', {
    data: { restaurantId: restaurant.id, name: 'Escondidinho', description: 'De carne-seca.', price: '32.00', prepTime: 20, isAvailable: true, tags: [], imageUrl: null },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { id: restaurant.id, name, slug: restaurant.shareableSlug };
}

describe('opening hours (issue 18)', () => {
  it('the owner sets dinner hours with scheduling; the menu flips at 18:00 without a reload; an order for now is refused once closed; a scheduled one is taken', async () => {
    const owner = await browser.newVisitor();
    const restaurant = await newRestaurant(owner.context.request);

    // Configurações › Funcionamento: 18:00–23:00 on Monday, copied to every other day; scheduled orders on.
    await owner.page.goto('/settings');
    await owner.page.getByRole('tab', { name: 'Funcionamento' }).click();
    await owner.page.getByRole('button', { name: 'Adicionar horário na segunda' }).click();
    await owner.page.getByLabel('Segunda, horário 1: abre').fill('18:00');
    await owner.page.getByLabel('Segunda, horário 1: fecha').fill('23:00');
    await owner.page.getByRole('button', { name: 'Copiar horários de segunda' }).click();
    for (const day of ['Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo']) await owner.page.getByRole('checkbox', { name: day, exact: true }).check();
    await owner.page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => owner.page.getByLabel('Domingo, horário 1: fecha').inputValue()).toBe('23:00');
    await owner.page.getByLabel('Aceitar pedidos agendados').click();
    await owner.page.getByRole('button', { name: 'Salvar horários' }).click();
    await expectToast(owner.page, 'Horários salvos!');
    const saved = (await (await owner.context.request.get(`/api/restaurants/${restaurant.id}/opening-hours`)).json()) as { weekly: unknown[]; scheduling: { enabled: boolean } };
    expect(saved.weekly).toHaveLength(7);
    expect(saved.scheduling.enabled).toBe(true);

    // A few seconds before opening: closed, taking scheduled orders only; at 18:00 the banner flips by itself.
    await setServerClock(todayAt('17:59:54'));
    const customer = await browser.newVisitor();
    await registerThroughApi(customer.context.request, { email: uniqueEmail('cliente-horario'), password: 'senha-do-cliente-1', firstName: 'Lia', lastName: 'Prado', userType: 'customer' });
    const { page } = customer;
    // The order refused below on purpose (409).
    customer.guard.expectHttpError({ status: 409, urlPart: '/trpc/order.place' });
    await page.goto(`/restaurant/${restaurant.slug}`);
    const banner = page.locator('section').filter({ has: page.getByRole('heading', { level: 1, name: restaurant.name }) });
    await banner.getByText('Fechado agora · Abre hoje às 18:00').waitFor();
    await banner.getByText('Aceitando apenas pedidos agendados').waitFor();
    await banner.getByText('Fechado', { exact: true }).waitFor();
    await banner.getByText('Aberto até 23:00').waitFor({ timeout: 20_000 });
    await banner.getByText('Aberto', { exact: true }).waitFor();

    // Open: the checkout offers 'Agora' or 'Agendar'. The restaurant closes before the customer confirms: refused (409).
    await page.getByRole('button', { name: 'Adicionar Escondidinho', exact: true }).click();
    const cart = page.getByRole('complementary', { name: 'Seu Pedido' });
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await cart.getByLabel('Telefone').fill('(21) 98888-7777');
    await cart.getByLabel('Endereço de entrega').fill('Rua das Laranjeiras, 10');
    await cart.getByRole('radio', { name: /^Agora/ }).waitFor();
    await setServerClock(todayAt('23:30:00'));
    await payInCashWithoutChange(cart);
    await cart.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByText('Restaurante fechado no momento. Abre amanhã às 18:00. Você pode agendar o pedido.').first().waitFor();

    // Closed after a reload: only scheduled orders; tomorrow 19:30 is taken.
    await page.reload();
    await banner.getByText('Fechado agora · Abre amanhã às 18:00').waitFor();
    await cart.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await cart.getByText('Aceitando apenas pedidos agendados').waitFor();
    await cart.getByLabel('Telefone').fill('(21) 98888-7777');
    await cart.getByLabel('Endereço de entrega').fill('Rua das Laranjeiras, 10');
    await cart.getByLabel('Dia').selectOption({ label: 'Amanhã' });
    await cart.getByLabel('Horário').selectOption({ label: '19:30–20:00' });
    await payInCashWithoutChange(cart);
    await cart.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop() ?? '';
    const order = (await (await customer.context.request.get(`/api/orders/${orderId}`)).json()) as { scheduledFor: string | null };
    const tomorrow = new Date(Date.parse(`${todayInSaoPaulo()}T19:30:00-03:00`) + 24 * 60 * 60_000).toISOString();
    expect(order.scheduledFor).toBe(tomorrow);

    // The owner sees it apart, with its time.
    await owner.page.goto('/dashboard');
    await owner.page.getByRole('list', { name: 'Pedidos agendados' }).getByText('Agendado para amanhã 19:30').waitFor();

    // Issue 28: the reminder comes from the server (the owner's phone gets it as a push); 30 min
    // before the slot the open board shows it, once.
    await setServerClock(new Date(Date.parse(tomorrow) - 25 * 60_000).toISOString());
    const reminder = owner.page.getByText(`Pedido #${orderId.slice(-4)}: hora de preparar.`, { exact: true });
    await reminder.waitFor();
    await owner.page.getByText('Agendado para 19:30', { exact: true }).first().waitFor();
    expect(await reminder.count()).toBe(1);
  });
});
