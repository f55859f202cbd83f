import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@direto/contracts';
import { renderWithProviders } from '@/test/render-app';
import { ProductManagementDialog } from './product-management-dialog';
import { required } from '@/test/required';

const RESTAURANT_ID = '00000000-0000-4000-8000-0000000000aa';

const product = (n: number, overrides: Partial<Product> = {}): Product => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  restaurantId: RESTAURANT_ID,
  categoryId: null,
  name: `Prato ${String(n).padStart(2, '0')}`,
  description: `Descrição ${n}`,
  price: `${n}.00`,
  imageUrl: null,
  prepTime: 15,
  isAvailable: true,
  tags: [],
  createdAt: `2026-11-01T10:${String(n).padStart(2, '0')}:00.000Z`,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function renderManager(products: () => Product[], handlers: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithProviders(<ProductManagementDialog open onOpenChange={() => {}} restaurantId={RESTAURANT_ID} />, {
    handlers: { 'product.listByRestaurant': products, ...handlers },
  });
}

const cardNames = () => within(screen.getByRole('list', { name: 'Produtos' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('product management modal (spec §2)', () => {
  it('says when the menu is empty', async () => {
    renderManager(() => []);
    expect(await screen.findByText('Nenhum produto cadastrado ainda.')).toBeInTheDocument();
  });

  it('shows 12 per page, loads more, and pages with first/previous/next/last', async () => {
    const user = userEvent.setup();
    renderManager(() => Array.from({ length: 30 }, (_, i) => product(i + 1)));
    expect(await screen.findByText('Mostrando 12 de 30 produtos')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Prato 01');

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(screen.getByText('Mostrando 24 de 30 produtos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('Mostrando 6 de 30 produtos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(cardNames()[0]).toBe('Prato 13');
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(cardNames()[0]).toBe('Prato 01');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  });

  it('searches name, description and tags after the 300 ms pause', async () => {
    const user = userEvent.setup();
    renderManager(() => [
      product(1, { name: 'Pão de Queijo' }),
      product(2, { name: 'Açaí', tags: ['gelado'] }),
      product(3, { name: 'Feijoada', description: 'Serve dois' }),
    ]);
    await screen.findByText('Mostrando 3 de 3 produtos');
    await user.type(screen.getByLabelText('Buscar'), 'gelado');
    // Not filtered on each key press…
    expect(screen.getByText('Mostrando 3 de 3 produtos')).toBeInTheDocument();
    // …but once typing stops.
    await waitFor(() => expect(cardNames()).toEqual(['Açaí']));
    expect(screen.getByText('Mostrando 1 de 1 produtos')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Buscar'));
    await user.type(screen.getByLabelText('Buscar'), 'pizza');
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
  });

  it('shows at most 3 tags and a +N badge, and the availability', async () => {
    renderManager(() => [product(1, { tags: ['a', 'b', 'c', 'd', 'e'], isAvailable: false })]);
    const card = required((await screen.findByRole('heading', { name: 'Prato 01' })).closest('li'), 'o cartão do Prato 01');
    expect(within(card).getByText('+2')).toBeInTheDocument();
    expect(within(card).queryByText('d')).not.toBeInTheDocument();
    expect(within(card).getByText('Indisponível')).toBeInTheDocument();
    expect(within(card).getByText('Sem imagem')).toBeInTheDocument();
    expect(within(card).getByText('R$ 1,00')).toBeInTheDocument();
    expect(within(card).getByText('15 min')).toBeInTheDocument();
  });

  it('deletes a product only after confirmation', async () => {
    const user = userEvent.setup();
    let menu = [product(1), product(2)];
    const { server } = renderManager(() => menu, {
      'product.delete': (input) => {
        const { id } = input as { id: string };
        menu = menu.filter((p) => p.id !== id);
        return { id };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir Prato 01' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(server.calls.some((call) => call.path === 'product.delete')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Produto excluído')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === 'product.delete')?.input).toEqual({ id: product(1).id });
    await waitFor(() => expect(cardNames()).toEqual(['Prato 02']));
  });

  it('after editing, returns focus to the edited row and closes with one Escape though a toast is showing', async () => {
    const user = userEvent.setup();
    let menu = [product(1), product(2), product(3)];
    const onOpenChange = vi.fn();
    renderWithProviders(<ProductManagementDialog open onOpenChange={onOpenChange} restaurantId={RESTAURANT_ID} />, {
      handlers: {
        'product.listByRestaurant': () => menu,
        'category.list': () => [],
        'product.update': (input) => {
          const { id, description } = input as { id: string; description: string };
          menu = menu.map((p) => (p.id === id ? { ...p, description } : p));
          return menu.find((p) => p.id === id);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Prato 02' }));
    const form = await screen.findByRole('dialog', { name: 'Editar Produto' });
    await user.clear(within(form).getByLabelText('Descrição'));
    await user.type(within(form).getByLabelText('Descrição'), 'Nova descrição');
    await user.click(within(form).getByRole('button', { name: 'Atualizar Produto' }));

    expect(await screen.findByText('Produto atualizado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Produto' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Prato 02' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
