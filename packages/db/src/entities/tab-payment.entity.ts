import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaymentBrand, PaymentMethod } from '@direto/contracts';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { Tab } from './tab.entity';
import { User } from './user.entity';

/** Issue 33: a payment registered on a conta (several methods until nothing is due). */
export const TabPayment = defineEntity({
  name: 'TabPayment',
  tableName: 'tab_payments',
  indexes: [{ name: 'tab_payments_tab_index', properties: ['tab', 'createdAt'] }],
  checks: [{ name: 'tab_payments_amount_positive', expression: '"amount" > 0' }],
  properties: {
    id: uuidPrimaryKey(),
    tab: () => p.manyToOne(Tab).deleteRule('cascade'),
    method: p.string().$type<PaymentMethod>().length(12),
    cardBrand: p.string().$type<PaymentBrand>().length(12).nullable(),
    amount: moneyColumn(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdByName: p.string().length(201),
    createdAt: p.datetime(),
  },
});
export type ITabPayment = InferEntity<typeof TabPayment>;
