import { z } from '../zod-locale';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../constants';
import { toWhatsappNumber, unknownWhatsappVariables, unknownWhatsappVariablesMessage, WHATSAPP_TEMPLATE_MAX } from '../whatsapp';
import { tooLongMessage } from './text';

export const WHATSAPP_NUMBER_INVALID = 'Informe um número de WhatsApp com DDD, por exemplo (11) 98765-4321';
export const WHATSAPP_TEMPLATE_REQUIRED = 'Escreva a mensagem';
export const WHATSAPP_TEMPLATE_TOO_LONG = `Mensagem deve ter no máximo ${new Intl.NumberFormat('pt-BR').format(WHATSAPP_TEMPLATE_MAX)} caracteres`;

/** Longest text looked at before normalising: a number with spaces, brackets and +55. */
const TYPED_NUMBER_MAX = 30;

/**
 * The restaurant's WhatsApp as typed ('(11) 98765-4321', '+55 11 98765 4321') → '5511987654321'
 * (digits with Brazil's 55, as wa.me wants them); '' or null → none.
 */
export const whatsappNumberInputSchema = z
  .string({ error: WHATSAPP_NUMBER_INVALID })
  .trim()
  .max(TYPED_NUMBER_MAX, tooLongMessage('Número do WhatsApp', TYPED_NUMBER_MAX))
  .nullable()
  .transform((typed, ctx) => {
    if (typed === null || typed === '') return null;
    const number = toWhatsappNumber(typed);
    if (number !== null) return number;
    ctx.issues.push({ code: 'custom', message: WHATSAPP_NUMBER_INVALID, input: typed });
    return z.NEVER;
  });

/** One message: 1 to 1.500 characters, using only {nome}, {pedido}, {status}, {total} and {link}. */
export const whatsappTemplateSchema = z
  .string({ error: WHATSAPP_TEMPLATE_REQUIRED })
  .trim()
  .min(1, WHATSAPP_TEMPLATE_REQUIRED)
  .max(WHATSAPP_TEMPLATE_MAX, WHATSAPP_TEMPLATE_TOO_LONG)
  .superRefine((template, ctx) => {
    // Refused rather than sent as typed: a misspelt {nmoe} would reach the customer.
    const unknown = unknownWhatsappVariables(template);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownWhatsappVariablesMessage(unknown) });
  });

function perStatus<T extends z.ZodType>(field: (status: OrderStatus) => T): Record<OrderStatus, T> {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, field(status)])) as Record<OrderStatus, T>;
}

const templateFor = (status: OrderStatus) => whatsappTemplateSchema.describe(`Mensagem para um pedido ${ORDER_STATUS_LABELS[status]}`);

/** Every status's message as the owner reads them (the default where none was written). */
export const whatsappTemplatesSchema = z.object(perStatus(() => z.string()));

/** The messages to change, by status; a status left out keeps its message. */
export const whatsappTemplatesInputSchema = z.strictObject(perStatus((status) => templateFor(status).optional()));

/** Configurações › WhatsApp: the number and every status's message. */
export const whatsappSettingsFormSchema = z.object({
  whatsappNumber: whatsappNumberInputSchema,
  whatsappTemplates: z.object(perStatus(templateFor)),
});
export type WhatsappSettingsForm = z.input<typeof whatsappSettingsFormSchema>;
