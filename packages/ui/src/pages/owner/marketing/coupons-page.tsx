import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Coupon } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponResultsDialog } from './coupon-results-dialog';
import { CouponRow } from './coupon-row';
import { MarketingPage } from './marketing-page';

/** /marketing/cupons (issue 31): the restaurant's coupons and automatic offers. */
export default function CouponsPage() {
  return <MarketingPage documentTitle="Cupons · Marketing · Direto">{(restaurantId) => <CouponList restaurantId={restaurantId} />}</MarketingPage>;
}

/** Which dialog is open: the form (new or editing), the results or the removal's confirmation. */
type Opened = { form: Coupon | 'new' } | { results: Coupon } | { removing: Coupon } | null;

function CouponList({ restaurantId }: { restaurantId: string }) {
  const coupons = trpc.coupon.list.useQuery({ id: restaurantId });
  const [opened, setOpened] = useState<Opened>(null);
  const utils = trpc.useUtils();
  const refresh = () => void utils.coupon.list.invalidate({ id: restaurantId });
  const update = trpc.coupon.update.useMutation({ onSuccess: refresh, onError: (failure) => toast({ title: failure.message, variant: 'destructive' }) });
  const remove = trpc.coupon.delete.useMutation({
    onSuccess: () => {
      refresh();
      setOpened(null);
      toast({ title: 'Cupom excluído' });
    },
    onError: (failure) => toast({ title: failure.message, variant: 'destructive' }),
  });

  /** 'Pausar' / 'Ativar': the coupon as it is, with the other state. */
  const toggle = (coupon: Coupon) => update.mutate({ couponId: coupon.id, coupon: inputOf(coupon, { active: !coupon.active }) });

  return (
    <section aria-labelledby="coupons-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="coupons-heading" className="text-xl font-semibold">
            Cupons
          </h2>
          <p className="text-sm text-muted-foreground">Cupons com código e ofertas automáticas, aplicadas no cardápio sem código.</p>
        </div>
        <Button onClick={() => setOpened({ form: 'new' })}>
          <Plus aria-hidden="true" />
          Novo cupom
        </Button>
      </div>
      <QueryState
        query={coupons}
        isEmpty={(list) => list.length === 0}
        empty={<p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">Nenhum cupom ainda. Crie o primeiro para trazer clientes de volta.</p>}
      >
        {(list) => (
          <ul className="space-y-2" aria-label="Cupons e ofertas">
            {list.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                toggling={update.isPending && update.variables?.couponId === coupon.id}
                onToggle={() => toggle(coupon)}
                onEdit={() => setOpened({ form: coupon })}
                onResults={() => setOpened({ results: coupon })}
                onRemove={() => setOpened({ removing: coupon })}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <CouponFormDialog
        restaurantId={restaurantId}
        editing={opened && 'form' in opened ? opened.form : null}
        onClose={() => setOpened(null)}
        onSaved={refresh}
      />
      <CouponResultsDialog coupon={opened && 'results' in opened ? opened.results : null} onClose={() => setOpened(null)} />
      <ConfirmDialog
        open={opened !== null && 'removing' in opened}
        onOpenChange={(open) => (open ? undefined : setOpened(null))}
        title="Excluir cupom?"
        description="Os pedidos que já usaram este cupom continuam com o desconto e o código."
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => (opened && 'removing' in opened ? remove.mutate({ couponId: opened.removing.id }) : undefined)}
      />
    </section>
  );
}

/** A saved coupon as the form would send it, with `changes` (pausing keeps everything else). */
function inputOf(coupon: Coupon, changes: { active: boolean }) {
  const { benefit } = coupon;
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    benefit:
      benefit.type === 'free_item' ? { type: 'free_item' as const, productId: benefit.productId ?? '' }
      : benefit,
    conditions: coupon.conditions,
    ...changes,
  };
}
