import { z } from '../zod-locale';
import { uuidSchema } from './common';
import { boundedText, requiredText } from './text';

/** The 27 federative units, for the UF select. */
export const BRAZIL_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

export const ADDRESS_LIMITS = { streetMax: 120, numberMax: 10, complementMax: 60, districtMax: 80, cityMax: 80, referenceMax: 120 } as const;

export const CEP_INVALID = 'CEP inválido: use 8 dígitos (00000-000)';

/** Only the digits of a CEP ('01310-100' → '01310100'). */
export const cepDigits = (value: string) => value.replace(/\D/g, '');

/** '01310100' → '01310-100' (what the mask shows); other input as typed. */
export function formatCep(value: string): string {
  const digits = cepDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A CEP as typed ('01310-100' or '01310100'), normalised to 8 digits. */
export const cepSchema = z
  .string({ message: CEP_INVALID })
  .trim()
  .regex(/^\d{5}-?\d{3}$/, { message: CEP_INVALID })
  .transform(cepDigits);

const stateSchema = z.enum(BRAZIL_STATES, { message: 'Escolha a UF' });

/**
 * A structured address (checkout, address book, restaurant). The number may be 'S/N'; complement
 * and reference are optional ('' or null = none).
 */
export const addressInputSchema = z.object({
  cep: cepSchema,
  street: requiredText('Rua', ADDRESS_LIMITS.streetMax, 'Informe a rua'),
  number: requiredText('Número', ADDRESS_LIMITS.numberMax, "Informe o número (ou 'S/N')"),
  complement: boundedText('Complemento', ADDRESS_LIMITS.complementMax).nullish(),
  district: requiredText('Bairro', ADDRESS_LIMITS.districtMax, 'Informe o bairro'),
  city: requiredText('Cidade', ADDRESS_LIMITS.cityMax, 'Informe a cidade'),
  state: stateSchema,
  reference: boundedText('Ponto de referência', ADDRESS_LIMITS.referenceMax).nullish(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A stored address (order snapshot, restaurant address): blanks are null. */
export const structuredAddressSchema = z.object({
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  reference: z.string().nullable(),
});
export type Address = z.infer<typeof structuredAddressSchema>;

/** 'Rua Augusta, 1200, apto 52 - Consolação, São Paulo/SP, 01304-001 (perto do metrô)': the text form of the spec's deliveryAddress. */
export function addressLine(address: Address): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  const reference = address.reference ? ` (${address.reference})` : '';
  return `${street} - ${address.district}, ${address.city}/${address.state}, ${formatCep(address.cep)}${reference}`;
}

/** A Google Maps search for the address (pickup: 'Ver no mapa'). */
export function mapLink(address: Address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine({ ...address, reference: null }))}`;
}

/** GET /api/cep/{cep} */
export const cepLookupInputSchema = z.object({ cep: cepSchema });
export const cepLookupSchema = z.object({ cep: z.string(), street: z.string(), district: z.string(), city: z.string(), state: z.string() });
export type CepLookup = z.infer<typeof cepLookupSchema>;

/** /profile › Endereços: one saved address; the last used comes first. */
export const userAddressSchema = structuredAddressSchema.extend({ id: z.string(), lastUsedAt: z.string().nullable() });
export type UserAddress = z.infer<typeof userAddressSchema>;
export const USER_ADDRESSES_MAX = 20;
export const userAddressIdInputSchema = z.object({ id: uuidSchema });
export const updateUserAddressInputSchema = addressInputSchema.extend({ id: uuidSchema });
