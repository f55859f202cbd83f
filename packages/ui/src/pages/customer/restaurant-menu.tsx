import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Loader2, Search } from 'lucide-react';
import type { Product } from '@direto/contracts';
import { Input } from '@/components/ui/input';
import { hasOptionGroups, type LineSelection, type MenuLikeProduct } from '@/features/cart/cart-rules';
import { trpc } from '@/lib/trpc';
import { CategoryTabs } from './category-tabs';
import { MenuProductCard } from './menu-product-card';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';
import { menuSections, type MenuSection } from './menu-sections';
import { sectionElementId, useActiveSection } from './use-active-section';
import { useProgressiveCount } from './use-progressive-count';

// The dish sheet (a Radix dialog, the options form) opens on a tap: its code is fetched once the
// page is idle, never before the menu's first paint.
const ProductSheet = lazyWithPreload(() => import('./product-sheet').then((module) => ({ default: module.ProductSheet })));

/** Dishes in the first render: more than a phone's screen shows under the banner. */
const FIRST_DISHES = 8;
/**
 * Dishes added per task afterwards: a few milliseconds of work on a phone, its render and commit
 * together well under the 50 ms that make a long task (one that would delay a tap).
 */
const DISHES_PER_STEP = 4;

interface RestaurantMenuProps {
  restaurantId: string;
  /** The menu in the server's order (by category, then creation). */
  products: MenuLikeProduct[];
  onAdd: (product: Product, selection?: LineSelection) => void;
}

/**
 * The customer's menu: a search box, sticky category tabs and one section per category in the
 * owner's order ('Outros' last); tapping a dish opens it in full. The categories come in the same
 * batched request as the products; if they fail, the menu still shows, as one list.
 */
export function RestaurantMenu({ restaurantId, products, onAdd }: RestaurantMenuProps) {
  const ids = useId();
  const categories = trpc.category.list.useQuery({ restaurantId });
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<MenuLikeProduct | null>(null);
  const sections = useMemo(() => menuSections(products, categories.data ?? [], search), [products, categories.data, search]);
  // Counts from the first render of the list itself (not while the categories load).
  const shownCount = useProgressiveCount(categories.isPending ? 0 : products.length, FIRST_DISHES, DISHES_PER_STEP);
  const shownSections = useMemo(() => firstDishes(sections, shownCount), [sections, shownCount]);
  // The cards are memoised: each step renders only its new dishes, and they need a stable handler.
  const latestOnAdd = useRef(onAdd);
  useLayoutEffect(() => {
    latestOnAdd.current = onAdd;
  });
  const addDish = useCallback((product: MenuLikeProduct) => (hasOptionGroups(product) ? setOpened(product) : latestOnAdd.current(product)), []);
  // Once a dish was opened the sheet stays mounted, so it can play its closing animation.
  const [sheetMounted, setSheetMounted] = useState(false);
  if (opened && !sheetMounted) setSheetMounted(true);
  useEffect(() => whenIdle(ProductSheet.preload, PRELOAD_DELAY_MS), []);
  const titled = sections.filter((section) => section.title !== null);
  const bar = useRef<HTMLElement>(null);
  const { active, jumpTo } = useActiveSection(
    titled.map((section) => section.id),
    bar,
  );

  if (categories.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
        Carregando cardápio...
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <div role="search" className="relative print:hidden">
        <label htmlFor={`${ids}-search`} className="sr-only">
          Buscar no cardápio
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={`${ids}-search`}
          type="search"
          className="bg-background pl-9"
          placeholder="Buscar no cardápio"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {titled.length > 1 ? <CategoryTabs ref={bar} sections={titled} active={active} onSelect={jumpTo} /> : null}

      {sections.length === 0 ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          Nenhum produto encontrado para “{search.trim()}”.
        </p>
      ) : (
        shownSections.map((section) => {
          const headingId = `${ids}-${section.id}`;
          return (
            <section
              key={section.id}
              id={sectionElementId(section.id)}
              aria-labelledby={section.title ? headingId : undefined}
              // Printed, a category with nothing to order would be a heading over nothing.
              className={section.products.some((product) => product.isAvailable) ? 'scroll-mt-32 space-y-3' : 'scroll-mt-32 space-y-3 print:hidden'}
            >
              {section.title ? (
                <h3 id={headingId} className="text-lg font-semibold">
                  {section.title}
                </h3>
              ) : null}
              <ul className="grid gap-4 md:grid-cols-2">
                {section.products.map((product) => (
                  // A printed menu leaves out what cannot be ordered, and never cuts a dish in two.
                  <li key={product.id} className={product.isAvailable ? `${OFF_SCREEN_SKIPPED} break-inside-avoid` : `${OFF_SCREEN_SKIPPED} print:hidden`}>
                    <MenuProductCard product={product} onAdd={addDish} onOpen={setOpened} headingLevel={section.title ? 4 : 3} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}

      {sheetMounted ? (
        <Suspense fallback={null}>
          <ProductSheet
            product={opened}
            onClose={() => setOpened(null)}
            onAdd={(product, selection) => {
              if (selection) onAdd(product, selection);
              else onAdd(product);
              setOpened(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Issue 37: a dish off screen is neither laid out nor painted until it nears the viewport
 * (`content-visibility: auto`; its last height is remembered, 120 px — a card's — before that).
 * Each step that adds dishes below the fold then costs a phone's main thread the new elements
 * only, not a layout and paint of the whole growing list. Printed, every dish is drawn.
 */
const OFF_SCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_120px] print:[content-visibility:visible]';

/** After the first paint and the menu's own requests: a second is plenty on a phone on 4G. */
const PRELOAD_DELAY_MS = 1000;

/** Every section (so the tabs' targets exist from the start), with the first `count` dishes of the menu among them. */
function firstDishes(sections: MenuSection[], count: number): MenuSection[] {
  let left = count;
  return sections.map((section) => {
    const products = section.products.slice(0, Math.max(left, 0));
    left -= section.products.length;
    return products.length === section.products.length ? section : { ...section, products };
  });
}
