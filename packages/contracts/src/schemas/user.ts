import { z } from '../zod-locale';
import { LIMITS, USER_TYPES } from '../constants';
import { emailSchema, firstNameSchema, NAME_TOO_LONG, newPasswordSchema, PASSWORD_TOO_LONG } from './auth';

/** Schemas of the signed-in user's own data, shared by the server and the web app's forms. Browser-safe. */

export const PROFILE_MESSAGES = {
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  address: 'Endereço deve ter pelo menos 5 caracteres',
  city: 'Cidade deve ter pelo menos 2 caracteres',
  zipCode: 'CEP deve ter pelo menos 5 caracteres',
} as const;
export const LAST_NAME_REQUIRED = 'Sobrenome é obrigatório';
export const PASSWORDS_DO_NOT_MATCH = 'Senhas não coincidem';

/**
 * An optional text field with a minimum length when filled in: blank (or absent) means "none"
 * and is stored as null; trimmed.
 */
export function optionalMinText(min: number, message: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .refine((value) => value === '' || value.length >= min, message)
    .nullish();
}

export const phoneSchema = optionalMinText(10, PROFILE_MESSAGES.phone, LIMITS.phoneMax);
export const addressSchema = optionalMinText(5, PROFILE_MESSAGES.address, LIMITS.addressMax);
export const citySchema = optionalMinText(2, PROFILE_MESSAGES.city, LIMITS.cityMax);
export const zipCodeSchema = optionalMinText(5, PROFILE_MESSAGES.zipCode, LIMITS.zipCodeMax);

/** Profile completion and the delivery info of the profile page (spec §5): every field optional. */
export const profileInputSchema = z.object({
  phone: phoneSchema,
  address: addressSchema,
  city: citySchema,
  zipCode: zipCodeSchema,
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** A password field that may be left blank ("keep the current one"). */
const optionalPassword = z.string().max(LIMITS.passwordMax, PASSWORD_TOO_LONG).nullish();

/** Settings → Conta (spec §5): blank passwords keep the current one. */
export const accountInputSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: z.string({ error: LAST_NAME_REQUIRED }).trim().min(1, LAST_NAME_REQUIRED).max(LIMITS.nameMax, NAME_TOO_LONG),
    email: emailSchema,
    phone: phoneSchema,
    currentPassword: optionalPassword,
    newPassword: optionalPassword,
    confirmPassword: optionalPassword,
  })
  .superRefine((value, ctx) => {
    if (!value.newPassword) return;
    const strength = newPasswordSchema.safeParse(value.newPassword);
    if (!strength.success) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: strength.error.issues[0]?.message ?? PASSWORD_TOO_LONG });
    }
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
    }
  });
export type AccountInput = z.input<typeof accountInputSchema>;

/** 'Sair de todos os outros dispositivos': how many other sessions of the account were ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int().min(0) });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

export const AUTH_METHODS = ['email', 'google'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** A user as the API shows it (GET /api/user, admin lists): every field but the password. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  isAdmin: z.boolean(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  profileCompleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether email + password sign-in works for this account. */
  hasPassword: z.boolean(),
  /** How the account signs in: 'google' for a Google account without a password. */
  authMethod: z.enum(AUTH_METHODS),
  /** Whether the owner of `email` proved it (a link we mailed there, Google): accepting an invitation needs it. */
  emailConfirmed: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
/**
 * The signed-in user (GET /api/user). `workplace` (issue 21): the restaurant where a customer
 * account works as staff ('Atendente'), which opens its order board (with the owner's pending-order
 * alert, which the public restaurant does not carry, and `canOperateCash`: the owner lets the team
 * work the caixa, issue 32); only GET /api/user fills it.
 */
export const currentUserSchema = userSchema.extend({
  workplace: z
    .object({ restaurantId: z.string(), restaurantName: z.string(), pendingAlertMinutes: z.number().int(), canOperateCash: z.boolean() })
    .nullable()
    .optional(),
  /** A new e-mail waiting for its confirmation link to be opened (until then `email` stays); only the account's own answers carry it. */
  pendingEmail: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
