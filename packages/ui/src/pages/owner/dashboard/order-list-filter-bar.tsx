import { useId } from 'react';
import { X } from 'lucide-react';
import { ORDER_FILTER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, orderListFilterFields, type OrderStatus } from '@direto/contracts';
import { DateInput } from '@/components/date-input';
import { INVALID_DATE_MESSAGE, isoDayFromText, isWholeDateText } from '@/components/date-mask';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { OrderListQuery } from './use-order-list';
import { FormAlert } from '@/components/form-alert';
import { SearchInput } from '@/components/search-input';

const ALL = 'todos';
const OPEN = 'em-andamento';
type StatusChoice = typeof ALL | typeof OPEN | OrderStatus;

export interface OrderListFilterValues {
  /** Customer name or short id, as typed. */
  search: string;
  status: StatusChoice;
  /** The days as typed, 'dd/mm/aaaa' (or part of one, or ''): see filterDay. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderListFilterValues = { search: '', status: ALL, from: '', to: '' };

const OPEN_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

/**
 * The day a date field asks the list for ('2026-03-05'): only a whole, real day the API takes
 * (its own rule), so a half-typed year is never sent; null otherwise.
 */
function filterDay(text: string): string | null {
  const day = isoDayFromText(text);
  return day && orderListFilterFields.from.safeParse(day).success ? day : null;
}

/** A whole date the list cannot use: the field is marked and the bar says why. */
const isRefusedDate = (text: string) => isWholeDateText(text) && filterDay(text) === null;

/** What is wrong with the days typed: such days are left out of the query and the bar says why. */
function dateFilterError({ from, to }: OrderListFilterValues): string | null {
  if (isRefusedDate(from) || isRefusedDate(to)) return INVALID_DATE_MESSAGE;
  const [fromDay, toDay] = [filterDay(from), filterDay(to)];
  return fromDay && toDay && fromDay > toDay ? ORDER_FILTER_MESSAGES.range : null;
}

/** The filters as the API takes them: only those filled in, and days only once whole and in order. */
export function toOrderListQuery(values: OrderListFilterValues): OrderListQuery {
  const [from, to] = [filterDay(values.from), filterDay(values.to)];
  const ordered = !from || !to || from <= to;
  const search = values.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(values.status === OPEN ? { status: OPEN_STATUSES } : values.status !== ALL ? { status: [values.status] } : {}),
    ...(ordered && from ? { from } : {}),
    ...(ordered && to ? { to } : {}),
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
  const dateError = dateFilterError(values);
  return (
    <div role="search" aria-label="Filtrar pedidos" className="space-y-2">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div className="col-span-2 space-y-1 md:col-span-1">
          <Label htmlFor={`${id}-busca`}>Buscar</Label>
          <SearchInput
            id={`${id}-busca`}
            placeholder="Nome do cliente ou #pedido"
            value={values.search}
            onChange={(event) => set({ search: event.target.value })}
          />
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
          <DateInput id={`${id}-de`} value={values.from} aria-invalid={isRefusedDate(values.from)} onChange={(from) => set({ from })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-ate`}>Até</Label>
          <DateInput id={`${id}-ate`} value={values.to} aria-invalid={isRefusedDate(values.to)} onChange={(to) => set({ to })} />
        </div>
        {hasFilters(values) ? (
          <Button variant="ghost" className="col-span-2 md:col-span-1" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" />
            Limpar filtros
          </Button>
        ) : null}
      </div>
      <FormAlert message={dateError} />
    </div>
  );
}
