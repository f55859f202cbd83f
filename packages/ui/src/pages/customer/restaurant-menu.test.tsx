import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@direto/contracts';
import { renderWithProviders } from '@/test/render-app';
import { makeProduct } from '@/test/fixtures';
import { RestaurantMenu } from './restaurant-menu';

const RESTAURANT_ID = '22222222-2222-4222-8222-222222222222';
const category = (id: string, name: string, sortOrder: number): Category => ({ id, restaurantId: RESTAURANT_ID, name, description: null, sortOrder, createdAt: '2026-11-21T12:00:00.000Z' });
const bebidas = category('c1', 'Bebidas', 1);
const pratos = category('c2', 'Pratos', 0);
const LONG = 'Peixe branco no leite de coco e dendê, com arroz, pirão e farofa. Serve duas pessoas com fome.';
const products = [
  makeProduct({ id: 'p1', name: 'Suco de cajá', description: 'Natural', categoryId: bebidas.id, tags: [] }),
  makeProduct({ id: 'p2', name: 'Moqueca', description: LONG, categoryId: pratos.id }),
  makeProduct({ id: 'p3', name: 'Pão de queijo', description: 'Mineiro', categoryId: null, tags: [] }),
];

function renderMenu(categories: Category[] = [bebidas, pratos]) {
  const onAdd = vi.fn();
  renderWithProviders(<RestaurantMenu restaurantId={RESTAURANT_ID} products={products} onAdd={onAdd} />, { handlers: { 'category.list': () => categories } });
  return { onAdd };
}

describe('the customer menu', () => {
  it("shows sections in the owner's order with tabs, 'Outros' last", async () => {
    renderMenu();
    expect(await screen.findByRole('region', { name: 'Pratos' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pratos', 'Bebidas', 'Outros']);
    expect(within(screen.getByRole('region', { name: 'Outros' })).getByRole('heading', { level: 4 })).toHaveTextContent('Pão de queijo');
    const tabs = screen.getByRole('navigation', { name: 'Categorias do cardápio' });
    // (Which tab is current follows the layout: the browser tests check it.)
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pratos', 'Bebidas', 'Outros']);
  });

  it('without categories it is one list, without tabs or headings', async () => {
    renderMenu([]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Moqueca' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categorias do cardápio' })).not.toBeInTheDocument();
    expect(screen.queryByText('Outros')).not.toBeInTheDocument();
  });

  it("'Buscar no cardápio' filters by name and description, ignoring accents", async () => {
    const user = userEvent.setup();
    renderMenu();
    await screen.findByRole('region', { name: 'Pratos' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no cardápio' }), 'pao');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Pão de queijo']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar no cardápio' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no cardápio' }), 'DENDE');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Moqueca']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no cardápio' }), 'x');
    expect(screen.getByText('Nenhum produto encontrado para “DENDEx”.')).toBeInTheDocument();
  });

  it('a tap on a dish opens the sheet with the whole description; Adicionar adds and closes it', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Moqueca' }));
    const sheet = await screen.findByRole('dialog', { name: 'Moqueca' });
    expect(within(sheet).getByText(LONG)).toBeInTheDocument();
    expect(within(sheet).getByText('R$ 89,90')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Adicionar · R$ 89,90' }));
    expect(onAdd).toHaveBeenCalledWith(products[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
