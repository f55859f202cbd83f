import { useEffect, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { EXTERNAL_CODE_MAX, OPTION_LIMITS, type OptionGroupKind, type OptionPricingMethod } from '@direto/contracts';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { bodyOf, emptyOption, move, type GroupDraft, type OptionDraft } from './group-draft';

const KINDS: { value: OptionGroupKind; label: string }[] = [
  { value: 'standard', label: 'Comum (complementos, molhos, bordas)' },
  { value: 'size', label: 'Tamanhos da pizza' },
  { value: 'flavour', label: 'Sabores da pizza' },
];
const PRICING: { value: OptionPricingMethod; label: string }[] = [
  { value: 'sum', label: 'Somar as opções' },
  { value: 'max', label: 'Cobrar a opção mais cara' },
  { value: 'avg', label: 'Cobrar a média das opções' },
];

interface OptionGroupFormDialogProps {
  restaurantId: string;
  /** The group being edited (its id), or null to create one from `draft`. */
  groupId: string | null;
  draft: GroupDraft | null;
  /** The pizza sizes of the restaurant, for flavours' prices per size. */
  sizes: { id: string; name: string }[];
  onClose: () => void;
}

/** Creates or edits a group with its options, in order (up/down buttons), each with its price and availability. */
export function OptionGroupFormDialog({ restaurantId, groupId, draft, sizes, onClose }: OptionGroupFormDialogProps) {
  const [value, setValue] = useState<GroupDraft | null>(draft);
  useEffect(() => setValue(draft), [draft]);
  const utils = trpc.useUtils();
  const done = async (title: string) => {
    toast({ title });
    onClose();
    await Promise.all([utils.optionGroup.list.invalidate(), utils.product.listByRestaurant.invalidate()]);
  };
  const create = trpc.optionGroup.create.useMutation({ onSuccess: () => done('Grupo criado'), onError: (error) => toastError('Erro ao salvar grupo', error) });
  const update = trpc.optionGroup.update.useMutation({ onSuccess: () => done('Grupo salvo'), onError: (error) => toastError('Erro ao salvar grupo', error) });
  if (!value) return null;

  const set = (patch: Partial<GroupDraft>) => setValue({ ...value, ...patch });
  const setOption = (index: number, patch: Partial<OptionDraft>) =>
    set({ options: value.options.map((option, at) => (at === index ? { ...option, ...patch } : option)) });
  const save = () => {
    const body = bodyOf(value);
    if (groupId) update.mutate({ groupId, ...body });
    else create.mutate({ id: restaurantId, ...body });
  };
  const pending = create.isPending || update.isPending;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{groupId ? 'Editar grupo' : 'Novo grupo de opções'}</DialogTitle>
          <DialogDescription>Defina o grupo uma vez e vincule-o a quantos produtos quiser.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Nome do grupo">
              <Input value={value.name} maxLength={OPTION_LIMITS.groupNameMax} onChange={(event) => set({ name: event.target.value })} placeholder="Ex.: Molho, Adicionais" />
            </Field>
            <Field label="Tipo">
              <select className="h-10 rounded-md border border-input bg-background px-3" value={value.kind} onChange={(event) => set({ kind: event.target.value as OptionGroupKind })}>
                {KINDS.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {kind.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Mínimo" hint="0 = opcional">
              <Input type="text" inputMode="numeric" value={String(value.min)} onChange={(event) => set({ min: Number(event.target.value.replace(/\D/g, '') || 0) })} />
            </Field>
            {value.kind === 'size' ? null : (
              <Field label="Máximo" hint={value.kind === 'flavour' ? 'O tamanho escolhido limita os sabores' : 'Conta unidades: 2× Bacon conta 2'}>
                <Input type="text" inputMode="numeric" value={String(value.max)} onChange={(event) => set({ max: Number(event.target.value.replace(/\D/g, '') || 0) })} />
              </Field>
            )}
            {value.kind === 'standard' ? (
              <Field label="Cobrança">
                <select className="h-10 rounded-md border border-input bg-background px-3" value={value.pricing} onChange={(event) => set({ pricing: event.target.value as OptionPricingMethod })}>
                  {PRICING.map((pricing) => (
                    <option key={pricing.value} value={pricing.value}>
                      {pricing.label}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold">Opções</legend>
            {value.options.map((option, index) => (
              <div key={option.key} className="grid gap-2 rounded-md border border-border p-3">
                <div className="grid gap-2 sm:grid-cols-[1fr_9rem]">
                  <Field label={`Nome da opção ${index + 1}`}>
                    <Input value={option.name} maxLength={OPTION_LIMITS.optionNameMax} onChange={(event) => setOption(index, { name: event.target.value })} />
                  </Field>
                  <Field label="Preço" hint="R$ 0,00 aparece como Grátis">
                    <MoneyInput value={option.price} onChange={(price) => setOption(index, { price })} />
                  </Field>
                </div>
                <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
                  <Field label="Descrição (opcional)">
                    <Input value={option.description} maxLength={OPTION_LIMITS.optionDescriptionMax} onChange={(event) => setOption(index, { description: event.target.value })} />
                  </Field>
                  <Field label="Código PDV (opcional)">
                    <Input value={option.externalCode} maxLength={EXTERNAL_CODE_MAX} onChange={(event) => setOption(index, { externalCode: event.target.value })} />
                  </Field>
                </div>
                <div className="flex flex-wrap items-end gap-3">
                  {value.kind === 'size' ? (
                    <Field label="Sabores" className="w-28">
                      <Input type="text" inputMode="numeric" value={String(option.flavours)} onChange={(event) => setOption(index, { flavours: Number(event.target.value.replace(/\D/g, '') || 1) })} />
                    </Field>
                  ) : (
                    <Field label="Máx. por pedido" className="w-36">
                      <Input type="text" inputMode="numeric" value={String(option.maxQuantity)} onChange={(event) => setOption(index, { maxQuantity: Number(event.target.value.replace(/\D/g, '') || 1) })} />
                    </Field>
                  )}
                  <label className="flex h-10 items-center gap-2 text-sm">
                    <Switch checked={option.isAvailable} onCheckedChange={(isAvailable) => setOption(index, { isAvailable })} aria-label={`${option.name || 'Opção'} disponível`} />
                    Disponível
                  </label>
                  <div className="ml-auto flex gap-1">
                    <Button type="button" variant="outline" size="icon" aria-label={`Subir ${option.name || 'opção'}`} disabled={index === 0} onClick={() => set({ options: move(value.options, index, -1) })}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Descer ${option.name || 'opção'}`}
                      disabled={index === value.options.length - 1}
                      onClick={() => set({ options: move(value.options, index, 1) })}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="outline" size="icon" aria-label={`Remover ${option.name || 'opção'}`} onClick={() => set({ options: value.options.filter((_, at) => at !== index) })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {value.kind === 'flavour' && sizes.length > 0 ? (
                  <div className="grid gap-2 sm:grid-cols-3">
                    {sizes.map((size) => (
                      <Field key={size.id} label={`Preço na ${size.name}`}>
                        <MoneyInput
                          value={option.sizePrices[size.id] ?? option.price}
                          onChange={(price) => setOption(index, { sizePrices: { ...option.sizePrices, [size.id]: price } })}
                        />
                      </Field>
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
            <Button type="button" variant="outline" onClick={() => set({ options: [...value.options, emptyOption()] })}>
              <Plus aria-hidden="true" />
              Adicionar opção
            </Button>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              Salvar grupo
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
