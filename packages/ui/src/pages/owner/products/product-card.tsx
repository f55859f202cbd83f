import { Clock, Copy, Pencil, Trash2 } from 'lucide-react';
import { MAX_TAGS_ON_CARD, type Product } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatBRL } from '@/lib/format';

interface ProductCardProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** 'Duplicar' (issue 35). */
  onDuplicate?: (product: Product) => void;
  /** In selection mode ('Alterar preços'): whether it is ticked, and how to tick it. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/** A product in the management modal: at most 3 tags, the rest counted as "+N" (spec §2, §9). */
export function ProductCard({ product, onEdit, onDelete, onDuplicate, selected = false, onSelectedChange }: ProductCardProps) {
  const shownTags = product.tags.slice(0, MAX_TAGS_ON_CARD);
  const hiddenTags = product.tags.length - shownTags.length;
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative aspect-video bg-muted">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={product.name} loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">Sem imagem</div>
        )}
        <Badge variant={product.isAvailable ? 'success' : 'secondary'} className="absolute left-2 top-2">
          {product.isAvailable ? 'Disponível' : 'Indisponível'}
        </Badge>
        {onSelectedChange ? (
          <label className="absolute right-2 top-2 flex cursor-pointer items-center rounded-md bg-background/90 p-1.5 shadow">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              aria-label={`Selecionar ${product.name}`}
            />
          </label>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-tight">{product.name}</h3>
        {product.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p> : null}
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-primary">{formatBRL(product.price)}</span>
          <span className="flex items-center gap-1 text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            {product.prepTime} min
          </span>
        </div>
        {product.tags.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            {shownTags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
            {hiddenTags > 0 ? (
              <Badge variant="outline" title={product.tags.slice(MAX_TAGS_ON_CARD).join(', ')}>
                +{hiddenTags}
              </Badge>
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(product)} aria-label={`Editar ${product.name}`} data-edit-product={product.id}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          {onDuplicate ? (
            // An icon beside 'Editar' and 'Excluir': three labelled buttons do not fit a card of the three-column grid.
            <Button variant="outline" size="sm" className="px-2.5" onClick={() => onDuplicate(product)} aria-label={`Duplicar ${product.name}`} title="Duplicar">
              <Copy aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-destructive hover:text-destructive"
            onClick={() => onDelete(product)}
            aria-label={`Excluir ${product.name}`}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        </div>
      </div>
    </Card>
  );
}
