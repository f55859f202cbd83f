import { useEffect, useId, useRef, useState } from 'react';
import { CheckSquare, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Plus, Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS, type Product } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { QueryState } from '@/components/query-state';
import { useDebounce } from '@/hooks/use-debounce';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { OptionGroupsManager } from '../option-groups/option-groups-manager';
import { BulkPriceDialog } from './bulk-price-dialog';
import { PriceChangeUndoBanner, useLastPriceChange } from './price-change-undo-banner';
import { ProductCard } from './product-card';
import { ProductSelectionBar } from './product-selection-bar';
import { ProductFormDialog } from './product-form-dialog';
import {
  FIRST_PAGE,
  goToPage,
  loadMore,
  productListView,
  type PageWindow,
  type ProductListView,
  type ProductSortField,
  type SortDirection,
} from './product-list-query';

const SORT_FIELDS: { value: ProductSortField; label: string }[] = [
  { value: 'name', label: 'Nome' },
  { value: 'price', label: 'Preço' },
  { value: 'createdAt', label: 'Data de criação' },
];

interface ProductManagementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
}

/** The owner's whole menu: search, sort, pages of 12, edit and delete (spec §2). */
export function ProductManagementDialog({ open, onOpenChange, restaurantId }: ProductManagementDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Gerenciar Produtos</DialogTitle>
          <DialogDescription>Busque, edite ou exclua os produtos do seu cardápio.</DialogDescription>
        </DialogHeader>
        {open ? (
          <Tabs defaultValue="produtos">
            <TabsList>
              <TabsTrigger value="produtos">Produtos</TabsTrigger>
              <TabsTrigger value="complementos">Complementos</TabsTrigger>
            </TabsList>
            <TabsContent value="produtos">
              <ProductManager restaurantId={restaurantId} />
            </TabsContent>
            <TabsContent value="complementos">
              <OptionGroupsManager restaurantId={restaurantId} />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductManager({ restaurantId }: { restaurantId: string }) {
  const ids = useId();
  const utils = trpc.useUtils();
  const products = trpc.product.listByRestaurant.useQuery({ id: restaurantId });
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounce(search, SEARCH_DEBOUNCE_MS);
  const [sortBy, setSortBy] = useState<ProductSortField>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [pageWindow, setPageWindow] = useState<PageWindow>(FIRST_PAGE);
  const [editing, setEditing] = useState<Product | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  // Issue 35: selection mode for 'Alterar preços', and the last change while 'Desfazer' works.
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pricing, setPricing] = useState(false);
  const priceChange = useLastPriceChange(restaurantId);

  // A new search or order starts again from the first page.
  useEffect(() => setPageWindow(FIRST_PAGE), [debouncedSearch, sortBy, direction]);

  const remove = trpc.product.delete.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      toast({ title: 'Produto excluído' });
      await utils.product.invalidate();
    },
    onError: (error) => toastError('Erro ao excluir produto', error),
  });

  const duplicate = trpc.product.duplicate.useMutation({
    onSuccess: async (copy) => {
      toast({ title: 'Produto duplicado', description: `"${copy.name}" foi criado como indisponível.` });
      await utils.product.invalidate();
    },
    onError: (error) => toastError('Erro ao duplicar produto', error),
  });

  const toggleSelected = (product: Product, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(product.id);
    else next.delete(product.id);
    setSelected(next);
  };
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  const all = products.data ?? [];
  const view = productListView(all, { search: debouncedSearch, sortBy, direction, window: pageWindow });

  const managerRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Once the form closes, focus goes back to the edited row's 'Editar' (found again by id: saving
  // re-renders the list and may move the row), or to 'Adicionar Produto' after a creation or when
  // the row left the page.
  const returnFocus = (event: Event) => {
    const editButton = editing ? managerRef.current?.querySelector<HTMLElement>(`[data-edit-product="${editing.id}"]`) : null;
    const target = editButton ?? addButtonRef.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <div ref={managerRef} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <div className="space-y-2">
          <Label htmlFor={`${ids}-search`}>Buscar</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={`${ids}-search`}
              type="search"
              className="pl-9"
              placeholder="Nome, descrição ou tag"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-sort`}>Ordenar por</Label>
          <Select value={sortBy} onValueChange={(value) => setSortBy(value as ProductSortField)}>
            <SelectTrigger id={`${ids}-sort`} className="sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_FIELDS.map((field) => (
                <SelectItem key={field.value} value={field.value}>
                  {field.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-direction`}>Ordem</Label>
          <Select value={direction} onValueChange={(value) => setDirection(value as SortDirection)}>
            <SelectTrigger id={`${ids}-direction`} className="sm:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="asc">Crescente</SelectItem>
              <SelectItem value="desc">Decrescente</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setSelecting(true)} disabled={selecting || all.length === 0}>
            <CheckSquare aria-hidden="true" />
            Selecionar
          </Button>
          <Button ref={addButtonRef} onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Adicionar Produto
          </Button>
        </div>
      </div>

      {priceChange.last ? <PriceChangeUndoBanner change={priceChange.last} onDone={priceChange.forget} /> : null}
      {selecting ? (
        <ProductSelectionBar
          restaurantId={restaurantId}
          products={all}
          selected={selected}
          onSelect={setSelected}
          onChangePrices={() => setPricing(true)}
          onCancel={stopSelecting}
        />
      ) : null}

      <QueryState
        query={products}
        loading={
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        }
        className="py-12 text-center"
        empty="Nenhum produto cadastrado ainda."
      >
        {() => (
          <ProductPages
            view={view}
            onWindowChange={setPageWindow}
            onEdit={openForm}
            onDelete={setDeleting}
            onDuplicate={(product) => duplicate.mutate({ productId: product.id })}
            selection={selecting ? { selected, onToggle: toggleSelected } : undefined}
          />
        )}
      </QueryState>

      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} restaurantId={restaurantId} product={editing} onCloseAutoFocus={returnFocus} />
      <BulkPriceDialog
        open={pricing}
        onOpenChange={setPricing}
        restaurantId={restaurantId}
        productIds={[...selected]}
        onApplied={async (result) => {
          setPricing(false);
          stopSelecting();
          priceChange.recordApplied(result);
          await utils.product.invalidate();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Excluir produto?"
        description={deleting ? `"${deleting.name}" será removido do cardápio. Pedidos antigos continuam registrados.` : undefined}
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </div>
  );
}

interface ProductPagesProps {
  view: ProductListView;
  onWindowChange: (window: PageWindow) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onDuplicate: (product: Product) => void;
  /** In selection mode: which products are ticked, and how to tick one. */
  selection?: { selected: ReadonlySet<string>; onToggle: (product: Product, selected: boolean) => void };
}

/** The products that match, a page at a time, with 'Carregar mais' and the page buttons. */
function ProductPages({ view, onWindowChange, onEdit, onDelete, onDuplicate, selection }: ProductPagesProps) {
  if (view.total === 0) return <p className="py-12 text-center text-muted-foreground">Nenhum produto encontrado</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Mostrando {view.items.length} de {view.total} produtos
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Produtos">
        {view.items.map((product) => (
          <li key={product.id} className="grid">
            <ProductCard
              product={product}
              onEdit={onEdit}
              onDelete={onDelete}
              onDuplicate={onDuplicate}
              selected={selection?.selected.has(product.id)}
              onSelectedChange={selection ? (isSelected) => selection.onToggle(product, isSelected) : undefined}
            />
          </li>
        ))}
      </ul>
      {view.canGoForward ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => onWindowChange(loadMore(view.window, view.pages))}>
            Carregar mais
          </Button>
        </div>
      ) : null}
      {view.pages > 1 ? (
        <nav aria-label="Paginação" className="flex flex-wrap items-center justify-center gap-2">
          <Button variant="outline" size="icon" aria-label="Primeira página" disabled={!view.canGoBack} onClick={() => onWindowChange(goToPage(0, view.pages))}>
            <ChevronsLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Página anterior"
            disabled={!view.canGoBack}
            onClick={() => onWindowChange(goToPage(view.window.first - 1, view.pages))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="px-2 text-sm text-muted-foreground">
            {view.window.first === view.window.last
              ? `Página ${view.window.first + 1} de ${view.pages}`
              : `Páginas ${view.window.first + 1}–${view.window.last + 1} de ${view.pages}`}
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label="Próxima página"
            disabled={!view.canGoForward}
            onClick={() => onWindowChange(goToPage(view.window.last + 1, view.pages))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Última página"
            disabled={!view.canGoForward}
            onClick={() => onWindowChange(goToPage(view.pages - 1, view.pages))}
          >
            <ChevronsRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </>
  );
}
