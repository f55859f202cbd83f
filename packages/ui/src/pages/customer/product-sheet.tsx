import { Clock, Plus, UtensilsCrossed } from 'lucide-react';
import type { Product } from '@direto/contracts';
import type { LineSelection, MenuLikeProduct } from '@/features/cart/cart-rules';
import { ProductOptionsForm } from '@/features/options/product-options-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatBRL } from '@/lib/format';

interface ProductSheetProps {
  /** The product shown; null closes the sheet. */
  product: MenuLikeProduct | null;
  onClose: () => void;
  /** With option groups, the sheet's selection (choices, note, quantity) comes along. */
  onAdd: (product: Product, selection?: LineSelection) => void;
}

/**
 * A dish in full, opened by tapping its card: the picture, the whole description (the card cuts
 * it to two lines), tags, price and 'Adicionar'. A bottom sheet on phones, a dialog on larger screens.
 */
export function ProductSheet({ product, onClose, onAdd }: ProductSheetProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-0 overflow-hidden p-0 max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:rounded-t-2xl">
        {product ? <ProductDetails key={product.id} product={product} onAdd={onAdd} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductDetails({ product, onAdd }: { product: MenuLikeProduct; onAdd: (product: Product, selection?: LineSelection) => void }) {
  const optionGroups = product.optionGroups ?? [];
  return (
    <div className="flex max-h-[90dvh] flex-col">
      <div className="overflow-y-auto">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={product.name} className="aspect-video w-full bg-muted object-cover" />
        ) : (
          <div aria-hidden="true" className="flex aspect-[3/1] w-full items-center justify-center bg-muted text-muted-foreground">
            <UtensilsCrossed className="size-10" />
          </div>
        )}
        <div className="space-y-3 p-5">
          <DialogTitle className="pr-6 text-xl leading-tight">{product.name}</DialogTitle>
          <p className="flex items-center gap-3 text-sm text-muted-foreground">
            <span className="text-lg font-semibold text-primary tabular-nums">{formatBRL(product.price)}</span>
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Tempo de preparo:</span>
              {product.prepTime} min
            </span>
          </p>
          {product.description ? (
            <DialogDescription className="whitespace-pre-line text-base text-foreground">{product.description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">Detalhes do produto</DialogDescription>
          )}
          {product.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary" className="font-normal">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {optionGroups.length > 0 ? <ProductOptionsForm product={{ ...product, optionGroups }} onAdd={(selection) => onAdd(product, selection)} /> : null}
      </div>
      {optionGroups.length > 0 ? null : <div className="border-t border-border p-4">
        <Button
          size="lg"
          className="w-full"
          disabled={!product.isAvailable}
          onClick={() => onAdd(product)}
        >
          {product.isAvailable ? <Plus aria-hidden="true" /> : null}
          {product.isAvailable ? `Adicionar · ${formatBRL(product.price)}` : 'Indisponível'}
        </Button>
      </div>}
    </div>
  );
}
