import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@direto/contracts';
import { trpc } from '@/lib/trpc';
import { renderWithProviders } from '@/test/render-app';
import { ProductFormDialog } from './product-form-dialog';

const RESTAURANT_ID = '00000000-0000-4000-8000-0000000000aa';
const PRODUCT: Product = {
  id: '00000000-0000-4000-8000-0000000000b1',
  restaurantId: RESTAURANT_ID,
  categoryId: null,
  name: 'Feijoada',
  description: 'Completa',
  price: '49.90',
  imageUrl: null,
  prepTime: 40,
  isAvailable: true,
  tags: ['carne'],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const CATEGORIES = [
  { id: '00000000-0000-4000-8000-0000000000c1', restaurantId: RESTAURANT_ID, name: 'Pratos', description: null, sortOrder: 0, createdAt: '2026-11-01T10:00:00.000Z' },
  { id: '00000000-0000-4000-8000-0000000000c2', restaurantId: RESTAURANT_ID, name: 'Salgados', description: null, sortOrder: 1, createdAt: '2026-11-01T10:00:00.000Z' },
];

/** The restaurant's product list as another screen shows it: refetched when invalidated. */
function ProductListProbe() {
  trpc.product.listByRestaurant.useQuery({ id: RESTAURANT_ID });
  return null;
}

function renderForm(options: { product?: Product | null; handlers?: Record<string, (input: unknown) => unknown> } = {}) {
  const onOpenChange = vi.fn();
  const onSuccess = vi.fn();
  const result = renderWithProviders(
    <>
      <ProductListProbe />
      <ProductFormDialog open onOpenChange={onOpenChange} restaurantId={RESTAURANT_ID} product={options.product ?? null} onSuccess={onSuccess} />
    </>,
    { handlers: { 'product.listByRestaurant': () => [], 'category.list': () => CATEGORIES, ...options.handlers } },
  );
  return { ...result, onOpenChange, onSuccess, dialog: screen.getByRole('dialog') };
}

describe('product form (spec §5)', () => {
  it('shows every required-field message and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog, server } = renderForm();
    expect(within(dialog).getByRole('heading', { name: 'Adicionar Produto' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Tempo de preparo (minutos)'));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar Produto' }));

    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Descrição é obrigatória')).toBeInTheDocument();
    expect(within(dialog).getByText('Preço é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Tempo de preparo é obrigatório')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.type === 'mutation')).toEqual([]);
  });

  it("sends the 'Código PDV' typed (issue 34), the code a POS knows the product by", async () => {
    const user = userEvent.setup();
    const { dialog, server } = renderForm({ handlers: { 'product.create': () => ({ ...PRODUCT, externalCode: 'PZ001' }) } });
    await user.type(within(dialog).getByLabelText('Nome'), 'Pizza');
    await user.type(within(dialog).getByLabelText('Preço (R$)'), '4590');
    await user.type(within(dialog).getByLabelText('Descrição'), 'Muçarela');
    await user.type(within(dialog).getByLabelText('Código PDV (opcional)'), ' PZ001 ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar Produto' }));
    expect(await screen.findByText('Produto criado!')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'product.create')?.input).toMatchObject({ name: 'Pizza', externalCode: 'PZ001' });
  });

  it('creates the product with a two-decimal price, an integer prepTime and the tags, then closes', async () => {
    const user = userEvent.setup();
    const created = { ...PRODUCT, name: 'Pastel', price: '8.50' };
    const { dialog, server, onOpenChange, onSuccess } = renderForm({ handlers: { 'product.create': () => created } });
    await user.type(within(dialog).getByLabelText('Nome'), 'Pastel');
    // The money field fills from the right: 8 → 0,08 → 0,85 → 8,50.
    await user.type(within(dialog).getByLabelText('Preço (R$)'), '850');
    await user.type(within(dialog).getByLabelText('Descrição'), 'De carne');
    await user.clear(within(dialog).getByLabelText('Tempo de preparo (minutos)'));
    await user.type(within(dialog).getByLabelText('Tempo de preparo (minutos)'), '20');
    await user.type(within(dialog).getByLabelText('Tags'), 'frito{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar Produto' }));

    expect(await screen.findByText('Produto criado!')).toBeInTheDocument();
    expect(screen.getByText('O produto foi adicionado ao cardápio com sucesso.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'product.create')?.input).toEqual({
      name: 'Pastel',
      description: 'De carne',
      price: '8.50',
      prepTime: 20,
      isAvailable: true,
      tags: ['frito'],
      imageUrl: null,
      restaurantId: RESTAURANT_ID,
    });
    expect(onSuccess).toHaveBeenCalledWith(created);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The restaurant's product list is refetched.
    const listCalls = () => server.calls.filter((call) => call.path === 'product.listByRestaurant');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]?.input).toEqual({ id: RESTAURANT_ID });
  });

  it('edits a product and keeps the modal open with an error toast when saving fails', async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderForm({
      product: PRODUCT,
      handlers: {
        'product.update': () => {
          throw new Error('Produto não encontrado');
        },
      },
    });
    expect(within(dialog).getByRole('heading', { name: 'Editar Produto' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Feijoada');
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar Produto' }));

    expect(await screen.findByText('Erro ao atualizar produto')).toBeInTheDocument();
    expect(screen.getByText('Produto não encontrado')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('puts the product in the category picked, and an edit can take it out', async () => {
    const user = userEvent.setup();
    const created = { ...PRODUCT, categoryId: CATEGORIES[1]?.id ?? null };
    const first = renderForm({ handlers: { 'product.create': () => created } });
    await user.type(within(first.dialog).getByLabelText('Nome'), 'Coxinha');
    await user.type(within(first.dialog).getByLabelText('Preço (R$)'), '1.250,00');
    expect(within(first.dialog).getByLabelText('Preço (R$)')).toHaveValue('R$ 1.250,00');
    await user.type(within(first.dialog).getByLabelText('Descrição'), 'De frango');
    expect(within(first.dialog).getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Sem categoria (Outros)');
    await user.click(within(first.dialog).getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Salgados' }));
    await user.click(within(first.dialog).getByRole('button', { name: 'Adicionar Produto' }));
    await screen.findByText('Produto criado!');
    expect(first.server.calls.find((call) => call.path === 'product.create')?.input).toMatchObject({ price: '1250.00', categoryId: CATEGORIES[1]?.id });
    first.unmount();

    const second = renderForm({ product: { ...PRODUCT, categoryId: CATEGORIES[0]?.id ?? null }, handlers: { 'product.update': () => PRODUCT } });
    const select = within(second.dialog).getByRole('combobox', { name: 'Categoria' });
    await waitFor(() => expect(select).toHaveTextContent('Pratos'));
    expect(within(second.dialog).getByLabelText('Preço (R$)')).toHaveValue('R$ 49,90');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Sem categoria (Outros)' }));
    await user.click(within(second.dialog).getByRole('button', { name: 'Atualizar Produto' }));
    await screen.findByText('Produto atualizado!');
    expect(second.server.calls.find((call) => call.path === 'product.update')?.input).toMatchObject({ id: PRODUCT.id, price: '49.90', categoryId: null });
  });
});
