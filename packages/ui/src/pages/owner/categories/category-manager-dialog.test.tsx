import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@direto/contracts';
import { renderWithProviders } from '@/test/render-app';
import { makeProduct } from '@/test/fixtures';
import { CategoryManagerDialog } from './category-manager-dialog';

const RESTAURANT_ID = '00000000-0000-4000-8000-0000000000aa';
const category = (id: string, name: string, sortOrder: number): Category => ({ id, restaurantId: RESTAURANT_ID, name, description: null, sortOrder, createdAt: '2026-11-01T10:00:00.000Z' });

/** A fake server that keeps the categories, like the real one. */
function renderManager() {
  let categories = [category('c1', 'Entradas', 0), category('c2', 'Pratos', 1), category('c3', 'Bebidas', 2)];
  const products = [makeProduct({ id: 'p1', categoryId: 'c2' }), makeProduct({ id: 'p2', categoryId: 'c2' })];
  const onOpenChange = vi.fn();
  const result = renderWithProviders(<CategoryManagerDialog open onOpenChange={onOpenChange} restaurantId={RESTAURANT_ID} />, {
    handlers: {
      'category.list': () => categories,
      'product.listByRestaurant': () => products,
      'category.create': (input) => {
        const created = category('c9', (input as { name: string }).name, categories.length);
        categories = [...categories, created];
        return created;
      },
      'category.reorder': (input) => {
        const ids = (input as { categoryIds: string[] }).categoryIds;
        categories = ids.flatMap((id, index) => categories.filter((c) => c.id === id).map((c) => ({ ...c, sortOrder: index })));
        return categories;
      },
      'category.rename': (input) => {
        const { id, name } = input as { id: string; name: string };
        categories = categories.map((c) => (c.id === id ? { ...c, name } : c));
        return categories.find((c) => c.id === id);
      },
      'category.delete': (input) => {
        const { id } = input as { id: string };
        categories = categories.filter((c) => c.id !== id);
        return { id };
      },
    },
  });
  const names = () => within(screen.getByRole('list', { name: 'Categorias' })).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
  return { ...result, onOpenChange, names };
}

describe('the categories manager', () => {
  it('lists the categories in order with their product counts', async () => {
    const { names } = renderManager();
    await screen.findByRole('list', { name: 'Categorias' });
    expect(names()).toEqual(['Entradas', 'Pratos', 'Bebidas']);
    expect(screen.getByText('2 produtos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover Entradas para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover Bebidas para baixo' })).toBeDisabled();
  });

  it('creates at the end, and refuses an empty name', async () => {
    const user = userEvent.setup();
    const { names, server } = renderManager();
    await screen.findByRole('list', { name: 'Categorias' });
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova categoria'), ' Sobremesas {Enter}');
    await waitFor(() => expect(names()).toEqual(['Entradas', 'Pratos', 'Bebidas', 'Sobremesas']));
    expect(server.calls.find((call) => call.path === 'category.create')?.input).toEqual({ restaurantId: RESTAURANT_ID, name: 'Sobremesas' });
    expect(screen.getByLabelText('Nova categoria')).toHaveValue('');
  });

  it('moves with the buttons and Alt+arrows, sending the whole order, and keeps the focus on the moved row', async () => {
    const user = userEvent.setup();
    const { names, server } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Mover Bebidas para cima' }));
    expect(names()).toEqual(['Entradas', 'Bebidas', 'Pratos']);
    expect(screen.getByRole('button', { name: 'Mover Bebidas para cima' })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names()).toEqual(['Bebidas', 'Entradas', 'Pratos']);
    // At the top, its 'up' button is off: the focus moved to 'down'.
    expect(screen.getByRole('button', { name: 'Mover Bebidas para baixo' })).toHaveFocus();
    const reorders = server.calls.filter((call) => call.path === 'category.reorder').map((call) => call.input);
    expect(reorders).toEqual([
      { restaurantId: RESTAURANT_ID, categoryIds: ['c1', 'c3', 'c2'] },
      { restaurantId: RESTAURANT_ID, categoryIds: ['c3', 'c1', 'c2'] },
    ]);
    // The customer menu's order follows: the products are fetched again.
    await waitFor(() => expect(server.calls.filter((call) => call.path === 'product.listByRestaurant').length).toBeGreaterThan(1));
  });

  it('renames in place; Esc leaves the rename without closing the dialog', async () => {
    const user = userEvent.setup();
    const { names, onOpenChange } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Renomear Pratos' }));
    const input = screen.getByLabelText('Novo nome de Pratos');
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Novo nome de Pratos')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renomear Pratos' })).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Renomear Pratos' }));
    await user.clear(screen.getByLabelText('Novo nome de Pratos'));
    await user.type(screen.getByLabelText('Novo nome de Pratos'), 'Pratos principais{Enter}');
    await waitFor(() => expect(names()).toEqual(['Entradas', 'Pratos principais', 'Bebidas']));
  });

  it("deletes after a confirmation that says where its products go", async () => {
    const user = userEvent.setup();
    const { names } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Excluir Pratos' }));
    const confirm = screen.getByRole('group', { name: 'Excluir Pratos' });
    expect(confirm).toHaveTextContent('Excluir Pratos? 2 produtos irão para “Outros”.');
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(names()).toEqual(['Entradas', 'Bebidas']));
    expect(await screen.findByText('Categoria excluída')).toBeInTheDocument();
  });
});
