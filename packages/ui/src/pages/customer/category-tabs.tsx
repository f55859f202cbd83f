import { forwardRef, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { MenuSection } from './menu-sections';

interface CategoryTabsProps {
  sections: readonly MenuSection[];
  active: string | null;
  onSelect: (sectionId: string) => void;
}

/**
 * The sticky row of category links above the menu: each scrolls to its section, and the one
 * being read is highlighted (aria-current). It scrolls sideways when the names do not fit.
 */
export const CategoryTabs = forwardRef<HTMLElement, CategoryTabsProps>(({ sections, active, onSelect }, ref) => {
  const list = useRef<HTMLUListElement>(null);

  // Keeps the highlighted tab in view inside the sideways-scrolling row.
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !tab) return;
    const left = tab.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: left - 16, behavior: 'smooth' });
    }
  }, [active]);

  return (
    <nav ref={ref} aria-label="Categorias do cardápio" className="sticky top-16 z-20 -mx-4 border-b border-border bg-background px-4 py-2 sm:mx-0 sm:rounded-lg sm:border print:hidden">
      <ul ref={list} className="flex gap-2 overflow-x-auto [scrollbar-width:none]">
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(section.id)}
                className={cn(
                  'rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground hover:bg-accent',
                )}
              >
                {section.title}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
CategoryTabs.displayName = 'CategoryTabs';
