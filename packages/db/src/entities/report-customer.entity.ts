import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/**
 * Issue 32, new vs returning customers over a long period: one row per customer of a restaurant
 * (their restaurant_customers record, or their account when the order has no record:
 * `customer_key`) with the business days they bought on, sorted, and the running totals of orders
 * and net up to each (a period's figures: two binary searches); first and last day apart for the
 * range read. Written only by the orders' triggers (migration
 * report_rollups_and_tables), in the transaction of the order's change — never by the app.
 */
export const ReportCustomer = defineEntity({
  name: 'ReportCustomer',
  tableName: 'report_customers',
  uniques: [{ name: 'report_customers_restaurant_customer_unique', properties: ['restaurant', 'customerKey'] }],
  // 'Bought since the period began': the report's range read.
  indexes: [{ name: 'report_customers_restaurant_last_date_index', properties: ['restaurant', 'lastDate'] }],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    customerKey: p.uuid(),
    firstDate: p.date(),
    lastDate: p.date(),
    orders: p.integer().default(0),
    net: p.decimal('string').precision(12).scale(2).default('0.00'),
    /** The business days with a sale, sorted; for each, the orders and net from the first day to it. */
    days: p.type('date[]').$type<string[]>(),
    ordersToDay: p.type('int[]').$type<number[]>(),
    netToDay: p.type('numeric(12,2)[]').$type<string[]>(),
  },
});
export type IReportCustomer = InferEntity<typeof ReportCustomer>;
