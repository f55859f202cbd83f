import { PRODUCTS_PER_PAGE, toCents } from '@direto/contracts/display';
import type { Product } from '@direto/contracts';

/**
 * The product management modal's list (spec §2, §9), computed in the browser from
 * product.listByRestaurant: search, sort, and a window of pages. "Carregar mais" widens the
 * window by a page; first/previous/next/last jump to a single page.
 */
export type ProductSortField = 'name' | 'price' | 'createdAt';
export type SortDirection = 'asc' | 'desc';

/** Pages shown, 0-based and inclusive: [first, last]. */
export interface PageWindow {
  first: number;
  last: number;
}

export const FIRST_PAGE: PageWindow = { first: 0, last: 0 };

/** Lower case without accents, so "pao" finds "Pão". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR');
}

/** Products whose name, description or a tag contains the search (case- and accent-insensitive). */
export function filterProducts(products: readonly Product[], search: string): Product[] {
  const needle = fold(search.trim());
  if (!needle) return [...products];
  return products.filter(
    (product) =>
      fold(product.name).includes(needle) ||
      fold(product.description ?? '').includes(needle) ||
      product.tags.some((tag) => fold(tag).includes(needle)),
  );
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function compare(a: Product, b: Product, field: ProductSortField): number {
  if (field === 'price') return toCents(a.price) - toCents(b.price);
  if (field === 'createdAt') return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byName.compare(a.name, b.name);
}

/** A sorted copy; ties fall back to the name, then the id, so the order never jumps. */
export function sortProducts(products: readonly Product[], field: ProductSortField, direction: SortDirection): Product[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...products].sort(
    (a, b) => sign * compare(a, b, field) || byName.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );
}

export function pageCount(total: number, perPage = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Keeps the window inside the pages that exist (after a delete or a new search). */
export function clampWindow(window: PageWindow, pages: number): PageWindow {
  const lastPage = Math.max(0, pages - 1);
  const last = Math.min(Math.max(window.last, 0), lastPage);
  return { first: Math.min(Math.max(window.first, 0), last), last };
}

export function goToPage(page: number, pages: number): PageWindow {
  return clampWindow({ first: page, last: page }, pages);
}

export function loadMore(window: PageWindow, pages: number): PageWindow {
  return clampWindow({ first: window.first, last: window.last + 1 }, pages);
}

function visibleProducts(products: readonly Product[], window: PageWindow, perPage = PRODUCTS_PER_PAGE): Product[] {
  return products.slice(window.first * perPage, (window.last + 1) * perPage);
}

export interface ProductListView {
  /** Products on screen. */
  items: Product[];
  /** Products matching the search (the Y of "Mostrando X de Y produtos"). */
  total: number;
  pages: number;
  window: PageWindow;
  canGoBack: boolean;
  canGoForward: boolean;
}

/** Everything the modal renders, from the full list and its controls. */
export function productListView(
  products: readonly Product[],
  query: { search: string; sortBy: ProductSortField; direction: SortDirection; window: PageWindow },
  perPage = PRODUCTS_PER_PAGE,
): ProductListView {
  const matching = sortProducts(filterProducts(products, query.search), query.sortBy, query.direction);
  const pages = pageCount(matching.length, perPage);
  const window = clampWindow(query.window, pages);
  return {
    items: visibleProducts(matching, window, perPage),
    total: matching.length,
    pages,
    window,
    canGoBack: window.first > 0,
    canGoForward: window.last < pages - 1,
  };
}
