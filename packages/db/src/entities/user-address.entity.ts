import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

/** A customer's saved address (/profile › Endereços); the one used last is preselected at checkout. */
export const UserAddress = defineEntity({
  name: 'UserAddress',
  tableName: 'user_addresses',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('user_addresses_user_id_index'),
    cep: p.string().length(8),
    street: p.string().length(120),
    number: p.string().length(10),
    complement: p.string().length(60).nullable(),
    district: p.string().length(80),
    city: p.string().length(80),
    state: p.string().length(2),
    reference: p.string().length(120).nullable(),
    lastUsedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type IUserAddress = InferEntity<typeof UserAddress>;
