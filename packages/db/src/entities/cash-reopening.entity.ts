import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CashClosing } from '@direto/contracts';
import { uuidPrimaryKey } from './columns';
import { CashSession } from './cash-session.entity';
import { User } from './user.entity';

/** Issue 32: a closed caixa reopened by the owner — who, when, why, and the closing it undid. */
export const CashReopening = defineEntity({
  name: 'CashReopening',
  tableName: 'cash_reopenings',
  indexes: [{ name: 'cash_reopenings_session_index', properties: ['session', 'reopenedAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    session: () => p.manyToOne(CashSession).deleteRule('cascade'),
    reopenedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reopenedByName: p.string().length(201),
    reopenedAt: p.datetime(),
    reason: p.string().length(200),
    /** The closing this reopening set aside (kept for the record). */
    previousClosing: p.json<CashClosing>(),
  },
});
export type ICashReopening = InferEntity<typeof CashReopening>;
