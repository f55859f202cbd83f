import { useEffect, useState, type FormEvent } from 'react';
import type { LoyaltySettingsInput } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { OwnerPageHeader } from '../owner-page-header';
import { MarketingNav } from './marketing-nav';
import { ProductSelect } from './product-select';

/** /marketing/fidelidade (issue 31): the loyalty card ('Cartão fidelidade'). */
export default function LoyaltyPage() {
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  if (mine.isLoading) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Cartão fidelidade · Marketing · Direto</title>
      <OwnerPageHeader back={{ to: '/dashboard', label: 'Voltar ao painel' }} title="Marketing" subtitle={mine.data?.name} width="max-w-4xl" />
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <MarketingNav />
        <QueryState query={mine} className="text-center" empty={<p className="text-center text-muted-foreground">Crie seu restaurante no painel primeiro.</p>}>
          {(restaurant) => <LoyaltyForm restaurantId={restaurant.id} />}
        </QueryState>
      </main>
    </div>
  );
}

type RewardKind = LoyaltySettingsInput['reward']['type'];

/** The form's fields as typed (text), turned into the API's settings on save. */
interface LoyaltyValues {
  enabled: boolean;
  ordersNeeded: string;
  minSubtotal: string;
  kind: RewardKind;
  value: string;
  /** The free item's product ('Item grátis'). */
  productId: string;
  validityDays: string;
}

const toMoneyText = (typed: string) => typed.trim().replace(/\./g, '').replace(',', '.');

function rewardOf(values: LoyaltyValues): LoyaltySettingsInput['reward'] {
  switch (values.kind) {
    case 'percent':
      return { type: 'percent', percent: Number(values.value) };
    case 'amount':
      return { type: 'amount', amount: toMoneyText(values.value) };
    case 'free_item':
      return { type: 'free_item', productId: values.productId };
    case 'free_delivery':
      return { type: 'free_delivery' };
  }
}

/** The server's own words when no product is chosen (an empty id would only be 'inválido'). */
const NO_FREE_PRODUCT = 'Produto grátis: escolha um produto do seu cardápio';

function settingsOf(values: LoyaltyValues): LoyaltySettingsInput {
  const reward = rewardOf(values);
  return { enabled: values.enabled, ordersNeeded: Number(values.ordersNeeded), minSubtotal: toMoneyText(values.minSubtotal || '0'), reward, validityDays: Number(values.validityDays) };
}

function LoyaltyForm({ restaurantId }: { restaurantId: string }) {
  const stored = trpc.loyalty.get.useQuery({ id: restaurantId });
  const products = trpc.product.listByRestaurant.useQuery({ id: restaurantId });
  const [values, setValues] = useState<LoyaltyValues | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.loyalty.update.useMutation({
    onSuccess: (saved) => {
      utils.loyalty.get.setData({ id: restaurantId }, saved);
      toast({ title: saved.enabled ? 'Cartão fidelidade ativado' : 'Cartão fidelidade salvo (desligado)' });
    },
    onError: (failure) => toast({ title: failure.message, variant: 'destructive' }),
  });

  useEffect(() => {
    const data = stored.data;
    if (!data || values) return;
    const reward = data.reward;
    setValues({
      enabled: data.enabled,
      ordersNeeded: String(data.ordersNeeded),
      minSubtotal: data.minSubtotal.replace('.', ','),
      kind: reward.type,
      value: reward.type === 'percent' ? String(reward.percent) : reward.type === 'amount' ? reward.amount.replace('.', ',') : '',
      productId: reward.type === 'free_item' ? reward.productId : '',
      validityDays: String(data.validityDays),
    });
  }, [stored.data, values]);

  if (!values) return <QueryState query={stored}>{() => null}</QueryState>;
  const set = (patch: Partial<LoyaltyValues>) => setValues({ ...values, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.kind === 'free_item' && !values.productId) {
      toast({ title: NO_FREE_PRODUCT, variant: 'destructive' });
      return;
    }
    save.mutate({ id: restaurantId, loyalty: settingsOf(values) });
  };

  return (
    <section aria-labelledby="loyalty-heading" className="space-y-4 rounded-xl border border-border bg-background p-4">
      <div>
        <h2 id="loyalty-heading" className="text-xl font-semibold">
          Cartão fidelidade
        </h2>
        <p className="text-sm text-muted-foreground">
          Só pedidos entregues contam. No último pedido do cartão, o cliente ganha um cupom só dele, aplicado sozinho no próximo pedido.
        </p>
      </div>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Switch id="loyalty-enabled" checked={values.enabled} onCheckedChange={(enabled) => set({ enabled })} />
          <Label htmlFor="loyalty-enabled">Cartão fidelidade ligado</Label>
        </div>
        <Field label="Pedidos para ganhar" hint="De 2 a 20 pedidos">
          <Input inputMode="numeric" value={values.ordersNeeded} onChange={(event) => set({ ordersNeeded: event.target.value })} />
        </Field>
        <Field label="Pedido mínimo para contar (R$)" hint="0 = qualquer pedido">
          <Input inputMode="decimal" value={values.minSubtotal} onChange={(event) => set({ minSubtotal: event.target.value })} />
        </Field>
        <Field label="Prêmio">
          <select
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={values.kind}
            onChange={(event) => set({ kind: event.target.value as RewardKind, value: '' })}
          >
            <option value="free_delivery">Frete grátis</option>
            <option value="percent">Desconto em %</option>
            <option value="amount">Desconto em R$</option>
            <option value="free_item">Item grátis</option>
          </select>
        </Field>
        {values.kind === 'free_item' ? (
          <Field label="Produto grátis (1 unidade)">
            <ProductSelect value={values.productId} products={products.data ?? []} onChange={(productId) => set({ productId })} />
          </Field>
        ) : null}
        {values.kind === 'free_delivery' || values.kind === 'free_item' ? null : (
          <Field label={values.kind === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}>
            <Input inputMode="decimal" value={values.value} onChange={(event) => set({ value: event.target.value })} />
          </Field>
        )}
        <Field label="Validade do prêmio (dias)">
          <Input inputMode="numeric" value={values.validityDays} onChange={(event) => set({ validityDays: event.target.value })} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            Salvar
          </Button>
        </div>
      </form>
    </section>
  );
}
