import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCents, toCents, type CouponQuote } from '@direto/contracts';
import { makeUser, renderApp } from '@/test/render-app';
import { makeProduct, makeRestaurant } from '@/test/fixtures';

const restaurant = makeRestaurant();
const moqueca = makeProduct();
const NONE: CouponQuote = { valid: false, discount: '0.00', freeDelivery: false };

/** The server's quote, as part of issue 31 answers it: CUPOM10 is 10% off; any other code does not exist. */
function quote(input: unknown, automatic: CouponQuote = NONE): CouponQuote {
  const { code, subtotal } = input as { code?: string | null; subtotal: string };
  if (!code) return automatic;
  if (code !== 'CUPOM10') return { ...NONE, reason: 'Cupom não encontrado' };
  const discount = fromCents(Math.round(toCents(subtotal) / 10));
  return { valid: true, discount, freeDelivery: false, applied: { code, title: '10% off', discount, freeDelivery: false } };
}

function handlers(automatic: CouponQuote = NONE) {
  return {
    'auth.me': () => makeUser(),
    // With an offer on the menu, the cart asks before the checkout; without one, only the checkout does.
    'restaurant.bySlug': () => (automatic.applied ? { ...restaurant, offers: [{ title: automatic.applied.title, description: null }] } : restaurant),
    'product.listByRestaurant': () => [moqueca],
    'coupon.quote': (input: unknown) => quote(input, automatic),
    'order.place': () => ({ id: 'dddddddd-0000-4000-8000-000000000009' }),
  };
}

const cartColumn = () => screen.getByRole('complementary', { name: 'Seu Pedido' });
/** The amounts' list as read: 'Desconto (CUPOM10) −R$ 8,99'. */
function amounts(): string[] {
  const list = within(cartColumn()).getByText('Subtotal').closest('dl');
  return [...(list?.querySelectorAll('dd') ?? [])].map((value) => `${value.previousElementSibling?.textContent} ${value.textContent}`);
}

async function openCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
  await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
  await user.click(await within(cartColumn()).findByRole('radio', { name: 'Dinheiro' }));
  await user.click(within(cartColumn()).getByRole('radio', { name: 'Não' }));
}

describe("the checkout's 'Tem um cupom?' (issue 31)", () => {
  it("shows a refused code's reason under the field, then the accepted code's discount and the new total, and sends both", async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await openCheckout(user);
    await user.click(within(cartColumn()).getByRole('button', { name: 'Tem um cupom?' }));
    const field = within(cartColumn()).getByLabelText('Código do cupom');
    expect(field).toHaveFocus();

    await user.type(field, 'naoexiste');
    await user.click(within(cartColumn()).getByRole('button', { name: 'Aplicar' }));
    expect(await within(cartColumn()).findByText('Cupom não encontrado')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(amounts()).toEqual(['Subtotal R$ 89,90', 'Taxa de entrega R$ 6,90', 'Total R$ 96,80']);

    // A code that cannot be one is refused here, without asking the server.
    await user.clear(field);
    await user.type(field, 'a b');
    await user.keyboard('{Enter}');
    expect(await within(cartColumn()).findByText(/Código do cupom: use de 3 a 20/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'cupom10{Enter}');
    expect(await within(cartColumn()).findByText('Cupom CUPOM10 aplicado')).toBeInTheDocument();
    expect(amounts()).toEqual(['Subtotal R$ 89,90', 'Desconto (CUPOM10) \u2212R$ 8,99', 'Taxa de entrega R$ 6,90', 'Total R$ 87,81']);
    expect(server.calls.filter((call) => call.path === 'coupon.quote').map((call) => (call.input as { code?: string | null }).code)).not.toContain('A B');

    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(server.calls.some((call) => call.path === 'order.place')).toBe(true));
    expect(server.calls.find((call) => call.path === 'order.place')?.input).toMatchObject({
      order: { subtotal: '89.90', deliveryFee: '6.90', total: '87.81', couponCode: 'CUPOM10' },
    });
  });

  it("'Remover' takes the discount away, and the cart step shows the same amounts as the checkout", async () => {
    const user = userEvent.setup();
    const { server } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers() });
    await openCheckout(user);
    await user.click(within(cartColumn()).getByRole('button', { name: 'Tem um cupom?' }));
    await user.type(within(cartColumn()).getByLabelText('Código do cupom'), 'CUPOM10');
    await user.click(within(cartColumn()).getByRole('button', { name: 'Aplicar' }));
    await within(cartColumn()).findByText('Desconto (CUPOM10)');
    await user.click(within(cartColumn()).getByRole('button', { name: 'Voltar ao carrinho' }));
    expect(amounts()).toEqual(['Subtotal R$ 89,90', 'Desconto (CUPOM10) \u2212R$ 8,99', 'Taxa de entrega R$ 6,90', 'Total R$ 87,81']);
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    await user.click(await within(cartColumn()).findByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(amounts()).toEqual(['Subtotal R$ 89,90', 'Taxa de entrega R$ 6,90', 'Total R$ 96,80']));
    await user.click(await within(cartColumn()).findByRole('radio', { name: 'Dinheiro' }));
    await user.click(within(cartColumn()).getByRole('radio', { name: 'Não' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(server.calls.some((call) => call.path === 'order.place')).toBe(true));
    const placed = server.calls.find((call) => call.path === 'order.place')?.input as { order: Record<string, unknown> };
    expect(placed.order).toMatchObject({ total: '96.80' });
    expect(placed.order).not.toHaveProperty('couponCode');
  });

  it('shows an automatic offer that applies without a code, and sends its total', async () => {
    const user = userEvent.setup();
    const offer: CouponQuote = { valid: false, discount: '0.00', freeDelivery: false, applied: { code: null, title: 'Frete grátis acima de R$ 50', discount: '0.00', freeDelivery: true } };
    const { server } = renderApp({ path: '/restaurant/sabor-da-bahia', handlers: handlers(offer) });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    await waitFor(() => expect(amounts()).toEqual(['Subtotal R$ 89,90', 'Taxa de entrega Grátis (oferta: Frete grátis acima de R$ 50)', 'Total R$ 89,90']));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Finalizar Pedido' }));
    expect(await within(cartColumn()).findByText('Oferta aplicada: Frete grátis acima de R$ 50')).toBeInTheDocument();
    await user.click(await within(cartColumn()).findByRole('radio', { name: 'Dinheiro' }));
    await user.click(within(cartColumn()).getByRole('radio', { name: 'Não' }));
    await user.click(within(cartColumn()).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(server.calls.some((call) => call.path === 'order.place')).toBe(true));
    const placed = server.calls.find((call) => call.path === 'order.place')?.input as { order: Record<string, unknown> };
    expect(placed.order).toMatchObject({ subtotal: '89.90', deliveryFee: '0.00', total: '89.90' });
    expect(placed.order).not.toHaveProperty('couponCode');
  });
});
