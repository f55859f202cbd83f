import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CashClosing } from '@direto/contracts';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { User } from './user.entity';

/**
 * Issue 32: a caixa (cash register session) of a restaurant, from 'Abrir caixa' to 'Fechar caixa'.
 * The database keeps at most one open per restaurant (a partial unique index), so two parallel
 * openings give one caixa. The closing (expected, counted and difference per method) is a snapshot
 * taken when it closed: later edits of orders never change a closed caixa.
 */
export const CashSession = defineEntity({
  name: 'CashSession',
  tableName: 'cash_sessions',
  indexes: [
    { name: 'cash_sessions_restaurant_opened_index', properties: ['restaurant', 'openedAt'] },
    {
      name: 'cash_sessions_one_open_per_restaurant',
      expression: `create unique index "cash_sessions_one_open_per_restaurant" on "cash_sessions" ("restaurant_id") where "status" = 'open'`,
    },
  ],
  checks: [
    { name: 'cash_sessions_status', expression: `"status" in ('open', 'closed')` },
    { name: 'cash_sessions_opening_float_non_negative', expression: '"opening_float" >= 0' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    status: p.string().$type<'open' | 'closed'>().length(6).default('open'),
    /** Who opened it (null once that account is deleted). */
    openedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    openedByName: p.string().length(201),
    openedAt: p.datetime(),
    /** The fundo de troco put in the drawer at the opening. */
    openingFloat: moneyColumn(),
    closedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    closedByName: p.string().length(201).nullable(),
    closedAt: p.datetime().nullable(),
    /** The last closing: per method and brand, expected, counted and difference; null while open. */
    closing: p.json<CashClosing>().nullable(),
  },
});
export type ICashSession = InferEntity<typeof CashSession>;
