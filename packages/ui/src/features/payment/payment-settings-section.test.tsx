import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAYMENT_METHODS, normalizePixKey, type PaymentSettings } from '@direto/contracts';
import { FLAT_DELIVERY, makeOwnedRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import SettingsPage from '@/pages/owner/settings-page';

const owner = makeUser({ userType: 'restaurant', firstName: 'Maria' });
const restaurant = makeOwnedRestaurant({
  ownerId: owner.id,
  name: 'Pizzaria São João da Praça Central',
  delivery: {
    ...FLAT_DELIVERY,
    address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: null, district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null },
  },
});

/** What a restaurant has before the owner opens the tab (issue 16): cash and cards, no Pix. */
const NEW_RESTAURANT: PaymentSettings = {
  methods: DEFAULT_PAYMENT_METHODS,
  pix: { enabled: false, keyType: null, key: null, receiverName: '', receiverCity: '', requireConfirmation: true },
  version: 'v-payment',
};

type SaveInput = PaymentSettings & { id: string };

/** The settings page on the 'Pagamento' tab; the server keeps what it is sent (keys arrive normalised, as it stores them). */
async function openPaymentTab(saved: PaymentSettings = NEW_RESTAURANT, save?: (input: SaveInput) => PaymentSettings) {
  const user = userEvent.setup();
  let current = saved;
  const rendered = renderWithProviders(<SettingsPage />, {
    handlers: {
      'auth.me': () => owner,
      'restaurant.mine': () => [restaurant],
      'payment.settings': () => current,
      'payment.updateSettings': (input) => {
        const { id: _id, ...settings } = input as SaveInput;
        current = save ? save(input as SaveInput) : settings;
        return current;
      },
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Pagamento' }));
  await screen.findByRole('switch', { name: 'Aceitar Pix' });
  return { user, ...rendered, panel: screen.getByRole('tabpanel') };
}

const saveCalls = (server: { calls: { path: string; input: unknown }[] }) => server.calls.filter((call) => call.path === 'payment.updateSettings');

describe('Configurações › Pagamento (issue 16)', () => {
  it('shows the methods of a new restaurant: cash and cards on, with every card brand', async () => {
    const { panel } = await openPaymentTab();
    expect(within(panel).getByRole('switch', { name: 'Dinheiro' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Cartão de crédito' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Cartão de débito' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Vale-refeição' })).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Vale-alimentação' })).not.toBeChecked();
    const credit = within(panel).getByRole('group', { name: 'Bandeiras aceitas no Cartão de crédito' });
    expect(within(credit).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express']);
    expect(within(credit).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(panel).getByRole('switch', { name: 'Aceitar Pix' })).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Só preparar depois de confirmar o Pix' })).toBeChecked();
  });

  it('turns Pix on with a CPF key, fills the receiver without accents, saves and shows the key as stored', async () => {
    const { user, panel, server } = await openPaymentTab();
    await user.click(within(panel).getByRole('switch', { name: 'Aceitar Pix' }));
    // Filled from the restaurant: its name and its address's city, as banks read them.
    expect(within(panel).getByLabelText('Nome do recebedor')).toHaveValue('PIZZARIA SAO JOAO DA PRAC');
    expect(within(panel).getByLabelText('Cidade do recebedor')).toHaveValue('SAO PAULO');

    // The owner writes another name: the accents go as they type.
    await user.clear(within(panel).getByLabelText('Nome do recebedor'));
    await user.type(within(panel).getByLabelText('Nome do recebedor'), 'Pizzaria São João');
    expect(within(panel).getByLabelText('Nome do recebedor')).toHaveValue('PIZZARIA SAO JOAO');
    expect(within(panel).getByText(/alguns bancos recusam o Pix com acento/)).toBeInTheDocument();

    const keyType = within(panel).getByLabelText('Tipo de chave');
    // Never guessed: the owner picks the type.
    expect(keyType).toHaveDisplayValue('Escolha o tipo');
    expect(within(keyType).getAllByRole('option').map((option) => option.textContent)).toEqual(['Escolha o tipo', 'CPF', 'CNPJ', 'E-mail', 'Telefone', 'Chave aleatória']);
    await user.selectOptions(keyType, 'CPF');
    await user.type(within(panel).getByLabelText('Chave Pix'), '123.456.789-09');
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));

    expect(await screen.findByText('Pagamento salvo')).toBeInTheDocument();
    expect(saveCalls(server)[0]?.input).toEqual({
      id: restaurant.id,
      methods: DEFAULT_PAYMENT_METHODS,
      pix: { enabled: true, keyType: 'cpf', key: '12345678909', receiverName: 'PIZZARIA SAO JOAO', receiverCity: 'SAO PAULO', requireConfirmation: true },
      // Issue 28: the version the form was loaded with.
      expectedVersion: 'v-payment',
    });
    await waitFor(() => expect(within(panel).getByLabelText('Chave Pix')).toHaveValue('12345678909'));
    expect(within(panel).getByLabelText('Tipo de chave')).toHaveDisplayValue('CPF');
  });

  it('shows a phone key as the server stored it (+55…) after saving', async () => {
    const saved: PaymentSettings = {
      ...NEW_RESTAURANT,
      pix: { enabled: true, keyType: 'phone', key: '+5511987654321', receiverName: 'CANTINA', receiverCity: 'SAO PAULO', requireConfirmation: true },
    };
    // A server normalising on its own side too (the REST facade takes typed keys).
    const { user, panel } = await openPaymentTab(saved, ({ id: _id, ...input }) => ({
      ...input,
      pix: { ...input.pix, key: input.pix.keyType && input.pix.key ? normalizePixKey(input.pix.keyType, input.pix.key) : null },
    }));
    expect(within(panel).getByLabelText('Chave Pix')).toHaveValue('+5511987654321');
    await user.clear(within(panel).getByLabelText('Chave Pix'));
    await user.type(within(panel).getByLabelText('Chave Pix'), '(21) 99876-5432');
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));
    await waitFor(() => expect(within(panel).getByLabelText('Chave Pix')).toHaveValue('+5521998765432'));
  });

  it('refuses an invalid CPF key at the field, without calling the server', async () => {
    const { user, panel, server } = await openPaymentTab();
    await user.click(within(panel).getByRole('switch', { name: 'Aceitar Pix' }));
    await user.selectOptions(within(panel).getByLabelText('Tipo de chave'), 'CPF');
    await user.type(within(panel).getByLabelText('Chave Pix'), '123.456.789-00');
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));

    const error = await within(panel).findByText('Chave Pix inválida: informe um CPF válido (11 dígitos)');
    expect(within(panel).getByLabelText('Chave Pix')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByLabelText('Chave Pix').getAttribute('aria-describedby')).toContain(error.id);
    expect(saveCalls(server)).toHaveLength(0);
  });

  it('asks for the key type and the key when Pix is on without them', async () => {
    const { user, panel, server } = await openPaymentTab();
    await user.click(within(panel).getByRole('switch', { name: 'Aceitar Pix' }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));
    expect(await within(panel).findByText('Escolha o tipo da chave Pix')).toBeInTheDocument();
    expect(within(panel).getByText('Informe a chave Pix')).toBeInTheDocument();
    expect(saveCalls(server)).toHaveLength(0);
  });

  it("keeps at least one method on: 'Deixe pelo menos uma forma de pagamento ativa'", async () => {
    const { user, panel, server } = await openPaymentTab();
    for (const name of ['Dinheiro', 'Cartão de crédito', 'Cartão de débito']) await user.click(within(panel).getByRole('switch', { name }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));
    expect(await within(panel).findByText('Deixe pelo menos uma forma de pagamento ativa')).toBeInTheDocument();
    expect(saveCalls(server)).toHaveLength(0);

    // Turning one back on clears it.
    await user.click(within(panel).getByRole('switch', { name: 'Dinheiro' }));
    await waitFor(() => expect(within(panel).queryByText('Deixe pelo menos uma forma de pagamento ativa')).not.toBeInTheDocument());
  });

  it('turns a voucher on with its brands, and asks for one brand when all are unticked', async () => {
    const { user, panel, server } = await openPaymentTab();
    await user.click(within(panel).getByRole('switch', { name: 'Vale-refeição' }));
    const brands = within(panel).getByRole('group', { name: 'Bandeiras aceitas no Vale-refeição' });
    expect(within(brands).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['VR', 'Pluxee', 'Ticket', 'Alelo']);
    for (const name of ['VR', 'Pluxee', 'Ticket', 'Alelo']) await user.click(within(brands).getByRole('checkbox', { name }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));
    expect(await within(brands).findByText('Escolha pelo menos uma bandeira para Vale-refeição')).toBeInTheDocument();

    await user.click(within(brands).getByRole('checkbox', { name: 'Alelo' }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));
    expect(await screen.findByText('Pagamento salvo')).toBeInTheDocument();
    expect((saveCalls(server)[0]?.input as SaveInput).methods.find((entry) => entry.method === 'meal_voucher')).toEqual({ method: 'meal_voucher', enabled: true, brands: ['alelo'] });
  });

  it("shows the server's message when it refuses the settings", async () => {
    const { user, panel } = await openPaymentTab(NEW_RESTAURANT, () => {
      throw new Error('Nome do recebedor: use só letras sem acento, números e espaços (ex.: PIZZARIA SAO JOAO)');
    });
    await user.click(within(panel).getByRole('button', { name: 'Salvar pagamento' }));
    expect(await screen.findByText('Erro ao salvar o pagamento')).toBeInTheDocument();
    expect(screen.getByText('Nome do recebedor: use só letras sem acento, números e espaços (ex.: PIZZARIA SAO JOAO)')).toBeInTheDocument();
  });
});
