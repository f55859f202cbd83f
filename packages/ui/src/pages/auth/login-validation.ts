import { loginInputSchema, type LoginInput } from '@direto/contracts';

export type LoginValues = LoginInput;
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The login form's validation, in its own chunk: zod and the contracts schemas download when the
 * form is first used, not with the screen. The input as the server wants it (e-mail trimmed and
 * lower-cased), or the first message of each field.
 */
export function validateLogin(values: LoginValues): { data: LoginInput; errors?: undefined } | { data?: undefined; errors: LoginErrors } {
  const result = loginInputSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
