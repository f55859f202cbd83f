import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { MenuProduct } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/lib/format';

/** Folded for search: 'Pão' finds 'pao de queijo'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The menu as staff pick from it: a search box and every product with its price and
 * 'Adicionar' (a product with options opens the menu's own product sheet); unavailable
 * products are listed but cannot be added.
 */
export function ProductPicker({ menu, onPick }: { menu: readonly MenuProduct[]; onPick: (product: MenuProduct) => void }) {
  const [query, setQuery] = useState('');
  const wanted = folded(query.trim());
  const shown = wanted ? menu.filter((product) => folded(product.name).includes(wanted)) : menu;
  return (
    <div className="space-y-3">
      <Field label="Buscar no cardápio">
        <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Ex.: lasanha" />
      </Field>
      <ul className="max-h-96 divide-y divide-border overflow-y-auto rounded-md border border-border" aria-label="Cardápio">
        {shown.map((product) => (
          <li key={product.id} className="flex items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{product.name}</p>
              <p className="text-sm text-muted-foreground">
                {formatBRL(product.price)}
                {product.optionGroups.length > 0 ? ' · com opções' : ''}
              </p>
            </div>
            {/* The name read aloud contains the words on the button (WCAG 2.5.3). */}
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={!product.isAvailable}
              onClick={() => onPick(product)}
              aria-label={product.isAvailable ? `Adicionar ${product.name}` : `Indisponível: ${product.name}`}
            >
              {product.isAvailable ? <Plus aria-hidden="true" /> : null}
              {product.isAvailable ? 'Adicionar' : 'Indisponível'}
            </Button>
          </li>
        ))}
        {shown.length === 0 ? <li className="px-3 py-4 text-sm text-muted-foreground">Nenhum produto encontrado.</li> : null}
      </ul>
    </div>
  );
}
