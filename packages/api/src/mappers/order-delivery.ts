import type { Order as OrderDto } from '@direto/contracts';
import type { OrderValues } from '@direto/db';

/** The order's type, address snapshot and promised time range (issue 17). */
export function orderDeliveryFields(order: OrderValues): Pick<OrderDto, 'orderType' | 'address' | 'deliveryTime'> {
  const { deliveryMinTime: min, deliveryMaxTime: max } = order;
  return {
    orderType: order.orderType,
    address: order.address ?? null,
    deliveryTime: min === null || min === undefined || max === null || max === undefined ? null : { min, max },
  };
}
