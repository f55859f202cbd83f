import { describe, expect, it } from 'vitest';
import type { Product } from '@direto/contracts';
import { clampWindow, filterProducts, FIRST_PAGE, goToPage, loadMore, pageCount, productListView, sortProducts } from './product-list-query';

function product(overrides: Partial<Product> & { name: string }): Product {
  return {
    id: overrides.name,
    restaurantId: 'r1',
    categoryId: null,
    description: null,
    price: '10.00',
    imageUrl: null,
    prepTime: 15,
    isAvailable: true,
    tags: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const menu = [
  product({ name: 'Pão de Queijo', description: 'Mineiro, quentinho', price: '8.50', tags: ['vegetariano'], createdAt: '2026-11-03T10:00:00Z' }),
  product({ name: 'Açaí', description: 'Tigela 500 ml', price: '22.00', tags: ['Doce', 'gelado'], createdAt: '2026-11-01T10:00:00Z' }),
  product({ name: 'Feijoada', description: 'Completa, serve dois', price: '89.90', tags: ['carne'], createdAt: '2026-11-02T10:00:00Z' }),
  product({ name: 'Brigadeiro', description: null, price: '4.00', tags: ['doce'], createdAt: '2026-11-04T10:00:00Z' }),
];

const names = (products: Product[]) => products.map((p) => p.name);

describe('search (spec §2)', () => {
  it('matches name, description or a tag, ignoring case and accents', () => {
    expect(names(filterProducts(menu, 'pao'))).toEqual(['Pão de Queijo']);
    expect(names(filterProducts(menu, 'SERVE'))).toEqual(['Feijoada']);
    expect(names(filterProducts(menu, 'doce'))).toEqual(['Açaí', 'Brigadeiro']);
    expect(names(filterProducts(menu, 'acai'))).toEqual(['Açaí']);
    expect(names(filterProducts(menu, '  '))).toHaveLength(4);
    expect(filterProducts(menu, 'pizza')).toEqual([]);
  });
});

describe('sort (spec §2)', () => {
  it('by name, price or creation, in both directions', () => {
    expect(names(sortProducts(menu, 'name', 'asc'))).toEqual(['Açaí', 'Brigadeiro', 'Feijoada', 'Pão de Queijo']);
    expect(names(sortProducts(menu, 'name', 'desc'))).toEqual(['Pão de Queijo', 'Feijoada', 'Brigadeiro', 'Açaí']);
    expect(names(sortProducts(menu, 'price', 'asc'))).toEqual(['Brigadeiro', 'Pão de Queijo', 'Açaí', 'Feijoada']);
    expect(names(sortProducts(menu, 'price', 'desc'))).toEqual(['Feijoada', 'Açaí', 'Pão de Queijo', 'Brigadeiro']);
    expect(names(sortProducts(menu, 'createdAt', 'desc'))).toEqual(['Brigadeiro', 'Pão de Queijo', 'Feijoada', 'Açaí']);
  });

  it('compares prices as money, not as text', () => {
    const prices = [product({ name: 'a', price: '100.00' }), product({ name: 'b', price: '9.99' })];
    expect(names(sortProducts(prices, 'price', 'asc'))).toEqual(['b', 'a']);
  });

  it('does not change the list it was given', () => {
    const copy = [...menu];
    sortProducts(menu, 'price', 'asc');
    expect(menu).toEqual(copy);
  });
});

describe('pages of 12 (spec §9)', () => {
  const many = Array.from({ length: 30 }, (_, i) => product({ name: `Prato ${String(i + 1).padStart(2, '0')}` }));
  const view = (window = FIRST_PAGE, search = '') => productListView(many, { search, sortBy: 'name', direction: 'asc', window });

  it('shows the first 12 of 30, in 3 pages', () => {
    const first = view();
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.name).toBe('Prato 01');
    expect(first.total).toBe(30);
    expect(first.pages).toBe(3);
    expect(first.canGoBack).toBe(false);
    expect(first.canGoForward).toBe(true);
  });

  it('"Carregar mais" adds the next page below the ones shown, up to the last', () => {
    let window = loadMore(FIRST_PAGE, 3);
    expect(view(window).items).toHaveLength(24);
    window = loadMore(window, 3);
    expect(view(window).items).toHaveLength(30);
    expect(view(window).canGoForward).toBe(false);
    expect(loadMore(window, 3)).toEqual({ first: 0, last: 2 });
  });

  it('first/previous/next/last jump to one page', () => {
    expect(view(goToPage(2, 3)).items.map((p) => p.name)).toEqual(['Prato 25', 'Prato 26', 'Prato 27', 'Prato 28', 'Prato 29', 'Prato 30']);
    expect(goToPage(7, 3)).toEqual({ first: 2, last: 2 });
    expect(goToPage(-1, 3)).toEqual(FIRST_PAGE);
    const middle = view(goToPage(1, 3));
    expect(middle.canGoBack && middle.canGoForward).toBe(true);
  });

  it('falls back inside the pages that exist when the list shrinks', () => {
    expect(clampWindow({ first: 2, last: 2 }, 1)).toEqual(FIRST_PAGE);
    expect(view({ first: 2, last: 2 }, 'Prato 0').items).toHaveLength(9);
    expect(pageCount(0)).toBe(1);
  });
});
