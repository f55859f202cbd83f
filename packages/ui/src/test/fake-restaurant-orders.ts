import { ORDER_PAGE_MAX, restaurantToday, type OrderStatus, type RestaurantOrderSummary, type RestaurantOrdersInput } from '@direto/contracts';

/**
 * A stand-in for `restaurant.orders` that applies the filters the way the server does (days in
 * São Paulo, statuses, name or id-suffix search, newest first, `limit`/`before` pages), so a
 * screen asking for the board's or the list's orders gets only those. The server's own tests
 * cover the real query.
 */
export function answerRestaurantOrders(orders: () => readonly RestaurantOrderSummary[]) {
  return (raw: unknown): RestaurantOrderSummary[] => {
    const input = raw as RestaurantOrdersInput;
    const statuses = typeof input.status === 'string' ? input.status.split(',') : input.status;
    const search = input.search?.trim().toLowerCase().replace(/^#/, '');
    const day = (order: RestaurantOrderSummary) => restaurantToday(new Date(order.createdAt));
    const matching = [...orders()]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .filter((order) => !statuses || statuses.includes(order.status as OrderStatus))
      .filter((order) => !input.from || day(order) >= input.from)
      .filter((order) => !input.to || day(order) <= input.to)
      .filter((order) => !search || (order.customerName ?? '').toLowerCase().includes(search) || (search.length >= 4 && order.id.endsWith(search)));
    const start = input.before ? matching.findIndex((order) => order.id === input.before) + 1 : 0;
    return matching.slice(start, start + Number(input.limit ?? ORDER_PAGE_MAX));
  };
}

/** An order as the owner's lists answer it, placed `minutesAgo` before now. */
export function makeOrderSummary(suffix: string, status: OrderStatus, overrides: Partial<RestaurantOrderSummary> & { minutesAgo?: number } = {}): RestaurantOrderSummary {
  const { minutesAgo = 1, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-00000000${suffix}`,
    total: '42.50',
    status,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    itemCount: 2,
    customerName: 'Ana Souza',
    ...rest,
  };
}
