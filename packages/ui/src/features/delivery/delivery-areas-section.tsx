import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatTimeRange, type DeliveryArea, type DeliveryAreaInput } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/hooks/use-toast';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { parseBulkAreas } from './bulk-areas';

interface AreaDraft {
  district: string;
  city: string;
  fee: string;
  minTime: string;
  maxTime: string;
  minOrder: string;
  isActive: boolean;
}
const EMPTY: AreaDraft = { district: '', city: '', fee: '', minTime: '', maxTime: '', minOrder: '', isActive: true };
const toDraft = (area: DeliveryArea): AreaDraft => ({
  district: area.district,
  city: area.city,
  fee: area.fee.replace('.', ','),
  minTime: String(area.minTime),
  maxTime: String(area.maxTime),
  minOrder: area.minOrder?.replace('.', ',') ?? '',
  isActive: area.isActive,
});
const toInput = (draft: AreaDraft) => ({
  district: draft.district,
  city: draft.city,
  fee: draft.fee.replace(',', '.'),
  minTime: Number(draft.minTime),
  maxTime: Number(draft.maxTime),
  minOrder: draft.minOrder.trim() ? draft.minOrder.replace(',', '.') : null,
  isActive: draft.isActive,
});
const areaInput = (area: DeliveryArea): DeliveryAreaInput => ({ ...area });

/**
 * Configurações › Entrega › Bairros: each bairro with its fee and time; add, edit, delete, paste
 * many at once ('Bairro;Cidade;Taxa;Tempo mín;Tempo máx'), or change every fee.
 */
export function DeliveryAreasSection({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const areas = trpc.delivery.areas.useQuery({ id: restaurantId });
  const [editing, setEditing] = useState<{ id: string | null; draft: AreaDraft } | null>(null);
  const [bulk, setBulk] = useState<string | null>(null);
  const [bulkErrors, setBulkErrors] = useState<string[]>([]);
  const [allFees, setAllFees] = useState('');
  const refresh = () => Promise.all([utils.delivery.areas.invalidate(), utils.restaurant.invalidate()]);
  const onError = (title: string) => (error: unknown) => toastError(title, error);
  const create = trpc.delivery.createArea.useMutation({ onSuccess: async () => { setEditing(null); await refresh(); }, onError: onError('Erro ao salvar o bairro') });
  const update = trpc.delivery.updateArea.useMutation({ onSuccess: async () => { setEditing(null); await refresh(); }, onError: onError('Erro ao salvar o bairro') });
  const remove = trpc.delivery.deleteArea.useMutation({ onSuccess: refresh, onError: onError('Erro ao remover o bairro') });
  const replace = trpc.delivery.replaceAreas.useMutation({
    onSuccess: async (saved) => {
      toast({ title: 'Bairros atualizados!', description: `${saved.length} bairros na lista.` });
      setBulk(null);
      setAllFees('');
      await refresh();
    },
    onError: onError('Erro ao importar os bairros'),
  });
  const list = areas.data ?? [];

  const saveDraft = () => {
    if (!editing) return;
    const input = toInput(editing.draft);
    if (editing.id) update.mutate({ areaId: editing.id, ...input });
    else create.mutate({ id: restaurantId, ...input });
  };
  const importBulk = () => {
    const result = parseBulkAreas(bulk ?? '');
    setBulkErrors(result.errors);
    if (result.errors.length === 0 && result.areas.length > 0) replace.mutate({ id: restaurantId, areas: [...list.map(areaInput), ...result.areas] });
  };

  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle>Bairros de entrega</CardTitle>
        <CardDescription>Sem bairros, a taxa de entrega vale para qualquer endereço. Com bairros, só eles recebem entrega, cada um com sua taxa e tempo.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.length > 0 ? (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Bairros de entrega">
            {list.map((area) => (
              <li key={area.id} className="flex items-center gap-2 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    {area.district} <span className="font-normal text-muted-foreground">· {area.city}</span>
                    {area.isActive ? null : <span className="ml-2 text-xs text-muted-foreground">(inativo)</span>}
                  </p>
                  <p className="text-muted-foreground">
                    {formatBRL(area.fee)} · {formatTimeRange({ min: area.minTime, max: area.maxTime })}
                    {area.minOrder ? ` · mínimo ${formatBRL(area.minOrder)}` : ''}
                  </p>
                </div>
                <Button type="button" variant="ghost" size="icon" aria-label={`Editar ${area.district}`} onClick={() => setEditing({ id: area.id, draft: toDraft(area) })}>
                  <Pencil aria-hidden="true" />
                </Button>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remover ${area.district}`} onClick={() => remove.mutate({ areaId: area.id })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum bairro: a taxa de entrega do restaurante vale para todos os endereços.</p>
        )}

        {editing ? (
          <AreaForm draft={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} onCancel={() => setEditing(null)} onSave={saveDraft} pending={create.isPending || update.isPending} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setEditing({ id: null, draft: EMPTY })}>
              Adicionar bairro
            </Button>
            <Button type="button" variant="outline" onClick={() => setBulk(bulk === null ? '' : null)}>
              Importar vários
            </Button>
          </div>
        )}

        {bulk !== null ? (
          <div className="space-y-2">
            <Field label="Cole um bairro por linha" hint="Bairro;Cidade;Taxa;Tempo mín;Tempo máx — ex.: São Cristóvão;Rio de Janeiro;5,50;40;50">
              <Textarea rows={6} value={bulk} onChange={(event) => setBulk(event.target.value)} />
            </Field>
            {bulkErrors.length > 0 ? (
              <ul role="alert" className="space-y-1 text-sm text-destructive">
                {bulkErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
            <Button type="button" onClick={importBulk} disabled={replace.isPending}>
              Importar bairros
            </Button>
          </div>
        ) : null}

        {list.length > 0 ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const fee = allFees.replace(',', '.');
              replace.mutate({ id: restaurantId, areas: list.map((area) => ({ ...areaInput(area), fee })) });
            }}
          >
            <Field label="Mudar a taxa de todos os bairros (R$)" className="flex-1">
              <Input inputMode="decimal" value={allFees} onChange={(event) => setAllFees(event.target.value)} placeholder="6,00" />
            </Field>
            <Button type="submit" variant="outline" disabled={!allFees.trim() || replace.isPending}>
              Aplicar a todos
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

interface AreaFormProps {
  draft: AreaDraft;
  onChange: (draft: AreaDraft) => void;
  onCancel: () => void;
  onSave: () => void;
  pending: boolean;
}

function AreaForm({ draft, onChange, onCancel, onSave, pending }: AreaFormProps) {
  const set = (field: keyof AreaDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  return (
    <form
      className="grid grid-cols-2 gap-3 rounded-md border border-border p-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Field label="Bairro">
        <Input value={draft.district} onChange={set('district')} maxLength={80} />
      </Field>
      <Field label="Cidade">
        <Input value={draft.city} onChange={set('city')} maxLength={80} />
      </Field>
      <Field label="Taxa (R$)">
        <Input inputMode="decimal" value={draft.fee} onChange={set('fee')} />
      </Field>
      <Field label="Tempo mín. (min)">
        <Input inputMode="numeric" value={draft.minTime} onChange={set('minTime')} />
      </Field>
      <Field label="Tempo máx. (min)">
        <Input inputMode="numeric" value={draft.maxTime} onChange={set('maxTime')} />
      </Field>
      <Field label="Pedido mínimo (R$)" hint="Em branco: o do restaurante.">
        <Input inputMode="decimal" value={draft.minOrder} onChange={set('minOrder')} />
      </Field>
      <label className="col-span-2 flex items-center gap-2 text-sm sm:col-span-3">
        <input type="checkbox" className="size-4 accent-primary" checked={draft.isActive} onChange={(event) => onChange({ ...draft, isActive: event.target.checked })} />
        Ativo
      </label>
      <div className="col-span-2 flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={pending}>
          Salvar bairro
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
