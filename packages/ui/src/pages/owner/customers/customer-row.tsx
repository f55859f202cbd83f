import { Link } from 'react-router-dom';
import { ChevronRight, Ban } from 'lucide-react';
import { formatPhone, type CustomerSummary } from '@direto/contracts';
import { formatBRL } from '@/lib/format';
import { CustomerTagBadges } from './customer-tag-badges';
import { formatCustomerDay } from './customer-format';

/** One customer of the list: name, phone and tags; orders, total spent, last order and bairro. */
export function CustomerRow({ customer, listSearch }: { customer: CustomerSummary; listSearch: string }) {
  return (
    <li>
      <Link
        to={`/clientes/${encodeURIComponent(customer.id)}`}
        // The customer's page leads back to the list as filtered.
        state={{ listSearch }}
        className="flex items-center gap-3 rounded-lg border border-border bg-background p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium">{customer.name}</span>
            {customer.blocked ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
                <Ban aria-hidden="true" className="size-3" />
                Bloqueado
              </span>
            ) : null}
            <CustomerTagBadges customer={customer} />
          </div>
          <p className="text-sm text-muted-foreground">{formatPhone(customer.phone)}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">Pedidos</dt>
              <dd data-testid="customer-orders">{customer.orderCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Total gasto</dt>
              <dd data-testid="customer-total">{formatBRL(customer.totalSpent)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Último pedido</dt>
              <dd>{formatCustomerDay(customer.lastOrderAt)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Bairro</dt>
              <dd className="truncate">{customer.district ?? '—'}</dd>
            </div>
          </dl>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}
