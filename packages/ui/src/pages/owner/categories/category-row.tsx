import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { LIMITS, type Category } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';

export type RowMode = 'view' | 'rename' | 'delete';

/** The controls of a row the manager may move the focus to after a change. */
type FocusTarget = 'up' | 'down' | 'rename' | 'delete' | 'name' | 'cancel-delete';

export const focusKey = (categoryId: string, target: FocusTarget) => `${categoryId}:${target}`;

interface CategoryRowProps {
  category: Category;
  productCount: number;
  isFirst: boolean;
  isLast: boolean;
  mode: RowMode;
  pending: boolean;
  onMove: (delta: -1 | 1) => void;
  onModeChange: (mode: RowMode) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

function productsLabel(count: number): string {
  if (count === 0) return 'Nenhum produto';
  return count === 1 ? '1 produto' : `${count} produtos`;
}

/** One category: its name and product count, move up/down, rename in place, delete after a confirmation. */
export function CategoryRow({ category, productCount, isFirst, isLast, mode, pending, onMove, onModeChange, onRename, onDelete }: CategoryRowProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && mode !== 'view') {
      onModeChange('view');
      return;
    }
    // Alt+↑/↓ moves the row from any of its buttons, like the move buttons.
    if (mode === 'view' && event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <li data-row-id={category.id} onKeyDown={onKeyDown} className="rounded-md border border-border bg-background p-2 pl-3">
      {mode === 'rename' ? (
        <RenameForm category={category} pending={pending} onCancel={() => onModeChange('view')} onRename={onRename} />
      ) : mode === 'delete' ? (
        <div role="group" aria-label={`Excluir ${category.name}`} className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 text-sm">
            Excluir <strong>{category.name}</strong>?{' '}
            {productCount > 0 ? `${productsLabel(productCount)} ${productCount === 1 ? 'irá' : 'irão'} para “Outros”.` : 'Ela não tem produtos.'}
          </p>
          <Button size="sm" variant="outline" data-focus-key={focusKey(category.id, 'cancel-delete')} disabled={pending} onClick={() => onModeChange('view')}>
            Cancelar
          </Button>
          <Button size="sm" variant="destructive" disabled={pending} onClick={onDelete}>
            Excluir
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{category.name}</p>
            <p className="text-xs text-muted-foreground">{productsLabel(productCount)}</p>
          </div>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Mover ${category.name} para cima`}
            data-focus-key={focusKey(category.id, 'up')}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Mover ${category.name} para baixo`}
            data-focus-key={focusKey(category.id, 'down')}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Renomear ${category.name}`} data-focus-key={focusKey(category.id, 'rename')} onClick={() => onModeChange('rename')}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            aria-label={`Excluir ${category.name}`}
            data-focus-key={focusKey(category.id, 'delete')}
            onClick={() => onModeChange('delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

interface RenameFormProps {
  category: Category;
  pending: boolean;
  onCancel: () => void;
  onRename: (name: string) => void;
}

function RenameForm({ category, pending, onCancel, onRename }: RenameFormProps) {
  const ids = useId();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) {
          setError('Nome é obrigatório');
          return;
        }
        if (trimmed === category.name) onCancel();
        else onRename(trimmed);
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label={`Novo nome de ${category.name}`}
          data-focus-key={focusKey(category.id, 'name')}
          className="h-9 min-w-0 flex-1"
          maxLength={LIMITS.categoryNameMax}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={pending}>
          Salvar
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={pending} onClick={onCancel}>
          Cancelar
        </Button>
      </div>
      <FormAlert id={`${ids}-error`} message={error} />
    </form>
  );
}
