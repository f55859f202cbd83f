import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CashSession } from './cash-session.entity';
import { Order } from './order.entity';

/**
 * Issue 32: which caixa an order belongs to — the one open when the order was delivered, written
 * in the transaction of that status change. One row per order at most (the key), so an order
 * never counts in two caixas, and the attribution survives closing and reopening.
 */
export const CashSessionOrder = defineEntity({
  name: 'CashSessionOrder',
  tableName: 'cash_session_orders',
  indexes: [{ name: 'cash_session_orders_session_index', properties: ['session'] }],
  properties: {
    order: () => p.manyToOne(Order).primary().deleteRule('cascade'),
    session: () => p.manyToOne(CashSession).deleteRule('cascade'),
  },
});
export type ICashSessionOrder = InferEntity<typeof CashSessionOrder>;
