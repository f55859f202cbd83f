import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { Plus } from 'lucide-react';
import { LIMITS, type Category } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/query-state';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { CategoryRow, focusKey, type RowMode } from './category-row';
import { moveCategory } from './category-order';
import { FormAlert } from '@/components/form-alert';

interface CategoryManagerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
}

/** The row being renamed or confirmed for deletion (one at a time). */
interface OpenRow {
  id: string;
  mode: Exclude<RowMode, 'view'>;
}

/** The owner's menu sections: create, rename, reorder (buttons, or Alt+↑/↓) and delete. */
export function CategoryManagerDialog({ open, onOpenChange, restaurantId }: CategoryManagerDialogProps) {
  const [openRow, setOpenRow] = useState<OpenRow | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpenRow(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="max-w-xl"
        // Esc first leaves a rename or a delete confirmation (the row handles it when it holds the
        // focus, to put the focus back on its button); a second Esc closes the dialog.
        onEscapeKeyDown={(event) => {
          if (!openRow) return;
          event.preventDefault();
          if (!document.activeElement?.closest(`[data-row-id="${openRow.id}"]`)) setOpenRow(null);
        }}
      >
        <DialogHeader>
          <DialogTitle>Categorias do cardápio</DialogTitle>
          <DialogDescription>
            As seções do seu cardápio, na ordem em que os clientes as veem. Produtos sem categoria aparecem no fim, em “Outros”.
          </DialogDescription>
        </DialogHeader>
        {open ? <CategoryManager restaurantId={restaurantId} openRow={openRow} setOpenRow={setOpenRow} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface CategoryManagerProps {
  restaurantId: string;
  openRow: OpenRow | null;
  setOpenRow: Dispatch<SetStateAction<OpenRow | null>>;
}

function CategoryManager({ restaurantId, openRow, setOpenRow }: CategoryManagerProps) {
  const ids = useId();
  const utils = trpc.useUtils();
  const listInput = { restaurantId };
  const categories = trpc.category.list.useQuery(listInput);
  const products = trpc.product.listByRestaurant.useQuery({ id: restaurantId });
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<string[] | null>(null);

  // Keeps keyboard focus on the control a person was using once the list re-renders (rows move and vanish).
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest
      .map((key) => container.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`))
      .find((element) => element && !element.hasAttribute('disabled'));
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest, categories.data]);

  const setList = (update: (list: Category[]) => Category[]) => utils.category.list.setData(listInput, (old) => (old ? update(old) : old));
  // The menu's order and the products' categories follow the categories.
  const refreshMenu = () => utils.product.listByRestaurant.invalidate({ id: restaurantId });

  const create = trpc.category.create.useMutation({
    onSuccess: (created) => {
      setList((list) => [...list, created]);
      setNewName('');
      setAnnouncement(`Categoria ${created.name} criada.`);
      setFocusRequest(['new']);
    },
    onError: (error) => toastError('Erro ao criar categoria', error),
  });
  const rename = trpc.category.rename.useMutation({
    onSuccess: (saved) => {
      setList((list) => list.map((category) => (category.id === saved.id ? saved : category)));
      setOpenRow(null);
      setFocusRequest([focusKey(saved.id, 'rename')]);
    },
    onError: (error) => toastError('Erro ao renomear categoria', error),
  });
  const reorder = trpc.category.reorder.useMutation({
    // A list fetch still on its way would bring back the old order.
    onMutate: () => utils.category.list.cancel(listInput),
    onError: (error) => toastError('Erro ao reordenar categorias', error),
    onSettled: refreshMenu,
  });
  const remove = trpc.category.delete.useMutation({
    onSuccess: async ({ id }) => {
      const list = categories.data ?? [];
      const index = list.findIndex((category) => category.id === id);
      const neighbour = list[index + 1] ?? list[index - 1];
      const name = list[index]?.name ?? '';
      setList((current) => current.filter((category) => category.id !== id));
      setOpenRow(null);
      setFocusRequest(neighbour ? [focusKey(neighbour.id, 'rename')] : ['new']);
      toast({ title: 'Categoria excluída', description: `Os produtos de ${name} agora aparecem em “Outros”.` });
      await refreshMenu();
    },
    onError: (error) => toastError('Erro ao excluir categoria', error),
  });

  const countOf = (categoryId: string) => (products.data ?? []).filter((product) => product.categoryId === categoryId).length;

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      setNewNameError('Nome é obrigatório');
      return;
    }
    setNewNameError(null);
    create.mutate({ restaurantId, name });
  };

  const move = (category: Category, delta: -1 | 1) => {
    const list = categories.data ?? [];
    const order = list.map((item) => item.id);
    const moved = moveCategory(order, category.id, delta);
    if (moved.join() === order.join()) return;
    // Shown at once (the rows move in this render, so the focus request below finds them moved).
    setList(() => moved.flatMap((id, index) => list.filter((item) => item.id === id).map((item) => ({ ...item, sortOrder: index }))));
    reorder.mutate({ restaurantId, categoryIds: moved }, { onError: () => utils.category.list.setData(listInput, list) });
    const position = moved.indexOf(category.id) + 1;
    setAnnouncement(`${category.name} agora é a ${position}ª de ${moved.length}.`);
    // The same button again, or its twin when the row reached an end (a disabled button cannot hold focus).
    const other = delta === -1 ? 'down' : 'up';
    setFocusRequest([focusKey(category.id, delta === -1 ? 'up' : 'down'), focusKey(category.id, other)]);
  };

  return (
    <div ref={container} className="grid gap-4">
      <form noValidate onSubmit={submitNew} className="grid gap-2">
        <Label htmlFor={`${ids}-new`}>Nova categoria</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-new`}
            data-focus-key="new"
            placeholder="Ex.: Bebidas"
            maxLength={LIMITS.categoryNameMax}
            value={newName}
            aria-invalid={newNameError ? true : undefined}
            aria-describedby={newNameError ? `${ids}-new-error` : undefined}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button type="submit" disabled={create.isPending}>
            <Plus aria-hidden="true" />
            Criar
          </Button>
        </div>
        <FormAlert id={`${ids}-new-error`} message={newNameError} />
      </form>

      <QueryState
        query={categories}
        loading="Carregando categorias..."
        error="Não foi possível carregar as categorias: "
        empty={<p className="py-6 text-center text-sm text-muted-foreground">Nenhuma categoria ainda. Crie a primeira acima, por exemplo “Pratos principais”.</p>}
      >
        {(list) => (
          <ol aria-label="Categorias" className="grid gap-2">
            {list.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                productCount={countOf(category.id)}
                isFirst={index === 0}
                isLast={index === list.length - 1}
                mode={openRow?.id === category.id ? openRow.mode : 'view'}
                pending={rename.isPending || remove.isPending}
                onMove={(delta) => move(category, delta)}
                onModeChange={(mode) => {
                  setOpenRow(mode === 'view' ? null : { id: category.id, mode });
                  setFocusRequest([focusKey(category.id, mode === 'view' ? (openRow?.mode ?? 'rename') : mode === 'rename' ? 'name' : 'cancel-delete')]);
                }}
                onRename={(name) => rename.mutate({ id: category.id, name })}
                onDelete={() => remove.mutate({ id: category.id })}
              />
            ))}
          </ol>
        )}
      </QueryState>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
