import { useId } from 'react';
import { Percent, X } from 'lucide-react';
import type { Product } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { trpc } from '@/lib/trpc';

interface ProductSelectionBarProps {
  restaurantId: string;
  products: readonly Product[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onChangePrices: () => void;
  onCancel: () => void;
}

/** Selection mode of the owner's menu: tick products, a whole category ('Selecionar categoria') or 'Todos', then 'Alterar preços'. */
export function ProductSelectionBar({ restaurantId, products, selected, onSelect, onChangePrices, onCancel }: ProductSelectionBarProps) {
  const ids = useId();
  const categories = trpc.category.list.useQuery({ restaurantId });
  const selectCategory = (categoryId: string) => {
    const next = new Set(selected);
    for (const product of products) if (product.categoryId === categoryId) next.add(product.id);
    onSelect(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-md border bg-muted/40 p-3" role="region" aria-label="Seleção de produtos">
      <div className="space-y-2">
        <Label htmlFor={`${ids}-category`}>Selecionar categoria</Label>
        <Select value="" onValueChange={selectCategory}>
          <SelectTrigger id={`${ids}-category`} className="w-48">
            <SelectValue placeholder="Escolha uma categoria" />
          </SelectTrigger>
          <SelectContent>
            {(categories.data ?? []).map((category) => (
              <SelectItem key={category.id} value={category.id}>
                {category.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button variant="outline" onClick={() => onSelect(new Set(products.map((product) => product.id)))}>
        Todos
      </Button>
      <Button variant="outline" onClick={() => onSelect(new Set())} disabled={selected.size === 0}>
        Limpar
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {selected.size === 1 ? '1 selecionado' : `${selected.size} selecionados`}
      </span>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancelar
        </Button>
        <Button onClick={onChangePrices} disabled={selected.size === 0}>
          <Percent aria-hidden="true" />
          Alterar preços
        </Button>
      </div>
    </div>
  );
}
