import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';

/** The kinds of Pix key an owner picks from (issue 16). Never guessed: 11 digits are a CPF and a phone. */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  random: 'Chave aleatória',
};

export const PIX_KEY_INVALID: Record<PixKeyType, string> = {
  cpf: 'Chave Pix inválida: informe um CPF válido (11 dígitos)',
  cnpj: 'Chave Pix inválida: informe um CNPJ válido (14 dígitos)',
  email: 'Chave Pix inválida: informe um e-mail válido',
  phone: 'Chave Pix inválida: informe um celular com DDD, como (11) 98765-4321',
  random: 'Chave Pix inválida: a chave aleatória tem 32 letras e números, como 123e4567-e12b-12d1-a456-426655440000',
};

const LIBRARY_TYPE = { cpf: 'cpf', cnpj: 'cnpj', email: 'email', phone: 'phone', random: 'evp' } as const;

/**
 * The key in the form the Pix directory (DICT) stores it — CPF 11 digits, CNPJ 14, e-mail
 * lowercase, phone +55…, random key a lowercase UUID — or null when it is not a valid key of
 * the chosen type. A phone typed without +55 gets it, so '(11) 98765-4321' is never read as a CPF.
 */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  const typed = type === 'phone' && !value.startsWith('+') ? `+55${value.replace(/\D/g, '')}` : value;
  const info = getPixKeyInfo(typed);
  return info && info.type === LIBRARY_TYPE[type] ? info.value : null;
}

/**
 * A receiver name or city as strict bank decoders read it: accents dropped, upper case, only
 * printable ASCII ('Pizzaria São João' → 'PIZZARIA SAO JOAO'), cut to `max` characters.
 */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, max);
}
