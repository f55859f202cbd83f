import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/core';
import { MENU_IMPORT_MAX_BYTES, MENU_IMPORT_TOO_LARGE, type MenuImportError, type MenuImportResult } from '@direto/contracts';
import {
  Category,
  GroupOption,
  OptionGroup,
  Product,
  ProductOptionGroup,
  type ICategory,
  type IGroupOption,
  type IOptionGroup,
  type IProduct,
  type IProductOptionGroup,
  type IRestaurant,
  type IUser,
} from '@direto/db';
import { AppError, badRequest } from '../errors';
import { planOptionGroups, type OptionsPlan } from './menu-import-options';
import { planProducts, type MenuSnapshot, type ProductPlan } from './menu-import-products';
import { readMenuSpreadsheet, type MenuSpreadsheet } from './menu-spreadsheet-read';
import { loadOwnedRestaurant, lockOwnedRestaurant } from './restaurant-ownership';

/** The menu as entities (what an import changes) and as the snapshot the plan reads. */
interface LoadedMenu {
  snapshot: MenuSnapshot;
  products: Map<string, IProduct>;
  groups: Map<string, IOptionGroup>;
  options: Map<string, IGroupOption>;
  links: IProductOptionGroup[];
  categorySortMax: number;
  groupSortMax: number;
}

/** Five queries, whatever the size of the menu. */
async function loadMenu(em: EntityManager, restaurantId: string): Promise<LoadedMenu> {
  const [categories, products, groups] = await Promise.all([
    em.find(Category, { restaurant: restaurantId }),
    em.find(Product, { restaurant: restaurantId }),
    em.find(OptionGroup, { restaurant: restaurantId }),
  ]);
  const groupIds = groups.map((group) => group.id);
  const [options, links] = await Promise.all([
    em.find(GroupOption, { group: { $in: groupIds } }, { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    em.find(ProductOptionGroup, { group: { $in: groupIds } }),
  ]);
  const snapshot: MenuSnapshot = {
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
    products: products.map((product) => ({
      id: product.id,
      categoryId: product.category?.id ?? null,
      name: product.name,
      description: product.description ?? null,
      price: product.price,
      isAvailable: product.isAvailable,
      externalCode: product.externalCode ?? null,
      prepTime: product.prepTime,
    })),
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      kind: group.kind,
      min: group.min,
      max: group.max,
      pricing: group.pricing,
      options: options.filter((option) => option.group.id === group.id).map((option) => ({ id: option.id, name: option.name, price: option.price })),
      productIds: links.filter((link) => link.group.id === group.id).map((link) => link.product.id),
    })),
  };
  return {
    snapshot,
    products: new Map(products.map((product) => [product.id, product])),
    groups: new Map(groups.map((group) => [group.id, group])),
    options: new Map(options.map((option) => [option.id, option])),
    links,
    categorySortMax: Math.max(-1, ...categories.map((category) => category.sortOrder)),
    groupSortMax: Math.max(-1, ...groups.map((group) => group.sortOrder)),
  };
}

/** The file's bytes from the input's base64 (the REST facade encodes a multipart file so). */
function fileBytes(base64: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MENU_IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MENU_IMPORT_TOO_LARGE);
  return bytes;
}

interface Plan {
  products: ProductPlan;
  options: OptionsPlan;
  errors: MenuImportError[];
}

function plan(spreadsheet: MenuSpreadsheet, menu: MenuSnapshot): Plan {
  const products = planProducts(spreadsheet.products, menu);
  const options = planOptionGroups(spreadsheet.options, menu, products.resolved);
  const errors = [...products.errors, ...options.errors];
  return { products, options, errors };
}

function describe({ products, options, errors }: Plan, applied: boolean): MenuImportResult {
  const line = (write: ProductPlan['writes'][number]) => ({ line: write.line, category: write.category?.name ?? '', product: write.name });
  const groupLine = (write: OptionsPlan['writes'][number]) => ({ line: write.line, group: write.name });
  return {
    applied,
    creates: products.writes.filter((write) => write.isNew).map(line),
    updates: products.writes.filter((write) => !write.isNew).map(line),
    unchanged: products.unchanged,
    newCategories: products.newCategories.map((category) => category.name),
    optionGroups: {
      creates: options.writes.filter((write) => write.isNew).map(groupLine),
      updates: options.writes.filter((write) => !write.isNew).map(groupLine),
      unchanged: options.unchanged,
    },
    errors,
  };
}

/** What importing the file would do, changing nothing. */
export async function previewMenuImport(em: EntityManager, owner: IUser, restaurantId: string, file: string): Promise<MenuImportResult> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const spreadsheet = await readMenuSpreadsheet(fileBytes(file));
  const menu = await loadMenu(em, restaurant.id);
  return describe(plan(spreadsheet, menu.snapshot), false);
}

const HAS_ERRORS = (count: number) =>
  `A planilha tem ${count === 1 ? '1 linha com erro' : `${count} linhas com erro`}: nada foi importado. Corrija a planilha ou importe só as linhas válidas (onlyValid=true).`;

/**
 * Applies the file in one transaction, planned again inside it on the locked restaurant (two
 * imports never interleave). With an error in any line nothing is applied, unless `onlyValid`:
 * then the lines with errors are skipped and reported.
 */
export async function applyMenuImport(em: EntityManager, owner: IUser, restaurantId: string, file: string, onlyValid: boolean): Promise<MenuImportResult> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const spreadsheet = await readMenuSpreadsheet(fileBytes(file));
  return em.transactional(async (tx) => {
    const restaurant = await lockOwnedRestaurant(tx, owner, restaurantId);
    const menu = await loadMenu(tx, restaurant.id);
    const planned = plan(spreadsheet, menu.snapshot);
    if (planned.errors.length && !onlyValid) {
      throw badRequest(
        HAS_ERRORS(planned.errors.length),
        planned.errors.map((error) => ({ path: `${error.sheet}:${error.line}`, message: error.message })),
      );
    }
    writePlan(tx, restaurant, menu, planned);
    await tx.flush();
    return describe(planned, true);
  });
}

/** The unit of work of the plan: MikroORM sends it as batched inserts and updates (a few statements for 2 000 lines). */
function writePlan(tx: EntityManager, restaurant: IRestaurant, menu: LoadedMenu, { products, options }: Plan): void {
  const categories = new Map<string, ICategory>();
  products.newCategories.forEach((category, index) => {
    categories.set(
      category.id,
      tx.create(Category, { id: category.id, restaurant, name: category.name, description: null, sortOrder: menu.categorySortMax + 1 + index } as RequiredEntityData<ICategory>),
    );
  });
  const categoryOf = (id: string | undefined) => (id ? (categories.get(id) ?? tx.getReference(Category, id)) : null);
  // New products keep the file's order on the menu (ordered by creation time).
  const start = Date.now();
  const created = new Map<string, IProduct>();
  products.writes.forEach((write, index) => {
    const fields = {
      category: categoryOf(write.category?.id),
      name: write.name,
      description: write.description,
      price: write.price,
      isAvailable: write.isAvailable,
      externalCode: write.externalCode,
      prepTime: write.prepTime,
    };
    if (write.isNew) {
      created.set(
        write.id,
        tx.create(Product, { id: write.id, restaurant, ...fields, imageUrl: null, tags: [], createdAt: new Date(start + index) } as RequiredEntityData<IProduct>),
      );
    } else {
      tx.assign(menu.products.get(write.id) as IProduct, fields);
    }
  });
  const productRef = (id: string) => created.get(id) ?? menu.products.get(id) ?? tx.getReference(Product, id);

  const linkSort = new Map<string, number>();
  for (const link of menu.links) linkSort.set(link.product.id, Math.max(linkSort.get(link.product.id) ?? -1, link.sortOrder));
  options.writes.forEach((write, index) => {
    const group = write.isNew
      ? tx.create(OptionGroup, { id: write.id, restaurant, name: write.name, min: write.min, max: write.max, pricing: write.pricing, kind: 'standard', sortOrder: menu.groupSortMax + 1 + index } as RequiredEntityData<IOptionGroup>)
      : tx.assign(menu.groups.get(write.id) as IOptionGroup, { min: write.min, max: write.max, pricing: write.pricing });
    let optionSort = Math.max(-1, ...[...menu.options.values()].filter((option) => option.group.id === write.id).map((option) => option.sortOrder));
    for (const option of write.options) {
      if (option.isNew) {
        optionSort += 1;
        tx.create(GroupOption, { id: option.id, group, name: option.name, description: null, price: option.price, sortOrder: optionSort } as RequiredEntityData<IGroupOption>);
      } else {
        tx.assign(menu.options.get(option.id) as IGroupOption, { price: option.price });
      }
    }
    for (const productId of write.productIds) {
      const sortOrder = (linkSort.get(productId) ?? -1) + 1;
      linkSort.set(productId, sortOrder);
      tx.create(ProductOptionGroup, { product: productRef(productId), group, sortOrder } as RequiredEntityData<IProductOptionGroup>);
    }
  });
}
