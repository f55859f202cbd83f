import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { USER_TYPES } from '@direto/contracts';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey(),
    email: p.string().length(254).unique(),
    /** argon2id hash; null for accounts created through Google sign-in. */
    password: p.string().length(255).nullable().hidden(),
    /** The Google account ("sub") linked to this user, if any. */
    googleSub: p.string().length(255).nullable().unique().hidden(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.string().length(500).nullable(),
    userType: p.enum(USER_TYPES).nativeEnumName('user_type').default('customer'),
    isAdmin: p.boolean().default(false),
    phone: p.string().length(20).nullable(),
    address: p.text().nullable(),
    city: p.string().length(100).nullable(),
    zipCode: p.string().length(10).nullable(),
    profileCompleted: p.boolean().default(false),
    /**
     * When the owner of `email` proved it (a link we mailed there, a Google sign-in with it, an
     * account created from an invitation link); null until then. Accepting an invitation needs it.
     */
    emailConfirmedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IUser = InferEntity<typeof User>;
