import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestDevice } from '@direto/contracts';
import { renderApp } from '@/test/render-app';
import { makeProduct, makeRestaurant } from '@/test/fixtures';

const restaurant = { ...makeRestaurant(), guestOrders: true };
const remembered: GuestDevice = {
  prefill: { name: 'Rita Lee Jones', phone: '(71) 99876-1111', address: null, deliveryAddress: 'Rua do Carmo, 8' },
  orders: [],
};

describe("the guest checkout's prefill (issue 30)", () => {
  it('arriving after the guest started typing, keeps what she typed and fills only the empty fields', async () => {
    const user = userEvent.setup();
    let answerDevice: (device: GuestDevice) => void = () => {};
    renderApp({
      path: `/r/${restaurant.shareableSlug}`,
      handlers: {
        'auth.me': () => {
          throw new Error('Faça login para continuar.');
        },
        'restaurant.bySlug': () => restaurant,
        'product.listByRestaurant': () => [makeProduct()],
        'guestOrder.device': () => new Promise<GuestDevice>((resolve) => (answerDevice = resolve)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar Moqueca de peixe' }));
    const checkout = screen.getByRole('complementary', { name: 'Seu Pedido' });
    await user.click(within(checkout).getByRole('button', { name: 'Finalizar Pedido' }));
    await user.type(await within(checkout).findByLabelText('Nome'), 'Caio Reis');

    answerDevice(remembered);
    await within(checkout).findByText('Rita Lee Jones');
    expect(within(checkout).getByLabelText('Nome')).toHaveValue('Caio Reis');
    expect(within(checkout).getByLabelText('Celular')).toHaveValue('(71) 99876-1111');
    expect(within(checkout).getByLabelText('Endereço de entrega')).toHaveValue('Rua do Carmo, 8');
  });
});
