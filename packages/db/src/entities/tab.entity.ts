import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TabStatus } from '@direto/contracts';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { RestaurantTable } from './restaurant-table.entity';
import { User } from './user.entity';

/**
 * Issue 33: a table's conta — the orders placed at it (orders.tab_id) from the first one until
 * 'Fechar conta'. At most one open per table (a partial unique index: two first orders at once
 * open one). The service charge percentage is copied from the restaurant when it opens and may
 * be removed for this conta; the amounts are fixed when it closes.
 */
export const Tab = defineEntity({
  name: 'Tab',
  tableName: 'tabs',
  indexes: [
    {
      name: 'tabs_one_open_per_table',
      expression: `create unique index "tabs_one_open_per_table" on "tabs" ("table_id") where "status" = 'open'`,
    },
    { name: 'tabs_restaurant_opened_index', properties: ['restaurant', 'openedAt'] },
  ],
  checks: [
    { name: 'tabs_status', expression: `"status" in ('open', 'closed')` },
    { name: 'tabs_service_charge_percent_range', expression: '"service_charge_percent" >= 0 and "service_charge_percent" <= 100' },
    { name: 'tabs_split_people_positive', expression: '"split_people" >= 1 and "split_people" <= 100' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    /** Null once the table is deleted; the name stays (a closed conta stays readable). */
    table: () => p.manyToOne(RestaurantTable).nullable().deleteRule('set null'),
    tableName: p.string().length(40),
    status: p.string().$type<TabStatus>().length(6).default('open'),
    serviceChargePercent: p.decimal('string').precision(5).scale(2),
    /** 'Dividir por N pessoas' (null: not split). */
    splitPeople: p.smallint().nullable(),
    /** Fixed at 'Fechar conta': the service charge and what the conta came to (orders + service). */
    serviceCharge: moneyColumn().nullable(),
    total: moneyColumn().nullable(),
    openedAt: p.datetime(),
    closedAt: p.datetime().nullable(),
    closedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    closedByName: p.string().length(201).nullable(),
  },
});
export type ITab = InferEntity<typeof Tab>;
