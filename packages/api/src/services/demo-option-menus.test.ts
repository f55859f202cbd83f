import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChoiceProblem, optionsCents, toCents } from '@direto/contracts';
import { Restaurant } from '@direto/db';
import { seedDemoData } from '@direto/db/seed';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';
import { listMenu } from './menu';

/** The demo data shows option groups at once: a pizzaria with half-and-half pizza and an açaí shop. */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemoData(db.orm.em.fork());
});
afterAll(async () => {
  await db?.destroy();
});

const menuOf = async (slug: string) => {
  const em = db.orm.em.fork();
  const restaurant = await em.findOneOrFail(Restaurant, { shareableSlug: slug });
  return listMenu(em, restaurant.id);
};

describe('demo menus with option groups', () => {
  it('offers a pizza by size (1/2/3 flavours), eight flavours priced per size and crusts; the drinks add with one tap', async () => {
    const menu = await menuOf('pizzaria-forno-a-lenha');
    const pizza = menu.find((product) => product.name === 'Pizza salgada');
    expect(pizza?.optionGroups.map((group) => [group.name, group.kind, group.pricing])).toEqual([
      ['Tamanho', 'size', 'sum'],
      ['Sabores', 'flavour', 'avg'],
      ['Borda', 'standard', 'sum'],
    ]);
    const [sizes, flavours, crusts] = pizza?.optionGroups ?? [];
    expect(sizes?.options.map((option) => [option.name, option.flavours])).toEqual([
      ['Broto', 1],
      ['Média', 2],
      ['Grande', 3],
    ]);
    expect(flavours?.options).toHaveLength(8);
    expect(menu.find((product) => product.name === 'Refrigerante 2 L')?.optionGroups).toEqual([]);

    const id = (group: typeof sizes, name: string) => group?.options.find((option) => option.name === name)?.id ?? name;
    const choices = [
      { optionId: id(sizes, 'Grande'), quantity: 1 },
      { optionId: id(flavours, 'Calabresa'), quantity: 1 },
      { optionId: id(flavours, 'Margherita'), quantity: 1 },
      { optionId: id(crusts, 'Catupiry'), quantity: 1 },
    ];
    const groups = pizza?.optionGroups ?? [];
    expect(findChoiceProblem(groups, choices)).toBeNull();
    // 39,90 + Grande 30,00 + (0 + 7,90) / 2 + Catupiry 10,00
    expect(toCents(pizza?.price ?? '0') + optionsCents(groups, choices)).toBe(8385);
  });

  it('offers açaí with sizes, complements (one ran out) and toppings', async () => {
    const menu = await menuOf('acai-da-praia');
    const acai = menu.find((product) => product.name === 'Açaí na tigela');
    expect(acai?.optionGroups.map((group) => [group.name, group.min, group.max])).toEqual([
      ['Tamanho', 1, 1],
      ['Complementos', 0, 5],
      ['Cobertura', 0, 1],
    ]);
    expect(acai?.optionGroups[1]?.options.find((option) => option.name === 'Nutella')?.isAvailable).toBe(false);
  });
});
