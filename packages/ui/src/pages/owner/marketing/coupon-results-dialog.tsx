import type { Coupon } from '@direto/contracts';
import { QueryState } from '@/components/query-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatBRL } from '@/lib/format';
import { trpc } from '@/lib/trpc';

/** 'Resultados' of a coupon or offer: uses, total discount, revenue of its orders and the new customers it brought. */
export function CouponResultsDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const results = trpc.coupon.results.useQuery({ couponId: coupon?.id ?? '' }, { enabled: coupon !== null });
  return (
    <Dialog open={coupon !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Resultados · {coupon?.code ?? coupon?.title}</DialogTitle>
          <DialogDescription>Pedidos não cancelados que usaram {coupon?.code ? 'este cupom' : 'esta oferta'}.</DialogDescription>
        </DialogHeader>
        <QueryState query={results} loading="Carregando resultados...">
          {(figures) => (
            <dl className="grid grid-cols-2 gap-3">
              <Figure label="Usos" value={String(figures.uses)} />
              <Figure label="Desconto total" value={formatBRL(figures.discount)} />
              <Figure label="Receita" value={formatBRL(figures.revenue)} />
              <Figure label="Novos clientes" value={String(figures.newCustomers)} />
            </dl>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
