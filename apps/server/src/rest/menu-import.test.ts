import { beforeAll, describe, expect, it } from 'vitest';
import readExcelFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { MenuImportResult, MenuProduct } from '@direto/contracts';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { required } from '../../test/required';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';

/** Issue 35: the menu from and to a spreadsheet, through the REST routes a spreadsheet user's browser calls. */
const t = testAppForTheFile();
let other: SignedInOwner;
let customer: SignedInCustomer;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  other = await signedInOwner(t, { name: 'Outro Restaurante' });
  customer = await signedInCustomer(t);
});

/** A multipart/form-data body as a browser's form sends it (the platform's own FormData encoder). */
async function formBody(file: Uint8Array, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(file)]), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: required(request.headers.get('content-type'), 'content-type') };
}

async function upload(cookie: string | undefined, url: string, file: Uint8Array, fields: Record<string, string> = {}) {
  const { payload, contentType } = await formBody(file, 'cardapio', fields);
  return t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });
}

const preview = async (owner: SignedInOwner, file: Uint8Array) => {
  const res = await upload(owner.cookie, `/api/restaurants/${owner.restaurant.id}/menu-import/preview`, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenuImportResult>();
};
const importFile = (owner: SignedInOwner, file: Uint8Array, fields: Record<string, string> = {}) =>
  upload(owner.cookie, `/api/restaurants/${owner.restaurant.id}/menu-import`, file, fields);
const publicMenu = async (owner: SignedInOwner) => (await restClient(t).get(`/api/restaurants/${owner.restaurant.id}/products`)).json<MenuProduct[]>();
const download = async (owner: SignedInOwner, url: string) => {
  const res = await owner.rest.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const csv = (text: string) => new TextEncoder().encode(text);

describe('the template', () => {
  it('downloads as .xlsx and .csv, and importing it creates its example products and option group', async () => {
    const owner = await signedInOwner(t, { name: 'Pizzaria do Modelo' });
    const xlsx = await download(owner, '/api/menu-import/template.xlsx');
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="modelo-cardapio.xlsx"');
    const sheets = await readExcelFile(xlsx.rawPayload);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Produtos', 'Opções', 'Instruções']);
    expect(sheets[0]?.data[0]).toEqual(['categoria', 'produto', 'descrição', 'preço', 'disponível', 'código PDV', 'tempo de preparo']);
    expect(sheets[1]?.data[0]).toEqual(['grupo', 'mín', 'máx', 'regra de preço', 'opção', 'preço da opção', 'produtos']);

    const templateCsv = await download(owner, '/api/menu-import/template.csv');
    expect(templateCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(templateCsv.body.startsWith('\uFEFFcategoria;produto;descrição;preço;disponível;código PDV;tempo de preparo\r\n')).toBe(true);

    const planned = await preview(owner, xlsx.rawPayload);
    expect(planned).toMatchObject({
      applied: false,
      creates: [
        { line: 2, category: 'Pizzas', product: 'Pizza Margherita' },
        { line: 3, category: 'Pizzas', product: 'Pizza Calabresa' },
        { line: 4, category: 'Bebidas', product: 'Refrigerante lata' },
      ],
      updates: [],
      unchanged: 0,
      newCategories: ['Pizzas', 'Bebidas'],
      optionGroups: { creates: [{ line: 2, group: 'Borda recheada' }], updates: [], unchanged: 0 },
      errors: [],
    });
    expect(await publicMenu(owner)).toEqual([]);

    const applied = await importFile(owner, xlsx.rawPayload);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<MenuImportResult>()).toMatchObject({ applied: true, creates: planned.creates });
    const menu = await publicMenu(owner);
    expect(menu.map((product) => [product.name, product.price, product.isAvailable, product.prepTime])).toEqual([
      ['Pizza Margherita', '45.90', true, 30],
      ['Pizza Calabresa', '42.90', true, 30],
      ['Refrigerante lata', '6.00', false, 2],
    ]);
    const crust = menu.map((product) => product.optionGroups.map((group) => [group.name, group.min, group.max, group.pricing, group.options.map((option) => `${option.name} ${option.price}`)]));
    expect(crust).toEqual([
      [['Borda recheada', 0, 1, 'sum', ['Catupiry 8.00', 'Cheddar 8.00']]],
      [['Borda recheada', 0, 1, 'sum', ['Catupiry 8.00', 'Cheddar 8.00']]],
      [],
    ]);
  });
});

describe('a CSV', () => {
  it('in Windows-1252 with 12,50 prices imports its accented names and prices', async () => {
    const owner = await signedInOwner(t, { name: 'Doceria' });
    // Latin-1 bytes, as Excel on Windows saves "CSV (separado por vírgulas)": not valid UTF-8.
    const file = Buffer.from('categoria;produto;descrição;preço;disponível\r\nSobremesas;Pudim de leite condensado;Fatia generosa;12,50;sim\r\nSalgados;Pão de queijo;Porção com 10 unidades;R$ 1.234,50;X\r\nSalgados;Coxinha;;8.5;não\r\n', 'latin1');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow();
    const res = await importFile(owner, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MenuImportResult>().newCategories).toEqual(['Sobremesas', 'Salgados']);
    const menu = await publicMenu(owner);
    expect(menu.map((product) => [product.name, product.description, product.price, product.isAvailable])).toEqual([
      ['Pudim de leite condensado', 'Fatia generosa', '12.50', true],
      ['Pão de queijo', 'Porção com 10 unidades', '1234.50', true],
      ['Coxinha', null, '8.50', false],
    ]);
  });

  it('with errors in 4 lines: the preview lists them, the import applies nothing, and only-valid applies the rest', async () => {
    const owner = await signedInOwner(t, { name: 'Lanchonete' });
    const file = csv(
      [
        'categoria,produto,preço,disponível',
        'Lanches,X-Salada,"25,00",sim',
        'Lanches,X-Bacon,"12,5O",sim',
        'Lanches,,"10,00",sim',
        'Lanches,x-salada,"26,00",sim',
        'Bebidas,Suco,"0,00",sim',
        'Bebidas,Água,4,sim',
      ].join('\n'),
    );
    const planned = await preview(owner, file);
    expect(planned.errors).toEqual([
      { sheet: 'Produtos', line: 3, message: 'Linha 3: preço inválido "12,5O"' },
      { sheet: 'Produtos', line: 4, message: 'Linha 4: nome do produto em branco' },
      { sheet: 'Produtos', line: 5, message: 'Linha 5: produto repetido: "x-salada" já está na linha 2' },
      { sheet: 'Produtos', line: 6, message: 'Linha 6: preço deve ser maior que zero' },
    ]);
    expect(planned.creates.map((line) => line.product)).toEqual(['X-Salada', 'Água']);

    const refused = await importFile(owner, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'A planilha tem 4 linhas com erro: nada foi importado. Corrija a planilha ou importe só as linhas válidas (onlyValid=true).',
    );
    expect(await publicMenu(owner)).toEqual([]);

    const onlyValid = await importFile(owner, file, { onlyValid: 'true' });
    expect(onlyValid.statusCode, onlyValid.body).toBe(200);
    expect(onlyValid.json<MenuImportResult>()).toMatchObject({ applied: true, errors: planned.errors });
    expect((await publicMenu(owner)).map((product) => [product.name, product.price])).toEqual([
      ['X-Salada', '25.00'],
      ['Água', '4.00'],
    ]);
  });

  it("reads 'disponível' as sim/não, s/n, x/empty, 1/0 and true/false, in any case", async () => {
    const owner = await signedInOwner(t, { name: 'Bar do Disponível' });
    const spellings = [['sim', true], ['NÃO', false], ['s', true], ['N', false], ['x', true], ['', false], ['1', true], ['0', false], ['true', true], ['FALSE', false]] as const;
    const lines = spellings.map(([cell], index) => `Petiscos;Petisco ${index + 1};10,00;${cell}`);
    const res = await importFile(owner, csv(['categoria;produto;preço;disponível', ...lines].join('\r\n')));
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicMenu(owner)).map((product) => [product.name, product.isAvailable])).toEqual(spellings.map(([, available], index) => [`Petisco ${index + 1}`, available]));

    const unknown = await preview(owner, csv('categoria;produto;preço;disponível\nPetiscos;Petisco 1;10,00;talvez\n'));
    expect(unknown.errors).toEqual([{ sheet: 'Produtos', line: 2, message: 'Linha 2: disponível inválido "talvez" (use sim ou não)' }]);
  });

  it('matches by código PDV, else by category and name (then the code is set), and keeps option groups', async () => {
    const owner = await signedInOwner(t, { name: 'Hamburgueria' });
    const first = await importFile(owner, csv('categoria;produto;preço;disponível;código PDV\nLanches;Cheeseburger;20,00;sim;\n'));
    expect(first.statusCode, first.body).toBe(200);
    const group = await owner.rest.post(`/api/restaurants/${owner.restaurant.id}/option-groups`, { name: 'Adicionais', options: [{ name: 'Bacon', price: '4.00' }] });
    const [burger] = await publicMenu(owner);
    await owner.rest.put(`/api/products/${required(burger, 'o lanche').id}/option-groups`, { groupIds: [group.json<{ id: string }>().id] });

    // Accents and case do not matter for the match; the code is set on the product found.
    const byName = await preview(owner, csv('categoria;produto;preço;disponível;código PDV\nlanches;CHEESEBURGER;22,00;sim;L-01\n'));
    expect(byName).toMatchObject({ creates: [], updates: [{ line: 2, category: 'Lanches', product: 'CHEESEBURGER' }] });
    expect((await importFile(owner, csv('categoria;produto;preço;disponível;código PDV\nLanches;Cheeseburger;22,00;sim;L-01\n'))).statusCode).toBe(200);
    // Now the code finds it even under a new name and category.
    const renamed = await importFile(owner, csv('categoria;produto;preço;disponível;código PDV\nClássicos;Cheese Salada;23,00;sim;L-01\n'));
    expect(renamed.json<MenuImportResult>()).toMatchObject({ creates: [], updates: [{ line: 2, category: 'Clássicos', product: 'Cheese Salada' }], newCategories: ['Clássicos'] });
    const menu = await publicMenu(owner);
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ id: burger?.id, name: 'Cheese Salada', price: '23.00' });
    // A CSV has no options sheet: the product keeps its group.
    expect(menu[0]?.optionGroups.map((linked) => linked.name)).toEqual(['Adicionais']);
  });
});

describe('an .xlsx', () => {
  it('numbers a line as the spreadsheet shows it, blank rows counted, the header being line 1', async () => {
    const owner = await signedInOwner(t, { name: 'Planilha com Buracos' });
    const rows = [['categoria', 'produto', 'preço'], ['Lanches', 'X-Tudo', '30,00'], ...Array.from({ length: 11 }, () => [null, null, null]), ['Lanches', 'X-Egg', '12,5O']];
    const planned = await preview(owner, await writeXlsxFile([{ data: rows, sheet: 'Produtos' }]).toBuffer());
    expect(planned.errors).toEqual([{ sheet: 'Produtos', line: 14, message: 'Linha 14: preço inválido "12,5O"' }]);
    expect(planned.creates).toEqual([{ line: 2, category: 'Lanches', product: 'X-Tudo' }]);
  });
});

describe('export', () => {
  it('then import of the same file changes nothing, as .xlsx and as .csv', async () => {
    const owner = await signedInOwner(t, { name: 'Cantina Completa' });
    const template = await download(owner, '/api/menu-import/template.xlsx');
    expect((await importFile(owner, template.rawPayload)).statusCode).toBe(200);
    // A product made in the product form (no code, a description with a line break, no category).
    await makeProduct(t.em(), owner.restaurant, { name: 'Água com gás', description: 'Garrafa\n500 ml', price: '5.50', prepTime: 1 });
    const before = await publicMenu(owner);

    const xlsx = await download(owner, `/api/restaurants/${owner.restaurant.id}/menu-export.xlsx`);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="cardapio.xlsx"');
    const planned = await preview(owner, xlsx.rawPayload);
    expect(planned).toMatchObject({ creates: [], updates: [], unchanged: 4, newCategories: [], optionGroups: { creates: [], updates: [], unchanged: 1 }, errors: [] });

    const exportedCsv = await download(owner, `/api/restaurants/${owner.restaurant.id}/menu-export.csv`);
    expect(exportedCsv.body).toContain('Pizzas;Pizza Margherita;Molho de tomate, muçarela e manjericão;45,90;sim;PZ001;30\r\n');
    const fromCsv = await importFile(owner, exportedCsv.rawPayload);
    expect(fromCsv.json<MenuImportResult>()).toMatchObject({ applied: true, creates: [], updates: [], unchanged: 4, errors: [] });
    expect((await importFile(owner, xlsx.rawPayload)).json<MenuImportResult>()).toMatchObject({ creates: [], updates: [], unchanged: 4 });
    expect(await publicMenu(owner)).toEqual(before);
  });
});

describe('the options sheet', () => {
  const products = [
    ['categoria', 'produto', 'preço', 'código PDV'],
    ['Pizzas doces', 'Pizza de banana', '30,00', 'PD1'],
    ['Pizzas doces', 'Pizza de prestígio', '35,00', ''],
  ];
  const spreadsheet = (options: (string | number | null)[][]) =>
    writeXlsxFile([
      { data: products, sheet: 'Produtos' },
      { data: [['grupo', 'mín', 'máx', 'regra de preço', 'opção', 'preço da opção', 'produtos'], ...options], sheet: 'Opções' },
    ]).toBuffer();

  it('creates groups and links them to the products named, by code or name, and reports an unknown one by its line', async () => {
    const owner = await signedInOwner(t, { name: 'Pizzaria Doce' });
    const withUnknown = await spreadsheet([
      ['Coberturas', 0, 2, 'maior', 'Chocolate', '3,00', 'PD1 | Pizza Fantasma'],
      ['', null, null, '', 'Morango', 4, ''],
    ]);
    expect((await preview(owner, withUnknown)).errors).toEqual([{ sheet: 'Opções', line: 2, message: 'Opções, linha 2: produto desconhecido "Pizza Fantasma"' }]);

    const file = await spreadsheet([
      ['Coberturas', 0, 2, 'maior', 'Chocolate', '3,00', 'PD1 | pizza de PRESTIGIO'],
      ['', null, null, '', 'Morango', 4, ''],
    ]);
    const applied = await importFile(owner, file);
    expect(applied.json<MenuImportResult>()).toMatchObject({ applied: true, optionGroups: { creates: [{ line: 2, group: 'Coberturas' }], updates: [] }, errors: [] });
    const groupsOf = async () =>
      (await publicMenu(owner)).map((product) => product.optionGroups.map((group) => `${group.name} ${group.min}-${group.max} ${group.pricing}: ${group.options.map((option) => `${option.name} ${option.price}`).join(', ')}`));
    expect(await groupsOf()).toEqual([['Coberturas 0-2 max: Chocolate 3.00, Morango 4.00'], ['Coberturas 0-2 max: Chocolate 3.00, Morango 4.00']]);

    // The same group again with a new option and a new price: the group is updated, nothing removed.
    const more = await spreadsheet([
      ['Coberturas', null, null, '', 'Chocolate', '3,50', ''],
      ['Coberturas', null, null, '', 'Doce de leite', '5', ''],
    ]);
    expect((await importFile(owner, more)).json<MenuImportResult>()).toMatchObject({ optionGroups: { creates: [], updates: [{ line: 2, group: 'Coberturas' }] } });
    expect((await groupsOf())[0]).toEqual(['Coberturas 0-2 max: Chocolate 3.50, Morango 4.00, Doce de leite 5.00']);
  });
});

describe('who may', () => {
  it('import into and export a restaurant: only its owner', async () => {
    const owner = await signedInOwner(t, { name: 'Restaurante Privado' });
    const file = csv('categoria;produto;preço\nA;B;1,00\n');
    const url = `/api/restaurants/${owner.restaurant.id}`;
    expect((await upload(other.cookie, `${url}/menu-import/preview`, file)).statusCode).toBe(403);
    expect((await upload(other.cookie, `${url}/menu-import`, file)).statusCode).toBe(403);
    expect((await upload(customer.cookie, `${url}/menu-import`, file)).statusCode).toBe(403);
    expect((await upload(undefined, `${url}/menu-import`, file)).statusCode).toBe(401);
    expect((await other.rest.get(`${url}/menu-export.xlsx`)).statusCode).toBe(403);
    expect((await customer.rest.get(`${url}/menu-export.csv`)).statusCode).toBe(403);
    expect((await restClient(t).get('/api/menu-import/template.xlsx')).statusCode).toBe(401);
    expect((await customer.rest.get('/api/menu-import/template.csv')).statusCode).toBe(403);
    expect(await publicMenu(owner)).toEqual([]);
  });

  it('refuses a file over 2 MB and an old .xls with a message', async () => {
    const owner = await signedInOwner(t, { name: 'Arquivos Grandes' });
    const big = await importFile(owner, new Uint8Array(2 * 1024 * 1024 + 1).fill(65));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'A planilha pode ter no máximo 2 MB. Divida o cardápio em arquivos menores.' });
    const xls = await importFile(owner, Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(xls.statusCode).toBe(400);
    expect(xls.json<{ message: string }>().message).toBe('Arquivos .xls (Excel 97-2003) não são aceitos: salve a planilha como .xlsx ou .csv.');
  });
});

describe('the API document', () => {
  it('describes the uploads as multipart/form-data with a binary file, and the downloads by their type', async () => {
    const document = (await restClient(t).get('/api/openapi.json')).json<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, { content?: Record<string, unknown> }> }>> }>();
    for (const path of ['/api/restaurants/{id}/menu-import/preview', '/api/restaurants/{id}/menu-import']) {
      const operation = required(document.paths[path]?.post, path);
      expect(operation.requestBody?.content['multipart/form-data']?.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(operation.responses['413']).toBeDefined();
    }
    expect(Object.keys(required(document.paths['/api/restaurants/{id}/menu-export.xlsx']?.get, 'export').responses['200']?.content ?? {})).toEqual([XLSX]);
  });
});
