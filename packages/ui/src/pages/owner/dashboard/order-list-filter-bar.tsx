import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { ORDER_FILTER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { OrderListQuery } from './use-order-list';

const ALL = 'todos';
const OPEN = 'em-andamento';
export type StatusChoice = typeof ALL | typeof OPEN | OrderStatus;

export interface OrderListFilterValues {
  /** Customer name or short id, as typed. */
  search: string;
  status: StatusChoice;
  /** 'AAAA-MM-DD' or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderListFilterValues = { search: '', status: ALL, from: '', to: '' };

const OPEN_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

/** A start after the end: the dates are left out of the query and the bar says why. */
export function dateRangeError({ from, to }: OrderListFilterValues): string | null {
  return from && to && from > to ? ORDER_FILTER_MESSAGES.range : null;
}

/** The filters as the API takes them: only those filled in. */
export function toOrderListQuery(values: OrderListFilterValues): OrderListQuery {
  const datesOk = !dateRangeError(values);
  const search = values.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(values.status === OPEN ? { status: OPEN_STATUSES } : values.status !== ALL ? { status: [values.status] } : {}),
    ...(datesOk && values.from ? { from: values.from } : {}),
    ...(datesOk && values.to ? { to: values.to } : {}),
  };
}

export function hasFilters(values: OrderListFilterValues): boolean {
  return values.search !== '' || values.status !== ALL || values.from !== '' || values.to !== '';
}

interface OrderListFilterBarProps {
  values: OrderListFilterValues;
  onChange: (values: OrderListFilterValues) => void;
}

/** Above the list: search by customer or short id, status, and a range of days. */
export function OrderListFilterBar({ values, onChange }: OrderListFilterBarProps) {
  const id = useId();
  const set = (change: Partial<OrderListFilterValues>) => onChange({ ...values, ...change });
  const rangeError = dateRangeError(values);
  return (
    <div role="search" aria-label="Filtrar pedidos" className="space-y-2">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div className="col-span-2 space-y-1 md:col-span-1">
          <Label htmlFor={`${id}-busca`}>Buscar</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-busca`}
              type="search"
              placeholder="Nome do cliente ou #pedido"
              value={values.search}
              onChange={(event) => set({ search: event.target.value })}
              className="pl-9"
            />
          </div>
        </div>
        <div className="col-span-2 space-y-1 md:col-span-1">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select value={values.status} onValueChange={(status) => set({ status: status as StatusChoice })}>
            <SelectTrigger id={`${id}-status`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos os status</SelectItem>
              <SelectItem value={OPEN}>Em andamento</SelectItem>
              {ORDER_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-de`}>De</Label>
          <Input id={`${id}-de`} type="date" value={values.from} max={values.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-ate`}>Até</Label>
          <Input id={`${id}-ate`} type="date" value={values.to} min={values.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        </div>
        {hasFilters(values) ? (
          <Button variant="ghost" className="col-span-2 md:col-span-1" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        ) : null}
      </div>
      {rangeError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}
