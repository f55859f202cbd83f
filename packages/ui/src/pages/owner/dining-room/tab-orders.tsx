import { formatBRL, orderStatusLabel, type Tab } from '@direto/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** 'Por itens': each line's person, chosen from 1…people. */
interface Assigning {
  people: number;
  assignments: Record<string, number>;
  onAssign: (itemId: string, person: number) => void;
}

/** The conta's orders, oldest first, with their lines; a cancelled order is struck through (it adds nothing). */
export function TabOrders({ tab, assigning }: { tab: Tab; assigning: Assigning | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Pedidos</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {tab.orders.map((order, index) => {
          const cancelled = order.status === 'cancelled';
          return (
            <section key={order.id} aria-label={`Pedido ${index + 1}`} className={cn('space-y-1 border-b border-border pb-3 last:border-0', cancelled && 'text-muted-foreground line-through')}>
              <p className="flex justify-between gap-2 text-sm font-medium">
                <span>
                  Pedido {index + 1}
                  {order.customerName ? ` · ${order.customerName}` : ''} · {orderStatusLabel(order.status, 'table')}
                </span>
                <span>{formatBRL(order.total)}</span>
              </p>
              <ul className="space-y-1 text-sm">
                {order.items.map((item) => (
                  <li key={item.id} className="flex items-center justify-between gap-2">
                    <span>
                      {item.quantity}× {item.productName}
                      {item.options.length > 0 ? <span className="text-muted-foreground"> ({item.options.map((option) => option.name).join(', ')})</span> : null}
                    </span>
                    <span className="flex items-center gap-2">
                      {assigning && !cancelled ? (
                        <select
                          aria-label={`Pessoa de ${item.productName}`}
                          className="h-8 rounded-md border border-input bg-background px-2 text-sm"
                          value={assigning.assignments[item.id] ?? 0}
                          onChange={(event) => assigning.onAssign(item.id, Number(event.target.value))}
                        >
                          <option value={0}>Todos</option>
                          {Array.from({ length: assigning.people }, (_, person) => (
                            <option key={person + 1} value={person + 1}>
                              Pessoa {person + 1}
                            </option>
                          ))}
                        </select>
                      ) : null}
                      {formatBRL(item.totalPrice)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
