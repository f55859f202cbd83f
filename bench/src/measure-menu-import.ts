import pg from 'pg';
import writeXlsxFile from 'write-excel-file/node';
import { required } from './required';
import { signIn } from './sign-in';
import { ownerEmail } from './settings';

/** The seeded restaurant whose menu is imported into (no other measurement reads it). */
const IMPORT_RESTAURANT_INDEX = 3;
/** New products, beside the seeded 200 updated with new prices: 1,000, the menu's limit. */
const NEW_PRODUCTS = 800;
/** Option lines: 50 groups × 20 options, each group offered by 20 products (named by their code). */
const GROUPS = 50;
const OPTIONS_PER_GROUP = 20;

export interface MenuImportFigures {
  lines: number;
  /** POST …/menu-import, from the request to the answer, in seconds. */
  importSeconds: number;
  previewSeconds: number;
  creates: number;
  updates: number;
  groups: number;
}

/**
 * Issue 35: a 2,000-line .xlsx (1,000 products, 1,000 options) imported through the REST route, as
 * the owner's browser sends it: the seeded 200 products get new prices, 800 are created with a
 * code each, 50 option groups are created and linked. Target: ≤ 5 s.
 */
export async function measureMenuImport(appUrl: string, databaseUrl: string, log: (message: string) => void): Promise<MenuImportFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let restaurantId: string;
  let existing: { category: string; name: string; price: string }[];
  try {
    const { rows } = await client.query<{ id: string }>('SELECT r.id FROM restaurants r JOIN users u ON u.id = r.owner_id WHERE u.email = $1', [ownerEmail(IMPORT_RESTAURANT_INDEX)]);
    restaurantId = required(rows[0], 'o restaurante da importação').id;
    existing = (
      await client.query<{ category: string; name: string; price: string }>(
        'SELECT coalesce(c.name, \'\') AS category, p.name, p.price FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.restaurant_id = $1',
        [restaurantId],
      )
    ).rows;
  } finally {
    await client.end();
  }
  const header = ['categoria', 'produto', 'descrição', 'preço', 'disponível', 'código PDV', 'tempo de preparo'];
  const products = [
    header,
    ...existing.map((product) => [product.category, product.name, '', (Number(product.price) + 1).toFixed(2).replace('.', ','), 'sim', '', '15']),
    ...Array.from({ length: NEW_PRODUCTS }, (_, i) => [`Importados ${i % 10}`, `Produto importado ${i + 1}`, 'Descrição do produto importado', `${10 + (i % 50)},90`, 'sim', `IMP-${i + 1}`, '20']),
  ];
  const options = [
    ['grupo', 'mín', 'máx', 'regra de preço', 'opção', 'preço da opção', 'produtos'],
    ...Array.from({ length: GROUPS * OPTIONS_PER_GROUP }, (_, k) => {
      const group = Math.floor(k / OPTIONS_PER_GROUP);
      const first = k % OPTIONS_PER_GROUP === 0;
      const codes = Array.from({ length: 16 }, (_, j) => `IMP-${(group * 16 + j) % NEW_PRODUCTS + 1}`).join(' | ');
      return [`Grupo importado ${group + 1}`, first ? '0' : '', first ? '3' : '', first ? 'soma' : '', `Opção ${(k % OPTIONS_PER_GROUP) + 1}`, '2,50', first ? codes : ''];
    }),
  ];
  const file = await writeXlsxFile([
    { data: products, sheet: 'Produtos' },
    { data: options, sheet: 'Opções' },
  ]).toBuffer();
  const lines = products.length - 1 + options.length - 1;

  const cookie = await signIn(appUrl, ownerEmail(IMPORT_RESTAURANT_INDEX));
  const send = async (path: string) => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'cardapio.xlsx');
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/restaurants/${restaurantId}/${path}`, { method: 'POST', body: form, headers: { cookie, origin: appUrl } });
    const body = (await response.json()) as { creates: unknown[]; updates: unknown[]; errors: unknown[]; optionGroups: { creates: unknown[] }; message?: string };
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok || body.errors.length) throw new Error(`${path}: ${response.status} ${body.message ?? JSON.stringify(body.errors.slice(0, 3))}`);
    return { body, seconds };
  };
  const preview = await send('menu-import/preview');
  const applied = await send('menu-import');
  log(`importação do cardápio: ${lines} linhas, prévia ${preview.seconds.toFixed(2)} s, importação ${applied.seconds.toFixed(2)} s`);
  return {
    lines,
    previewSeconds: preview.seconds,
    importSeconds: applied.seconds,
    creates: applied.body.creates.length,
    updates: applied.body.updates.length,
    groups: applied.body.optionGroups.creates.length,
  };
}
