import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
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
