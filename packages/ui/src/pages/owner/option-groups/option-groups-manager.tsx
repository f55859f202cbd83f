import { useState } from 'react';
import { ArrowDown, ArrowUp, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  fromCents,
  groupRuleLabel,
  MULTI_FLAVOUR_PRICING,
  MULTI_FLAVOUR_PRICING_LABELS,
  toCents,
  type MultiFlavourPricing,
  type OptionGroup,
} from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { toast, toastError } from '@/hooks/use-toast';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { bodyOf, draftOf, emptyGroup, move, type GroupDraft } from './group-draft';
import { OptionGroupFormDialog } from './option-group-form-dialog';

const KIND_LABELS = { standard: null, size: 'Tamanhos da pizza', flavour: 'Sabores da pizza' } as const;

/**
 * Gerenciar Produtos › Complementos (issue 19): the restaurant's option groups in order, each
 * with its options (availability switched in one tap, order changed with up/down buttons), the
 * products it is linked to, and how a multi-flavour pizza is priced.
 */
export function OptionGroupsManager({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const groups = trpc.optionGroup.list.useQuery({ id: restaurantId });
  const products = trpc.product.listByRestaurant.useQuery({ id: restaurantId });
  const [editing, setEditing] = useState<{ groupId: string | null; draft: GroupDraft } | null>(null);
  const [deleting, setDeleting] = useState<OptionGroup | null>(null);
  const refresh = () => Promise.all([utils.optionGroup.list.invalidate(), utils.product.listByRestaurant.invalidate()]);
  const onError = (error: Parameters<typeof toastError>[1]) => toastError('Erro ao salvar', error);

  const update = trpc.optionGroup.update.useMutation({ onSuccess: refresh, onError });
  const reorder = trpc.optionGroup.reorder.useMutation({ onSuccess: refresh, onError });
  const link = trpc.optionGroup.linkProduct.useMutation({ onSuccess: refresh, onError });
  const remove = trpc.optionGroup.delete.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      toast({ title: 'Grupo excluído' });
      await refresh();
    },
    onError,
  });

  const list = groups.data ?? [];
  const sizes = list.filter((group) => group.kind === 'size').flatMap((group) => group.options.map((option) => ({ id: option.id, name: option.name })));
  const saveGroup = (group: OptionGroup, draft: GroupDraft) => update.mutate({ groupId: group.id, ...bodyOf(draft) });

  const toggleLink = (group: OptionGroup, productId: string, linked: boolean) => {
    const product = products.data?.find((candidate) => candidate.id === productId);
    if (!product) return;
    const current = product.optionGroups.map((candidate) => candidate.id);
    const groupIds = linked ? [...current, group.id] : current.filter((id) => id !== group.id);
    link.mutate({ productId, groupIds });
  };

  return (
    <div className="grid gap-4">
      <FlavourPricing restaurantId={restaurantId} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Tamanhos, sabores, bordas e adicionais: crie o grupo uma vez e vincule aos produtos.</p>
        <Button onClick={() => setEditing({ groupId: null, draft: emptyGroup() })}>
          <Plus aria-hidden="true" />
          Novo grupo
        </Button>
      </div>
      <QueryState query={groups} empty={<p className="py-6 text-center text-muted-foreground">Nenhum grupo de opções ainda.</p>}>
        {() => (
        <ol aria-label="Grupos de opções" className="grid gap-3">
          {list.map((group, index) => (
            <li key={group.id} className="rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-start gap-2">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{group.name}</h3>
                  <p className="text-xs text-muted-foreground">
                    {[KIND_LABELS[group.kind], groupRuleLabel(group)].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Subir grupo ${group.name}`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => reorder.mutate({ restaurantId, groupIds: move(list, index, -1).map((item) => item.id) })}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Descer grupo ${group.name}`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => reorder.mutate({ restaurantId, groupIds: move(list, index, 1).map((item) => item.id) })}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing({ groupId: group.id, draft: draftOf(group) })}>
                    <Pencil aria-hidden="true" />
                    Editar
                  </Button>
                  <Button variant="outline" size="sm" aria-label={`Duplicar ${group.name}`} onClick={() => setEditing({ groupId: null, draft: draftOf(group, true) })}>
                    <Copy aria-hidden="true" />
                    Duplicar
                  </Button>
                  <Button variant="outline" size="icon" aria-label={`Excluir ${group.name}`} onClick={() => setDeleting(group)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <ul aria-label={`Opções de ${group.name}`} className="mt-2 divide-y divide-border">
                {group.options.map((option, at) => (
                  <li key={option.id} className="flex items-center gap-2 py-1.5 text-sm">
                    <span className="min-w-0 flex-1">
                      {option.name}
                      <span className="ml-2 text-muted-foreground tabular-nums">{toCents(option.price) === 0 ? 'Grátis' : `+ ${formatBRL(fromCents(toCents(option.price)))}`}</span>
                    </span>
                    <label className="flex items-center gap-2 text-xs text-muted-foreground">
                      <Switch
                        checked={option.isAvailable}
                        aria-label={`${option.name} disponível`}
                        onCheckedChange={(isAvailable) => {
                          const draft = draftOf(group);
                          saveGroup(group, { ...draft, options: draft.options.map((item, i) => (i === at ? { ...item, isAvailable } : item)) });
                        }}
                      />
                      {option.isAvailable ? 'Disponível' : 'Esgotado'}
                    </label>
                    <Button variant="ghost" size="icon" className="size-8" aria-label={`Subir ${option.name}`} disabled={at === 0} onClick={() => saveGroup(group, { ...draftOf(group), options: move(draftOf(group).options, at, -1) })}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Descer ${option.name}`}
                      disabled={at === group.options.length - 1}
                      onClick={() => saveGroup(group, { ...draftOf(group), options: move(draftOf(group).options, at, 1) })}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">Produtos vinculados ({group.productIds.length})</summary>
                <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                  {(products.data ?? []).map((product) => (
                    <li key={product.id}>
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={group.productIds.includes(product.id)}
                          disabled={link.isPending}
                          onChange={(event) => toggleLink(group, product.id, event.target.checked)}
                        />
                        {product.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
        )}
      </QueryState>
      {editing ? (
        <OptionGroupFormDialog restaurantId={restaurantId} groupId={editing.groupId} draft={editing.draft} sizes={sizes} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir grupo?"
        description={`"${deleting?.name ?? ''}" sai de todos os produtos. Pedidos antigos mantêm as opções escolhidas.`}
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ groupId: deleting.id })}
      />
    </div>
  );
}

/** 'Pizzas com mais de um sabor': proportional (average, the default) or the most expensive flavour. */
function FlavourPricing({ restaurantId }: { restaurantId: string }) {
  const utils = trpc.useUtils();
  const rule = trpc.optionGroup.flavourPricing.useQuery({ id: restaurantId });
  const set = trpc.optionGroup.setFlavourPricing.useMutation({
    onSuccess: async () => {
      toast({ title: 'Regra de preço salva' });
      await Promise.all([utils.optionGroup.flavourPricing.invalidate(), utils.product.listByRestaurant.invalidate()]);
    },
    onError: (error) => toastError('Erro ao salvar', error),
  });
  return (
    <fieldset className="rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Pizzas com mais de um sabor</legend>
      <div className="flex flex-wrap gap-4">
        {MULTI_FLAVOUR_PRICING.map((value: MultiFlavourPricing) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="multi-flavour-pricing"
              className="size-4 accent-primary"
              checked={rule.data?.multiFlavourPricing === value}
              disabled={!rule.data || set.isPending}
              onChange={() => set.mutate({ restaurantId, multiFlavourPricing: value })}
            />
            {MULTI_FLAVOUR_PRICING_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
