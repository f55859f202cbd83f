import { memo } from 'react';
import { Clock, Plus, UtensilsCrossed } from 'lucide-react';
import type { Product } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatBRL } from '@/lib/format';

interface MenuProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
  /** Opens the product sheet (the whole description); a tap anywhere on the card but 'Adicionar'. */
  onOpen: (product: Product) => void;
  /** 4 under a category heading, 3 when the menu has no sections. */
  headingLevel?: 3 | 4;
}

/**
 * A dish on the menu: image, name, price, description (two lines), tags, prep time and
 * 'Adicionar' (spec §2). The name is a button stretched over the card, so a tap opens the sheet.
 * Memoised: the menu renders its dishes in steps (issue 20), and a step re-renders only its new cards.
 */
export const MenuProductCard = memo(function MenuProductCard({ product, onAdd, onOpen, headingLevel = 3 }: MenuProductCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <Card className="relative flex h-full gap-4 overflow-hidden p-3 transition-colors hover:bg-accent/40 sm:p-4">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt={product.name} width={112} height={112} loading="lazy" decoding="async" className="size-24 shrink-0 rounded-md object-cover sm:size-28 print:hidden" />
      ) : (
        <div aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground sm:size-28 print:hidden">
          <UtensilsCrossed className="size-8" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Heading className="font-semibold leading-tight">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(product)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {product.name}
          </button>
        </Heading>
        {product.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p> : null}
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
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1">
          <div>
            <p className="whitespace-nowrap font-semibold text-primary tabular-nums">{formatBRL(product.price)}</p>
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Tempo de preparo:</span>
              {product.prepTime} min
            </p>
          </div>
          <Button
            size="sm"
            className="relative z-10 print:hidden"
            variant={product.isAvailable ? 'default' : 'secondary'}
            disabled={!product.isAvailable}
            onClick={() => onAdd(product)}
            aria-label={product.isAvailable ? `Adicionar ${product.name}` : `${product.name} indisponível`}
          >
            {product.isAvailable ? <Plus aria-hidden="true" /> : null}
            {product.isAvailable ? 'Adicionar' : 'Indisponível'}
          </Button>
        </div>
      </div>
    </Card>
  );
});
