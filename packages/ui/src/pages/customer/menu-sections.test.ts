import { describe, expect, it } from 'vitest';
import type { Category } from '@direto/contracts';
import { makeProduct } from '@/test/fixtures';
import { menuSections } from './menu-sections';

function category(id: string, name: string, sortOrder: number): Category {
  return { id, restaurantId: 'r', name, description: null, sortOrder, createdAt: '2026-11-21T12:00:00.000Z' };
}

const bebidas = category('c-bebidas', 'Bebidas', 1);
const pratos = category('c-pratos', 'Pratos', 0);
const vazia = category('c-vazia', 'Vazia', 2);
const suco = makeProduct({ id: 'p1', name: 'Suco de cajá', description: 'Natural', categoryId: bebidas.id, tags: [] });
const moqueca = makeProduct({ id: 'p2', name: 'Moqueca', description: 'Peixe no dendê', categoryId: pratos.id, tags: ['baiano'] });
const pao = makeProduct({ id: 'p3', name: 'Pão de queijo', description: 'Mineiro', categoryId: null, tags: [] });
const orphan = makeProduct({ id: 'p4', name: 'Cocada', description: 'Doce', categoryId: 'apagada', tags: [] });

const view = (sections: ReturnType<typeof menuSections>) => sections.map((s) => [s.title, s.products.map((p) => p.name)]);

describe('menuSections', () => {
  it("groups by category in the owner's order, drops empty categories and ends with 'Outros'", () => {
    expect(view(menuSections([suco, moqueca, pao, orphan], [bebidas, vazia, pratos]))).toEqual([
      ['Pratos', ['Moqueca']],
      ['Bebidas', ['Suco de cajá']],
      ['Outros', ['Pão de queijo', 'Cocada']],
    ]);
  });

  it('is one untitled list when the restaurant has no categories', () => {
    expect(view(menuSections([suco, pao], []))).toEqual([[null, ['Suco de cajá', 'Pão de queijo']]]);
  });

  it('searches names, descriptions and tags without minding accents or case', () => {
    expect(view(menuSections([suco, moqueca, pao], [bebidas, pratos], 'PAO'))).toEqual([['Outros', ['Pão de queijo']]]);
    expect(view(menuSections([suco, moqueca, pao], [bebidas, pratos], 'dende'))).toEqual([['Pratos', ['Moqueca']]]);
    expect(view(menuSections([suco, moqueca, pao], [bebidas, pratos], 'cajá'))).toEqual([['Bebidas', ['Suco de cajá']]]);
    expect(menuSections([suco, moqueca], [bebidas, pratos], 'lagosta')).toEqual([]);
  });
});
