import type { User as UserDto } from '@direto/contracts';
import type { IUser } from '@direto/db';

/** A user for the API: never the password hash nor the Google subject. */
export function toUserDto(user: IUser): UserDto {
  const hasPassword = !!user.password;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    userType: user.userType,
    isAdmin: user.isAdmin,
    phone: user.phone ?? null,
    address: user.address ?? null,
    city: user.city ?? null,
    zipCode: user.zipCode ?? null,
    profileCompleted: user.profileCompleted,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    hasPassword,
    authMethod: hasPassword ? 'email' : 'google',
    emailConfirmed: !!user.emailConfirmedAt,
  };
}
