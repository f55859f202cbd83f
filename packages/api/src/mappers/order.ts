import { normalizeMoney, type Order as OrderDto, type OrderItem as OrderItemDto, type OrderWithItems } from '@direto/contracts';
import type { OrderItemValues, OrderValues } from '@direto/db';
import { orderDeliveryFields } from './order-delivery';
import { toOrderPaymentDto } from './payment';

export function toOrderDto(order: OrderValues): OrderDto {
  return {
    id: order.id,
    restaurantId: order.restaurant?.id ?? null,
    restaurantName: order.restaurantName ?? null,
    customerId: order.customer?.id ?? null,
    customerName: order.customerName ?? null,
    status: order.status,
    subtotal: normalizeMoney(order.subtotal),
    deliveryFee: normalizeMoney(order.deliveryFee),
    total: normalizeMoney(order.total),
    customerPhone: order.customerPhone ?? null,
    deliveryAddress: order.deliveryAddress ?? null,
    notes: order.notes ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
    cancelReason: order.cancelReason ?? null,
    ...orderDeliveryFields(order),
    scheduledFor: order.scheduledFor ? order.scheduledFor.toISOString() : null,
    scheduledTimezone: order.scheduleTimezone ?? null,
    payment: toOrderPaymentDto(order),
    // Issue 31: the benefit's snapshot (orders placed before it have none: 0.00 and null).
    discount: normalizeMoney(order.discount ?? '0.00'),
    couponCode: order.couponCode ?? null,
    // An offer has no code: its title, when the coupon was read with the order (placement, the order's pages).
    offerTitle: order.couponCode ? null : (order.promotion?.title ?? null),
    // Issue 33: taken by staff or at a table (null: the customer's own screen).
    origin: order.origin ?? null,
    takenByName: order.takenByName ?? null,
    tableName: order.tableName ?? null,
    // Issue 34: the number the POS gave it when it confirmed the order (Open Delivery).
    orderExternalCode: order.orderExternalCode ?? null,
  };
}

function toOrderItemDto(item: OrderItemValues): OrderItemDto {
  return {
    id: item.id,
    productId: item.product?.id ?? null,
    productName: item.productName,
    quantity: item.quantity,
    unitPrice: normalizeMoney(item.unitPrice),
    totalPrice: normalizeMoney(item.totalPrice),
    options: item.options ?? [],
    notes: item.notes ?? null,
  };
}

export function toOrderWithItemsDto(order: OrderValues, items: readonly OrderItemValues[]): OrderWithItems {
  return { ...toOrderDto(order), items: items.map(toOrderItemDto) };
}
