import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { User } from './user.entity';

/**
 * An invitation to join a restaurant as staff, mailed as /convite/{token}. Only the token's
 * SHA-256 is stored; it is valid until `expiresAt` and used up by `acceptedAt`.
 */
export const StaffInvitation = defineEntity({
  name: 'StaffInvitation',
  tableName: 'staff_invitations',
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade').index('staff_invitations_restaurant_id_index'),
    email: p.string().length(254),
    tokenHash: p.string().length(64).unique('staff_invitations_token_hash_unique'),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type IStaffInvitation = InferEntity<typeof StaffInvitation>;
