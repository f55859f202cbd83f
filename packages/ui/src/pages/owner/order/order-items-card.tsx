import type { OrderDetail } from '@direto/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL } from '@/lib/format';

/** What to cook: the customer's notes first ('OBS:'), each line with quantity, unit and line price, then the amounts. */
export function OrderItemsCard({ order }: { order: OrderDetail }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">
          Itens <span className="text-sm font-normal text-muted-foreground">({units === 1 ? '1 item' : `${units} itens`})</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {order.notes ? (
          <div role="note" aria-label="Observações do cliente" className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950">
            <p className="whitespace-pre-line text-sm">
              <strong className="font-bold">OBS:</strong> {order.notes}
            </p>
          </div>
        ) : null}
        <ul aria-label="Itens do pedido" className="divide-y divide-border">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-start gap-3 py-2">
              <span className="min-w-9 rounded bg-muted px-1.5 py-0.5 text-center text-base font-bold tabular-nums">{item.quantity}×</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.productName}</p>
                <p className="text-xs text-muted-foreground">{formatBRL(item.unitPrice)} cada</p>
              </div>
              <span className="shrink-0 whitespace-nowrap text-sm font-medium tabular-nums">{formatBRL(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-border pt-3 text-sm">
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="tabular-nums">{formatBRL(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Taxa de entrega</dt>
            <dd className="tabular-nums">{formatBRL(order.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between gap-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatBRL(order.total)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
