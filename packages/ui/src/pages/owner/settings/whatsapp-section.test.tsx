import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@direto/contracts';
import { makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from '../settings-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria', lastName: 'Silva', email: 'maria@direto.app' });

async function openWhatsappTab(restaurant = makeOwnedRestaurant({ ownerId: owner.id })) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<SettingsPage />, {
    handlers: { 'auth.me': () => owner, 'restaurant.mine': () => [restaurant], 'restaurant.update': (input) => ({ ...restaurant, ...(input as object) }) },
  });
  await user.click(await screen.findByRole('tab', { name: 'WhatsApp' }));
  return { user, ...rendered };
}

describe('Configurações › WhatsApp', () => {
  it('saves the number as wa.me wants it and a rewritten message, leaving the other settings as saved', async () => {
    const { user, server } = await openWhatsappTab();
    await user.type(screen.getByLabelText('Número do WhatsApp'), '(11) 98765-4321');
    const ready = screen.getByLabelText('Pedido Pronto');
    await user.clear(ready);
    await user.type(ready, 'Oi {{nome}, seu pedido {{pedido} está pronto!');
    expect(screen.getByText('43 de 1.500 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('WhatsApp atualizado!')).toBeInTheDocument();
    // Only its own fields (issue 28): a name or fee another tab saved meanwhile stays as it is.
    expect(server.calls.find((call) => call.path === 'restaurant.update')?.input).toEqual({
      id: '00000000-0000-4000-8000-0000000000aa',
      whatsappNumber: '5511987654321',
      whatsappTemplates: { ...DEFAULT_WHATSAPP_TEMPLATES, ready: 'Oi {nome}, seu pedido {pedido} está pronto!' },
      expectedVersions: { whatsapp: 'v-whatsapp' },
    });
  });

  it('says what is wrong before sending: a number without DDD, an unknown variable', async () => {
    const { user, server } = await openWhatsappTab();
    await user.type(screen.getByLabelText('Número do WhatsApp'), '98765-4321');
    const pending = screen.getByLabelText('Pedido Pendente');
    await user.type(pending, ' Entrega em {{endereco}');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Informe um número de WhatsApp com DDD, por exemplo (11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('Variável desconhecida: {endereco}. Use {nome}, {pedido}, {status}, {total} ou {link}.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === 'restaurant.update')).toBe(false);
  });

  it('shows the saved number and puts a default message back', async () => {
    const { user } = await openWhatsappTab(
      makeOwnedRestaurant({ ownerId: owner.id, whatsappNumber: '5511987654321', whatsappTemplates: { ...DEFAULT_WHATSAPP_TEMPLATES, delivered: 'Valeu!' } }),
    );
    expect(screen.getByLabelText('Número do WhatsApp')).toHaveValue('+55 (11) 98765-4321');
    expect(screen.getByLabelText('Pedido Entregue')).toHaveValue('Valeu!');
    await user.click(screen.getByRole('button', { name: 'Restaurar padrão: Pedido Entregue' }));
    expect(screen.getByLabelText('Pedido Entregue')).toHaveValue(DEFAULT_WHATSAPP_TEMPLATES.delivered);
  });
});
