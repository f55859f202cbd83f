import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';

/** Σ of a restaurant's day kept as decimal strings, like the order's money columns (wider: a day's sum). */
const sumColumn = () => p.decimal('string').precision(12).scale(2).default('0.00');

/**
 * Issue 32: a restaurant's sales of one business day, per report dimension and key ('sales' has
 * none; 'hour' the local hour; 'product' the name as ordered; 'payment' method + brand; 'district';
 * 'order_type'; 'origin'; 'coupon' code + offer id; 'identified' the sales of known customers;
 * 'cancelled' the reason), and each month's roll-up of them ('month:<dimension>' on the month's
 * first day; the hour's month rows keep the weekday in `extra`). Written only by the PostgreSQL
 * triggers of migrations report_daily_totals and report_rollups_and_tables, in the transaction of
 * the order's change to or from delivered/cancelled — never by the app; the reports read it
 * (docs/reports.md "Speed").
 */
export const ReportDailyTotal = defineEntity({
  name: 'ReportDailyTotal',
  tableName: 'report_daily_totals',
  indexes: [
    // The trigger's upsert target (a null key is one key) and the reports' range read.
    {
      name: 'report_daily_totals_key_unique',
      expression:
        'create unique index "report_daily_totals_key_unique" on "report_daily_totals" ("restaurant_id", "dimension", "business_date", "key", "extra") nulls not distinct',
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    businessDate: p.date(),
    dimension: p.string().length(16),
    key: p.string().length(200).nullable(),
    extra: p.string().length(40).nullable(),
    orders: p.integer().default(0),
    gross: sumColumn(),
    discounts: sumColumn(),
    fees: sumColumn(),
    /** Issue 33: the service charge ('Taxa de serviço') of the contas closed that day. */
    service: sumColumn(),
    net: sumColumn(),
    quantity: p.integer().default(0),
  },
});
export type IReportDailyTotal = InferEntity<typeof ReportDailyTotal>;
