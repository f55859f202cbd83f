import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountInputSchema, adminUpdateUserInputSchema, loginInputSchema, profileInputSchema, registerInputSchema, setPasswordInputSchema } from '../index';

/** The first message per field, as react-hook-form's zod resolver shows them. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('profile completion form (spec §5)', () => {
  it('has the exact messages of the spec', () => {
    expect(messagesOf(profileInputSchema.safeParse({ phone: '119999', address: 'Rua', city: 'X', zipCode: '123' }))).toEqual({
      phone: 'Telefone deve ter pelo menos 10 dígitos',
      address: 'Endereço deve ter pelo menos 5 caracteres',
      city: 'Cidade deve ter pelo menos 2 caracteres',
      zipCode: 'CEP deve ter pelo menos 5 caracteres',
    });
  });

  it('accepts the empty defaults and trims', () => {
    expect(profileInputSchema.parse({ phone: '', address: '', city: '', zipCode: '' })).toEqual({ phone: '', address: '', city: '', zipCode: '' });
    expect(profileInputSchema.parse({}).phone).toBeUndefined();
    expect(profileInputSchema.parse({ city: '  Natal ' }).city).toBe('Natal');
  });
});

describe('account form (spec §5)', () => {
  const valid = { firstName: 'Ana', lastName: 'Lima', email: 'ana@teste.com', phone: '', currentPassword: '', newPassword: '', confirmPassword: '' };

  it('requires names and a valid email with the exact messages', () => {
    expect(messagesOf(accountInputSchema.safeParse({ ...valid, firstName: '', lastName: '', email: 'x' }))).toEqual({
      firstName: 'Nome é obrigatório',
      lastName: 'Sobrenome é obrigatório',
      email: 'Email inválido',
    });
  });

  it('shows "Senhas não coincidem" on confirmPassword', () => {
    expect(messagesOf(accountInputSchema.safeParse({ ...valid, newPassword: 'senha-nova-1', confirmPassword: 'senha-nova-2' }))).toEqual({
      confirmPassword: 'Senhas não coincidem',
    });
  });

  it('keeps the password when the password fields are blank', () => {
    expect(accountInputSchema.safeParse(valid).success).toBe(true);
    expect(accountInputSchema.safeParse({ ...valid, currentPassword: 'qualquer' }).success).toBe(true);
  });
});

describe('auth forms', () => {
  it('login: email and password required, email normalised', () => {
    expect(messagesOf(loginInputSchema.safeParse({ email: '', password: '' }))).toEqual({ email: 'Email é obrigatório', password: 'Senha é obrigatória' });
    expect(loginInputSchema.parse({ email: ' Ana@Teste.COM ', password: 'x' }).email).toBe('ana@teste.com');
  });

  it('register: first name required, last name optional, customer by default', () => {
    expect(messagesOf(registerInputSchema.safeParse({ email: 'a@b.com', password: 'senha-forte', firstName: ' ' }))).toEqual({ firstName: 'Nome é obrigatório' });
    expect(registerInputSchema.parse({ email: 'a@b.com', password: 'senha-forte', firstName: 'Ana' })).toMatchObject({ userType: 'customer' });
  });

  it('set-password: a new password of at least 8 characters', () => {
    expect(messagesOf(setPasswordInputSchema.safeParse({ email: 'a@b.com', password: '1234567' }))).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
  });

  it('admin edit-user: first name and email required', () => {
    expect(messagesOf(adminUpdateUserInputSchema.safeParse({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', firstName: '', email: '' }))).toEqual({
      firstName: 'Nome é obrigatório',
      email: 'Email é obrigatório',
    });
  });
});

describe('browser safety', () => {
  it('the account schemas import nothing but zod and each other', () => {
    for (const file of ['auth.ts', 'user.ts', 'admin.ts']) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.every((name) => name === 'zod' || name?.startsWith('.')), `${file}: ${imports.join(', ')}`).toBe(true);
    }
  });
});
