import { useId, useMemo, useRef, useState } from 'react';
import { Loader2, Search } from 'lucide-react';
import type { Product } from '@direto/contracts';
import { Input } from '@/components/ui/input';
import { hasOptionGroups, type LineSelection, type MenuLikeProduct } from '@/features/cart/cart-rules';
import { trpc } from '@/lib/trpc';
import { CategoryTabs } from './category-tabs';
import { MenuProductCard } from './menu-product-card';
import { menuSections } from './menu-sections';
import { ProductSheet } from './product-sheet';
import { sectionElementId, useActiveSection } from './use-active-section';

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
      <div role="search" className="relative">
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
        sections.map((section) => {
          const headingId = `${ids}-${section.id}`;
          return (
            <section
              key={section.id}
              id={sectionElementId(section.id)}
              aria-labelledby={section.title ? headingId : undefined}
              className="scroll-mt-32 space-y-3"
            >
              {section.title ? (
                <h3 id={headingId} className="text-lg font-semibold">
                  {section.title}
                </h3>
              ) : null}
              <ul className="grid gap-4 md:grid-cols-2">
                {section.products.map((product) => (
                  <li key={product.id}>
                    <MenuProductCard product={product} onAdd={() => (hasOptionGroups(product) ? setOpened(product) : onAdd(product))} onOpen={setOpened} headingLevel={section.title ? 4 : 3} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}

      <ProductSheet
        product={opened}
        onClose={() => setOpened(null)}
        onAdd={(product, selection) => {
          if (selection) onAdd(product, selection);
          else onAdd(product);
          setOpened(null);
        }}
      />
    </div>
  );
}
