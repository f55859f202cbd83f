import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CashMovementType } from '@direto/contracts';
import { moneyColumn, uuidPrimaryKey } from './columns';
import { CashSession } from './cash-session.entity';
import { User } from './user.entity';

/** Issue 32: a 'Sangria' (withdrawal) or 'Suprimento' (deposit) of an open caixa's cash. */
export const CashMovement = defineEntity({
  name: 'CashMovement',
  tableName: 'cash_movements',
  indexes: [{ name: 'cash_movements_session_index', properties: ['session', 'createdAt'] }],
  checks: [
    { name: 'cash_movements_type', expression: `"type" in ('withdrawal', 'deposit')` },
    { name: 'cash_movements_amount_positive', expression: '"amount" > 0' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    session: () => p.manyToOne(CashSession).deleteRule('cascade'),
    type: p.string().$type<CashMovementType>().length(10),
    amount: moneyColumn(),
    reason: p.string().length(200),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdByName: p.string().length(201),
    createdAt: p.datetime(),
  },
});
export type ICashMovement = InferEntity<typeof CashMovement>;
