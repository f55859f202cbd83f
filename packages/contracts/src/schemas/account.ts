import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { emailSchema, newPasswordSchema } from './auth';
import { uuidSchema } from './common';
import { tooLongMessage } from './text';

/**
 * Issue 21 — accounts a business needs: password reset, staff members, sessions and data rights
 * (LGPD). Browser-safe: zod only.
 */

export const PASSWORDS_DIFFER = 'As senhas não coincidem';
export const RESET_LINK_INVALID = 'Link inválido ou expirado';
/** The one answer of POST /api/password-reset, whether or not the account exists. */
export const PASSWORD_RESET_SENT = 'Se houver uma conta com este email, enviamos um link para redefinir a senha. Ele vale por 30 minutos.';

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetAcceptedSchema = z.object({ message: z.string() });

/** A token of a link we mailed: 43 base64url characters (32 random bytes). */
const linkTokenSchema = z.string({ error: RESET_LINK_INVALID }).trim().min(1, RESET_LINK_INVALID).max(200, `${RESET_LINK_INVALID}: o código tem no máximo 200 caracteres`);

export const passwordResetConfirmSchema = z
  .object({ token: linkTokenSchema, password: newPasswordSchema, confirmPassword: z.string().max(LIMITS.passwordMax, tooLongMessage('Confirmação de senha', LIMITS.passwordMax)) })
  .refine((input) => input.password === input.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

// ---- E-mail confirmation ----

/** POST of the mailed /confirmar-email?token=… link. */
export const emailConfirmationTokenSchema = z.object({ token: linkTokenSchema });
/** The address a link was sent to, or that a link confirmed. */
export const confirmationEmailSchema = z.object({ email: z.string() });

// ---- Staff ----

export const STAFF_ROLE_LABEL = 'Atendente';

export const staffMemberSchema = z.object({
  userId: uuidSchema,
  name: z.string(),
  email: z.string(),
  role: z.literal('staff'),
  since: z.iso.datetime({ offset: true }),
});
export const staffInvitationSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export const staffListSchema = z.object({ members: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) });
export type StaffList = z.infer<typeof staffListSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListInputSchema = z.object({ id: uuidSchema });
export const staffInviteInputSchema = z.object({ id: uuidSchema, email: emailSchema });
export type StaffInviteInput = z.input<typeof staffInviteInputSchema>;
export const staffRemoveInputSchema = z.object({ id: uuidSchema, userId: uuidSchema });
export const staffInvitationTokenSchema = z.object({ token: linkTokenSchema });

/** What the /convite/{token} screen shows before accepting. */
export const staffInvitationPreviewSchema = z.object({ restaurantName: z.string(), email: z.string() });
/**
 * A restaurant where the account works as staff, with the owner's settings its screens follow: the
 * board's pending-order alert, and whether the team may operate the caixa (issue 32).
 */
export const staffWorkplaceSchema = z.object({
  restaurantId: uuidSchema,
  restaurantName: z.string(),
  role: z.literal('staff'),
  pendingAlertMinutes: z.number().int(),
  canOperateCash: z.boolean(),
});
export type StaffWorkplace = z.infer<typeof staffWorkplaceSchema>;

// ---- Sessions ----

export const activeSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionIdInputSchema = z.object({ id: z.string().trim().min(1, 'Sessão inválida').max(128, 'Sessão inválida: o código tem no máximo 128 caracteres') });

// ---- Data rights (LGPD) ----

export const deleteAccountInputSchema = z.object({
  password: z.string().max(LIMITS.passwordMax, tooLongMessage('Senha', LIMITS.passwordMax)).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** The name a deleted customer's orders keep for the restaurants. */
export const REMOVED_CUSTOMER_NAME = 'Cliente removido';

/** GET /api/user/export: everything we hold about the caller, as JSON. */
export const userExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  profile: z.record(z.string(), z.unknown()),
  addresses: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  restaurants: z.array(z.record(z.string(), z.unknown())),
  /** Issue 30: the restaurants' customer records linked to the account (name, phone, bairro, consent to offers). */
  customerRecords: z.array(z.record(z.string(), z.unknown())),
});
export type UserExport = z.infer<typeof userExportSchema>;
