import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaymentBrand, PaymentMethod } from '@direto/contracts';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { Order } from './order.entity';

/**
 * Issue 33: how an order of a closed conta was paid. A conta is paid in several methods at once;
 * 'Fechar conta' spreads its payments over its orders (in the order both were made), so each
 * order's parts add up to its total and the caixa and reports keep reading per order. An order
 * without parts is paid by its own payment_method.
 */
export const OrderPayment = defineEntity({
  name: 'OrderPayment',
  tableName: 'order_payments',
  indexes: [{ name: 'order_payments_order_index', properties: ['order'] }],
  checks: [{ name: 'order_payments_amount_positive', expression: '"amount" > 0' }],
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    method: p.string().$type<PaymentMethod>().length(12),
    cardBrand: p.string().$type<PaymentBrand>().length(12).nullable(),
    amount: moneyColumn(),
  },
});
export type IOrderPayment = InferEntity<typeof OrderPayment>;
