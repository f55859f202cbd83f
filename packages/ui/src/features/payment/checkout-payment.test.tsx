import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcceptedPaymentMethod } from '@direto/contracts';
import { makeOrder, makeProduct, makeRestaurant } from '@/test/fixtures';
import { makeUser, renderApp } from '@/test/render-app';

// Suco de cajá R$ 11,00 + entrega R$ 6,90 = R$ 17,90.
const suco = makeProduct({ id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Suco de cajá', price: '11.00', tags: [], prepTime: 5 });
const ORDER_ID = 'dddddddd-0000-4000-8000-000000000009';

function renderCheckout(paymentMethods?: AcceptedPaymentMethod[]) {
  const restaurant = makeRestaurant(paymentMethods ? { paymentMethods } : {});
  const placed = makeOrder({ id: ORDER_ID, restaurantId: restaurant.id, restaurantName: restaurant.name });
  return renderApp({
    path: '/restaurant/sabor-da-bahia',
    handlers: {
      'auth.me': () => makeUser(),
      'restaurant.bySlug': () => restaurant,
      'product.listByRestaurant': () => [suco],
      'order.place': () => ({ id: ORDER_ID }),
      'order.byId': () => placed,
    },
  });
}

const cartColumn = () => screen.getByRole('complementary', { name: 'Seu Pedido' });
const paymentGroup = () => within(cartColumn()).getByRole('group', { name: 'Forma de pagamento' });
const sentPayment = (server: { calls: { path: string; input: unknown }[] }) =>
  (server.calls.find((call) => call.path === 'order.place')?.input as { order: { payment?: unknown } } | undefined)?.order;

async function openCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar Suco de cajá' }));
  await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
  // The checkout form loads on first use (issue 20).
  await within(cartColumn()).findByRole('button', { name: 'Confirmar pedido' });
}
const confirm = (user: ReturnType<typeof userEvent.setup>) => user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));

describe("checkout 'Forma de pagamento' (issue 16)", () => {
  it('asks for a method, then whether change is needed and for how much (never below the total), and sends cash with the chosen note', async () => {
    const user = userEvent.setup();
    const { server } = renderCheckout();
    await openCheckout(user);
    // The restaurant's methods, in its order, none chosen.
    const methods = within(paymentGroup()).getAllByRole('radio');
    expect(methods.map((radio) => radio.closest('label')?.textContent)).toEqual(['Dinheiro', 'Cartão de crédito', 'Cartão de débito']);
    methods.forEach((radio) => expect(radio).not.toBeChecked());

    await confirm(user);
    expect(await within(cartColumn()).findByText('Escolha a forma de pagamento')).toBeInTheDocument();
    // Focus goes where the answer is missing.
    await waitFor(() => expect(within(paymentGroup()).getByRole('radio', { name: 'Dinheiro' })).toHaveFocus());

    await user.click(within(paymentGroup()).getByRole('radio', { name: 'Dinheiro' }));
    expect(within(cartColumn()).queryByText('Escolha a forma de pagamento')).not.toBeInTheDocument();
    expect(within(cartColumn()).getByText('Diga se vai precisar de troco')).toBeInTheDocument();
    await user.click(within(cartColumn()).getByRole('radio', { name: 'Sim' }));
    expect(within(cartColumn()).getByText('Informe para quanto é o troco')).toBeInTheDocument();

    // R$ 10,00 for a R$ 17,90 order: the server's message, and nothing sent.
    await user.type(within(cartColumn()).getByLabelText('Troco para quanto?'), '1000');
    expect(within(cartColumn()).getByLabelText('Troco para quanto?')).toHaveValue('R$ 10,00');
    await confirm(user);
    expect(await within(cartColumn()).findByText('O valor para troco não pode ser menor que o total (R$ 17,90)')).toBeInTheDocument();
    expect(within(cartColumn()).getByLabelText('Troco para quanto?')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.some((call) => call.path === 'order.place')).toBe(false);

    // The next notes above the total, one tap each.
    const chips = within(within(cartColumn()).getByRole('group', { name: 'Sugestões de troco' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['R$ 20,00', 'R$ 50,00', 'R$ 100,00']);
    await user.click(within(cartColumn()).getByRole('button', { name: 'R$ 50,00' }));
    expect(within(cartColumn()).getByLabelText('Troco para quanto?')).toHaveValue('R$ 50,00');
    expect(within(cartColumn()).getByRole('button', { name: 'R$ 50,00' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cartColumn()).queryByText(/não pode ser menor/)).not.toBeInTheDocument();
    await confirm(user);
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(sentPayment(server)).toMatchObject({ total: '17.90', payment: { method: 'cash', changeFor: '50.00' } });
  });

  it('takes the exact total as the amount handed over (no change)', async () => {
    const user = userEvent.setup();
    const { server } = renderCheckout();
    await openCheckout(user);
    await user.click(within(paymentGroup()).getByRole('radio', { name: 'Dinheiro' }));
    await user.click(within(cartColumn()).getByRole('radio', { name: 'Sim' }));
    await user.type(within(cartColumn()).getByLabelText('Troco para quanto?'), '1790');
    await confirm(user);
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(sentPayment(server)?.payment).toEqual({ method: 'cash', changeFor: '17.90' });
  });

  it("offers only the method's accepted brands, requires one, and sends the card with its brand", async () => {
    const user = userEvent.setup();
    const { server } = renderCheckout([
      { method: 'credit', brands: ['visa', 'elo'] },
      { method: 'meal_voucher', brands: ['vr', 'alelo'] },
    ]);
    await openCheckout(user);
    await user.click(within(paymentGroup()).getByRole('radio', { name: 'Cartão de crédito' }));
    const brands = () => within(paymentGroup()).getByRole('group', { name: 'Bandeira' });
    expect(within(brands()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Visa', 'Elo']);
    expect(within(cartColumn()).queryByText('Vai precisar de troco?')).not.toBeInTheDocument();
    await confirm(user);
    expect(await within(cartColumn()).findByText('Escolha a bandeira do cartão')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'order.place')).toBe(false);

    // A voucher has its own brands.
    await user.click(within(paymentGroup()).getByRole('radio', { name: 'Vale-refeição' }));
    expect(within(brands()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['VR', 'Alelo']);
    expect(within(cartColumn()).getByText('Escolha a bandeira do vale')).toBeInTheDocument();

    await user.click(within(paymentGroup()).getByRole('radio', { name: 'Cartão de crédito' }));
    await user.click(within(brands()).getByRole('radio', { name: 'Elo' }));
    expect(within(cartColumn()).queryByText('Escolha a bandeira do cartão')).not.toBeInTheDocument();
    await confirm(user);
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(sentPayment(server)?.payment).toEqual({ method: 'credit', brand: 'elo' });
  });

  it('explains what happens with a Pix and sends it', async () => {
    const user = userEvent.setup();
    const { server } = renderCheckout([{ method: 'pix' }, { method: 'cash' }]);
    await openCheckout(user);
    expect(within(paymentGroup()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Pix', 'Dinheiro']);
    await user.click(within(paymentGroup()).getByRole('radio', { name: 'Pix' }));
    expect(within(cartColumn()).getByText('Depois de fazer o pedido, mostramos o QR code e o código Pix copia e cola.')).toBeInTheDocument();
    await confirm(user);
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(sentPayment(server)?.payment).toEqual({ method: 'pix' });
  });

  it('comes chosen when the restaurant takes a single method', async () => {
    const user = userEvent.setup();
    const { server } = renderCheckout([{ method: 'pix' }]);
    await openCheckout(user);
    expect(within(paymentGroup()).getByRole('radio', { name: 'Pix' })).toBeChecked();
    await confirm(user);
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(sentPayment(server)?.payment).toEqual({ method: 'pix' });
  });

  it('a restaurant without methods gets the order without a payment (the spec’s payload)', async () => {
    const user = userEvent.setup();
    const { server } = renderCheckout([]);
    await openCheckout(user);
    expect(within(cartColumn()).queryByRole('group', { name: 'Forma de pagamento' })).not.toBeInTheDocument();
    await confirm(user);
    expect(await screen.findByText('Pedido realizado!')).toBeInTheDocument();
    expect(sentPayment(server)).not.toHaveProperty('payment');
  });
});
