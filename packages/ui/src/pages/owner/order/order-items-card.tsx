import type { OrderDetail } from '@direto/contracts';
import { OrderAmounts } from '@/components/order-amounts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL } from '@/lib/format';
import { LineChoices } from '@/features/options/line-choices';

/** What to cook: the customer's notes first ('OBS:'), each line with quantity, unit and line price, then the amounts (with a coupon's discount, issue 31). */
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
                <LineChoices options={item.options} notes={item.notes} className="text-sm" />
                <p className="text-xs text-muted-foreground">{formatBRL(item.unitPrice)} cada</p>
              </div>
              <span className="shrink-0 whitespace-nowrap text-sm font-medium tabular-nums">{formatBRL(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <OrderAmounts subtotal={order.subtotal} discount={order.discount} couponCode={order.couponCode} offerTitle={order.offerTitle} deliveryFee={order.deliveryFee} total={order.total} />
      </CardContent>
    </Card>
  );
}
