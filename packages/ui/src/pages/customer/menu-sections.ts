import type { Category, Product } from '@direto/contracts';
import { filterProducts } from '../owner/products/product-list-query';

/** A section of the customer's menu: a category with its products, or 'Outros'. */
export interface MenuSection {
  /** A category id, or OTHERS_ID. */
  id: string;
  /** Null when the menu has no categories at all: one list, no heading. */
  title: string | null;
  products: Product[];
}

const OTHERS_ID = 'outros';
const OTHERS_TITLE = 'Outros';

/**
 * The menu as sections in the owner's category order, each with its products in menu order;
 * products without a (known) category last, under 'Outros'. Only products matching the search
 * (name, description or tag; case- and accent-insensitive) are kept, and empty sections dropped.
 */
export function menuSections(products: readonly Product[], categories: readonly Category[], search = ''): MenuSection[] {
  const shown = filterProducts(products, search);
  const ordered = [...categories].sort((a, b) => a.sortOrder - b.sortOrder);
  const known = new Set(ordered.map((category) => category.id));
  const sections: MenuSection[] = ordered
    .map((category) => ({ id: category.id, title: category.name, products: shown.filter((product) => product.categoryId === category.id) }))
    .filter((section) => section.products.length > 0);
  const others = shown.filter((product) => !product.categoryId || !known.has(product.categoryId));
  if (others.length > 0) {
    // Sections only make sense if the restaurant uses categories at all.
    const title = categories.length > 0 ? OTHERS_TITLE : null;
    sections.push({ id: OTHERS_ID, title, products: others });
  }
  return sections;
}
