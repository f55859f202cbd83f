import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { formatBRL, toCents } from '../money';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { boundedText, requiredText } from './text';
import { positiveMoneyInput } from './money-input';
import { objectPathSchema } from './upload';

/** A product as every client sees it; unavailable products are listed too, flagged by isAvailable. */
export const productSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneySchema,
  imageUrl: z.string().nullable(),
  prepTime: z.number().int(),
  isAvailable: z.boolean(),
  tags: z.array(z.string()),
  /** 'Código PDV': the code the restaurant's POS knows the product by (Open Delivery's externalCode); null without one. */
  externalCode: z.string().nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Product = z.infer<typeof productSchema>;

/** The longest 'Código PDV' of a product or an option (the spreadsheet import's bound too). */
export const EXTERNAL_CODE_MAX = 60;

/** A preparation time longer than a day is a typo, not a dish. */
export const PREP_TIME_MAX_MINUTES = 1440;

/** Trims tags, drops empty ones and repeats (ignoring case), keeping the first spelling. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('pt-BR');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

const tagsInput = z
  // Bounded before trimming too; the real bound (LIMITS.tagLengthMax) applies to the trimmed tag.
  .array(z.string({ message: 'Tag inválida' }).max(LIMITS.tagLengthMax * 4, { message: `Cada tag pode ter no máximo ${LIMITS.tagLengthMax} caracteres` }))
  .max(200, { message: `No máximo ${LIMITS.tagsMax} tags por produto` })
  .transform(normalizeTags)
  .pipe(
    z
      .array(z.string().max(LIMITS.tagLengthMax, { message: `Cada tag pode ter no máximo ${LIMITS.tagLengthMax} caracteres` }))
      .max(LIMITS.tagsMax, { message: `No máximo ${LIMITS.tagsMax} tags por produto` }),
  )
  // The API document states the enforced bounds, not the looser pre-trim ones it would infer from the first array.
  .meta({
    description: `Até ${LIMITS.tagsMax} tags de até ${LIMITS.tagLengthMax} caracteres; espaços nas pontas e repetições (sem diferenciar maiúsculas) são descartados.`,
    maxItems: LIMITS.tagsMax,
    items: { type: 'string', maxLength: LIMITS.tagLengthMax },
  });

const PREP_TIME_REQUIRED = 'Tempo de preparo é obrigatório';

/** Whole minutes; a form's text ("20") is read as a number, an empty field as missing. */
const prepTimeInput = z.preprocess(
  (value: number | string | null | undefined) =>
    value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.trim()) : value,
  z
    .number({ message: PREP_TIME_REQUIRED })
    .int({ message: 'Tempo de preparo deve ser um número inteiro de minutos' })
    .min(1, { message: 'Tempo de preparo deve ser de pelo menos 1 minuto' })
    .max(PREP_TIME_MAX_MINUTES, { message: `Tempo de preparo deve ser de no máximo ${PREP_TIME_MAX_MINUTES} minutos` }),
);

/**
 * The product form (spec §5) with the messages the UI shows. On update, the optional fields
 * left out keep their value; imageUrl null or '' removes the image.
 */
export const productFormSchema = z.object({
  name: requiredText('Nome', LIMITS.productNameMax),
  description: requiredText('Descrição', LIMITS.descriptionMax, 'Descrição é obrigatória'),
  price: positiveMoneyInput({
    label: 'Preço',
    required: 'Preço é obrigatório',
    invalid: 'Preço deve ser um valor válido, com até 2 casas decimais',
    positive: 'Preço deve ser maior que zero',
  }).refine((value) => toCents(value) <= toCents(LIMITS.priceMax), { message: `Preço deve ser de no máximo ${formatBRL(LIMITS.priceMax)}` }),
  prepTime: prepTimeInput,
  isAvailable: z.boolean({ message: 'Informe se o produto está disponível' }).optional(),
  tags: tagsInput.optional(),
  /** Only a path this server issued for an upload (/objects/<id>). */
  imageUrl: z.union([objectPathSchema, z.literal('')]).nullish(),
  /** A category of the same restaurant, or null for none ('Outros'). Left out: none on create, kept on update. */
  categoryId: uuidSchema.nullish(),
  /** 'Código PDV', unique within the restaurant. Left out: none on create, kept on update; '' or null removes it. */
  externalCode: boundedText('Código PDV', EXTERNAL_CODE_MAX).nullish(),
});
export type ProductForm = z.input<typeof productFormSchema>;

/** POST /api/products */
export const createProductInputSchema = productFormSchema.extend({ restaurantId: uuidSchema });

/** PUT /api/products/{id}: same body as create; a restaurantId in it is ignored (a product never moves). */
export const updateProductInputSchema = productFormSchema.extend({ id: uuidSchema });

export const productIdInputSchema = z.object({ id: uuidSchema });
