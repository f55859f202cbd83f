import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useToast } from '@/hooks/use-toast';
import { renderHookWithProviders } from '@/test/render-app';
import { makeProduct, makeRestaurant } from '@/test/fixtures';
import { addProduct } from './cart-rules';
import { useCheckout } from './use-checkout';

const restaurant = makeRestaurant();
const lines = addProduct([], makeProduct());

describe('checkout rules (spec §5)', () => {
  it('asks an anonymous visitor to log in and sends nothing', async () => {
    const onPlaced = vi.fn();
    const { result, server } = renderHookWithProviders(() => useCheckout({ restaurant, lines, signedIn: false, onPlaced }));
    act(() => result.current.checkout());
    expect(await screen.findByText('Login necessário')).toBeInTheDocument();
    expect(screen.getByText('Faça login para finalizar o pedido.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'order.place')).toBe(false);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('refuses an empty cart and sends nothing', async () => {
    const { result, server } = renderHookWithProviders(() => useCheckout({ restaurant, lines: [], signedIn: true, onPlaced: () => {} }));
    act(() => result.current.checkout());
    expect(await screen.findByText('Carrinho vazio')).toBeInTheDocument();
    expect(screen.getByText('Adicione itens ao carrinho antes de finalizar o pedido.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'order.place')).toBe(false);
  });
});

describe('a placed order', () => {
  it('is handed to onPlaced without a toast: the order page says it, and on a phone a toast would cover the top bar', async () => {
    const onPlaced = vi.fn();
    const { result } = renderHookWithProviders(() => ({ ...useCheckout({ restaurant, lines, signedIn: true, onPlaced }), toasts: useToast().toasts }), {
      handlers: { 'order.place': () => ({ id: 'dddddddd-0000-4000-8000-000000000009' }) },
    });
    act(() => result.current.checkout());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: 'dddddddd-0000-4000-8000-000000000009' })));
    expect(result.current.toasts).toEqual([]);
  });
});

describe('one idempotency key per checkout attempt (a lost answer never doubles an order)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keysSent = (server: { calls: { path: string; input: unknown }[] }) =>
    server.calls.filter((call) => call.path === 'order.place').map((call) => (call.input as { idempotencyKey?: string }).idempotencyKey);

  it('retries a failed attempt with the same key, and starts the next order with a new one', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    const onPlaced = vi.fn();
    const { result, server } = renderHookWithProviders(() => useCheckout({ restaurant, lines, signedIn: true, onPlaced }), {
      handlers: {
        'order.place': () => {
          if (answer === 'fail') throw new Error('Falha de conexão');
          return {};
        },
      },
    });
    act(() => result.current.checkout());
    expect(await screen.findByText('Erro ao realizar pedido')).toBeInTheDocument();

    answer = 'ok';
    act(() => result.current.checkout());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    act(() => result.current.checkout());
    await waitFor(() => expect(keysSent(server)).toHaveLength(3));

    const [first, retry, next] = keysSent(server);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
  });

  it('sends the checkout details, and gives other details a new key', async () => {
    const { result, server } = renderHookWithProviders(() => useCheckout({ restaurant, lines, signedIn: true, onPlaced: () => {} }), {
      handlers: {
        'order.place': () => {
          throw new Error('Falha de conexão');
        },
      },
    });
    const delivery = { customerPhone: '(11) 91234-5678', deliveryAddress: 'Rua das Flores, 10', notes: 'sem cebola' };
    act(() => result.current.checkout(delivery));
    await waitFor(() => expect(keysSent(server)).toHaveLength(1));
    act(() => result.current.checkout(delivery));
    await waitFor(() => expect(keysSent(server)).toHaveLength(2));
    act(() => result.current.checkout({ ...delivery, deliveryAddress: 'Avenida Sete, 99' }));
    await waitFor(() => expect(keysSent(server)).toHaveLength(3));
    const [first, retry, moved] = keysSent(server);
    expect(retry).toBe(first);
    expect(moved).not.toBe(first);
    expect((server.calls.find((call) => call.path === 'order.place')?.input as { order: object }).order).toMatchObject(delivery);
  });

  it('sends the payment inside the order, and another payment is another request with a new key (issue 16)', async () => {
    const { result, server } = renderHookWithProviders(() => useCheckout({ restaurant, lines, signedIn: true, onPlaced: () => {} }), {
      handlers: {
        'order.place': () => {
          throw new Error('Falha de conexão');
        },
      },
    });
    const delivery = { customerPhone: '(11) 91234-5678', deliveryAddress: 'Rua das Flores, 10', notes: '' };
    act(() => result.current.checkout({ ...delivery, payment: { method: 'cash', changeFor: '100.00' } }));
    await waitFor(() => expect(keysSent(server)).toHaveLength(1));
    act(() => result.current.checkout({ ...delivery, payment: { method: 'cash', changeFor: '100.00' } }));
    await waitFor(() => expect(keysSent(server)).toHaveLength(2));
    act(() => result.current.checkout({ ...delivery, payment: { method: 'credit', brand: 'visa' } }));
    await waitFor(() => expect(keysSent(server)).toHaveLength(3));
    const [first, retry, card] = keysSent(server);
    expect(retry).toBe(first);
    expect(card).not.toBe(first);
    const payments = server.calls.filter((call) => call.path === 'order.place').map((call) => (call.input as { order: { payment?: unknown } }).order.payment);
    expect(payments).toEqual([{ method: 'cash', changeFor: '100.00' }, { method: 'cash', changeFor: '100.00' }, { method: 'credit', brand: 'visa' }]);
  });

  it('gives a different cart a new key', async () => {
    let cart = lines;
    const { result, server, rerender } = renderHookWithProviders(() => useCheckout({ restaurant, lines: cart, signedIn: true, onPlaced: () => {} }), {
      handlers: {
        'order.place': () => {
          throw new Error('O preço de Moqueca de peixe mudou. Revise seu pedido.');
        },
      },
    });
    act(() => result.current.checkout());
    await waitFor(() => expect(keysSent(server)).toHaveLength(1));
    cart = addProduct(lines, makeProduct({ id: '44444444-4444-4444-8444-444444444444', name: 'Suco' }));
    rerender();
    act(() => result.current.checkout());
    await waitFor(() => expect(keysSent(server)).toHaveLength(2));
    const [first, second] = keysSent(server);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});
