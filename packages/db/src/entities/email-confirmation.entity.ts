import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

/**
 * A 'Confirme seu email' link mailed to `email`: the account's new address (it replaces the old
 * one only when the link is opened) or its current one. Only the token's SHA-256 is stored; valid
 * until `expiresAt` and used up (or cancelled by a newer link) by `usedAt`.
 */
export const EmailConfirmation = defineEntity({
  name: 'EmailConfirmation',
  tableName: 'email_confirmations',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('email_confirmations_user_id_index'),
    email: p.string().length(254),
    tokenHash: p.string().length(64).unique('email_confirmations_token_hash_unique'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type IEmailConfirmation = InferEntity<typeof EmailConfirmation>;
