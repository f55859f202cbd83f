import { z } from '../zod-locale';
import { LIMITS, USER_TYPES } from '../constants';
import { tooLongMessage } from './text';

/**
 * Schemas of sign-in, registration and set-password, shared by the server and the web app's
 * forms (react-hook-form + zod resolver). Browser-safe: zod only.
 */

export const EMAIL_REQUIRED = 'Email é obrigatório';
export const EMAIL_INVALID = 'Email inválido';
export const PASSWORD_REQUIRED = 'Senha é obrigatória';
export const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${LIMITS.passwordMin} caracteres`;
export const PASSWORD_TOO_LONG = `A senha deve ter no máximo ${LIMITS.passwordMax} caracteres`;
export const FIRST_NAME_REQUIRED = 'Nome é obrigatório';
export const NAME_TOO_LONG = `Use no máximo ${LIMITS.nameMax} caracteres`;

/** An email, trimmed and lower-cased: accounts are found by email regardless of case. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(LIMITS.emailMax, tooLongMessage('Email', LIMITS.emailMax))
  .pipe(z.email(EMAIL_INVALID));

/** A password being chosen (register, set-password, new password). Not trimmed: spaces count. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(LIMITS.passwordMin, PASSWORD_TOO_SHORT)
  .max(LIMITS.passwordMax, PASSWORD_TOO_LONG);

export const firstNameSchema = z.string({ error: FIRST_NAME_REQUIRED }).trim().min(1, FIRST_NAME_REQUIRED).max(LIMITS.nameMax, NAME_TOO_LONG);

/** An optional name: blank means none. */
export const optionalNameSchema = z.string().trim().max(LIMITS.nameMax, NAME_TOO_LONG).nullish();

export const userTypeSchema = z.enum(USER_TYPES, { error: 'Tipo de conta inválido' });

export const loginInputSchema = z.object({
  email: emailSchema,
  // Only presence is checked at login: bounds belong to choosing a password.
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(LIMITS.passwordMax, PASSWORD_TOO_LONG),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: firstNameSchema,
  lastName: optionalNameSchema,
  userType: userTypeSchema.default('customer'),
  /** Registering through /r/{slug}: the account is a customer of that restaurant. */
  restaurantSlug: z.string().trim().max(LIMITS.slugMax, tooLongMessage('Link do restaurante', LIMITS.slugMax)).nullish(),
  /**
   * Registering from a team invitation (/convite/{token}): the link was mailed to the invited
   * address, so an account created with that address from it has a confirmed e-mail.
   */
  invitationToken: z.string().trim().max(200, tooLongMessage('Código do convite', 200)).nullish(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const setPasswordInputSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});
export type SetPasswordInput = z.input<typeof setPasswordInputSchema>;

/** Which sign-in methods the server offers (the login screen shows the Google button only when true). */
export const authProvidersSchema = z.object({
  google: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** The answer of calls whose only news is that they worked (logout, set-password). */
export const authOkSchema = z.object({ ok: z.literal(true) });
