import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OrderItemOption } from '@direto/contracts';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { Order } from './order.entity';
import { Product } from './product.entity';

/**
 * A line of an order, removed with its order. The product may be deleted later by its owner:
 * the line then keeps its productName snapshot and productId becomes null.
 */
export const OrderItem = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  // Written the way PostgreSQL stores `between 1 and 99`, so the schema diff sees no change.
  checks: [{ name: 'order_items_quantity_range', expression: '"quantity" >= 1 and "quantity" <= 99' }],
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index('order_items_order_id_index'),
    product: () => p.manyToOne(Product).nullable().deleteRule('set null').index('order_items_product_id_index'),
    productName: p.string().length(120),
    quantity: p.integer(),
    unitPrice: moneyColumn(),
    totalPrice: moneyColumn(),
    // The chosen options as they were at placement, and the line's note (issue 19).
    options: p.json<OrderItemOption[]>().defaultRaw(`'[]'`),
    notes: p.string().length(140).nullable(),
  },
});
export type IOrderItem = InferEntity<typeof OrderItem>;
/** An order line's columns with its product by id: an entity, or the plain values of a line just placed. */
export type OrderItemValues = Omit<IOrderItem, 'order' | 'product'> & { product?: { id: string } | null };
