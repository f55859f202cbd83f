import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

/**
 * A 'Esqueci minha senha' link: only the token's SHA-256 is stored; valid until `expiresAt`
 * (30 minutes) and used up by `usedAt`.
 */
export const PasswordResetToken = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('password_reset_tokens_user_id_index'),
    tokenHash: p.string().length(64).unique('password_reset_tokens_token_hash_unique'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type IPasswordResetToken = InferEntity<typeof PasswordResetToken>;
