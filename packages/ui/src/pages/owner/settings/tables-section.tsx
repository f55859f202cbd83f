import { useState, type FormEvent } from 'react';
import { Plus, Printer, QrCode, Trash2 } from 'lucide-react';
import { createTableFormSchema, tableLabel, type RestaurantTableView } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { trpc } from '@/lib/trpc';

interface PendingAction {
  table: RestaurantTableView;
  kind: 'rotate' | 'delete';
}

/**
 * Configurações › Mesas (issue 33): the dining room's tables, each with its QR link (/m/{token}).
 * The owner adds (one, or 'Adicionar mesas 1 a 20'), renames, deactivates, deletes, replaces a
 * table's QR code ('Gerar novo QR': the printed one stops working) and prints the sheet.
 */
export function TablesSection({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const tables = trpc.tables.list.useQuery({ id: restaurantId });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const refresh = () => utils.tables.list.invalidate({ id: restaurantId });
  const form = useZodForm(createTableFormSchema, { defaultValues: { name: '' } });
  const create = trpc.tables.create.useMutation({
    onSuccess: (table) => {
      form.reset({ name: '' });
      toast({ title: `${tableLabel(table.name)} adicionada` });
      void refresh();
    },
    onError: (error) => toastError('Erro ao adicionar mesa', error),
  });
  const rotate = trpc.tables.rotateToken.useMutation({
    onSuccess: (table) => {
      toast({ title: 'Novo QR code gerado', description: `Imprima de novo o QR code da ${tableLabel(table.name)}.` });
      setPending(null);
      void refresh();
    },
    onError: (error) => toastError('Erro ao gerar novo QR', error),
  });
  const remove = trpc.tables.delete.useMutation({
    onSuccess: () => {
      toast({ title: 'Mesa excluída' });
      setPending(null);
      void refresh();
    },
    onError: (error) => {
      setPending(null);
      toastError('Erro ao excluir mesa', error);
    },
  });
  const rows = tables.data ?? [];
  const anyActive = rows.some((table) => table.active);

  return (
    <div className="mt-4 space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Mesas</CardTitle>
          <CardDescription>
            Cada mesa tem um QR code próprio: o cliente aponta a câmera, vê o cardápio e pede sem cadastro. Os pedidos vão para a conta da mesa e para a
            cozinha.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <form noValidate onSubmit={form.handleSubmit((values) => create.mutate({ id: restaurantId, ...values }))} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label="Número ou nome da mesa" error={form.formState.errors.name?.message} className="flex-1">
              <Input autoComplete="off" placeholder="12" {...form.register('name')} />
            </Field>
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden="true" />
              Adicionar mesa
            </Button>
          </form>
          <TableRangeForm restaurantId={restaurantId} onAdded={() => void refresh()} />

          <section aria-labelledby="tables-list-title" className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="tables-list-title" className="text-sm font-medium">
                Suas mesas
              </h3>
              {anyActive ? (
                <Button variant="outline" size="sm" asChild>
                  <a href={`/api/restaurants/${restaurantId}/tables/qr.pdf`} target="_blank" rel="noreferrer">
                    <Printer aria-hidden="true" />
                    Imprimir QR codes
                  </a>
                </Button>
              ) : null}
            </div>
            {rows.length === 0 && !tables.isLoading ? <p className="text-sm text-muted-foreground">Nenhuma mesa ainda.</p> : null}
            <ul className="divide-y divide-border rounded-md border border-border empty:hidden">
              {rows.map((table) => (
                <TableRow key={table.id} table={table} onChanged={() => void refresh()} onAction={(kind) => setPending({ table, kind })} />
              ))}
            </ul>
          </section>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.kind === 'rotate' ? `Gerar novo QR da ${tableLabel(pending.table.name)}?` : `Excluir a ${tableLabel(pending?.table.name ?? '')}?`}
        description={
          pending?.kind === 'rotate'
            ? 'O QR code impresso desta mesa para de funcionar na hora. Imprima o novo e troque o da mesa.'
            : 'O QR code dela para de funcionar. Contas e pedidos antigos continuam com o nome da mesa.'
        }
        confirmLabel={pending?.kind === 'rotate' ? 'Gerar novo QR' : 'Excluir'}
        cancelLabel="Voltar"
        destructive
        pending={rotate.isPending || remove.isPending}
        onConfirm={() => {
          if (!pending) return;
          if (pending.kind === 'rotate') rotate.mutate({ tableId: pending.table.id });
          else remove.mutate({ tableId: pending.table.id });
        }}
      />
    </div>
  );
}

/** One table: its name (renamed in place), 'Ativa', and its QR link's actions. */
function TableRow({ table, onChanged, onAction }: { table: RestaurantTableView; onChanged: () => void; onAction: (kind: PendingAction['kind']) => void }) {
  const [name, setName] = useState(table.name);
  const update = trpc.tables.update.useMutation({
    onSuccess: (saved) => {
      setName(saved.name);
      onChanged();
    },
    onError: (error) => {
      setName(table.name);
      toastError('Erro ao salvar mesa', error);
    },
  });
  const rename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed && trimmed !== table.name) update.mutate({ tableId: table.id, name: trimmed });
    else setName(table.name);
  };
  const label = tableLabel(table.name);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <form onSubmit={rename} className="min-w-32 flex-1">
        <Input aria-label={`Nome da ${label}`} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} onBlur={rename} className="h-9" />
      </form>
      <label className="flex items-center gap-2 text-sm">
        <Switch checked={table.active} disabled={update.isPending} onCheckedChange={(active) => update.mutate({ tableId: table.id, active })} aria-label={`${label} ativa`} />
        Ativa
      </label>
      <Button variant="ghost" size="sm" asChild>
        <a href={table.link} target="_blank" rel="noreferrer" aria-label={`Abrir o link da ${label}`}>
          Abrir link
        </a>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => onAction('rotate')} aria-label={`Gerar novo QR da ${label}`}>
        <QrCode aria-hidden="true" />
        Gerar novo QR
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => onAction('delete')} aria-label={`Excluir a ${label}`}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    </li>
  );
}

/** 'Adicionar mesas 1 a 20': the numbers not yet taken become tables. */
function TableRangeForm({ restaurantId, onAdded }: { restaurantId: string; onAdded: () => void }) {
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('10');
  const createRange = trpc.tables.createRange.useMutation({
    onSuccess: () => {
      toast({ title: `Mesas ${from} a ${to} adicionadas` });
      onAdded();
    },
    onError: (error) => toastError('Erro ao adicionar mesas', error),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        createRange.mutate({ id: restaurantId, from: Number(from), to: Number(to) });
      }}
      className="flex flex-wrap items-end gap-2 text-sm"
    >
      <span className="pb-2">Adicionar mesas</span>
      <Input aria-label="Da mesa" inputMode="numeric" value={from} onChange={(event) => setFrom(event.target.value.replace(/\D/g, ''))} className="h-9 w-20" />
      <span className="pb-2">a</span>
      <Input aria-label="Até a mesa" inputMode="numeric" value={to} onChange={(event) => setTo(event.target.value.replace(/\D/g, ''))} className="h-9 w-20" />
      <Button type="submit" variant="outline" size="sm" disabled={createRange.isPending}>
        Adicionar
      </Button>
    </form>
  );
}
