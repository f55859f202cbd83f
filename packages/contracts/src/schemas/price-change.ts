import { z } from '../zod-locale';
import { percentToBasisPoints, PRICE_ROUNDINGS } from '../price-change-rules';
import { isoDateTimeSchema, moneySchema, uuidSchema } from './common';
import { tooLongMessage } from './text';

/** Issue 35: how long 'Desfazer' stays possible after a bulk price change. */
export const PRICE_CHANGE_UNDO_MINUTES = 10;

const PERCENT_INVALID = 'Percentual deve ser um número com até 2 casas decimais, entre -99,99 e 1000';
const AMOUNT_INVALID = 'Valor deve ser um valor em reais com até 2 casas decimais, como 1.50 ou -2.00';

/** A percentage (10, -12.5 or "7.25"), read exactly: more than two decimals is refused, never rounded. */
const percentInput = z
  .union([z.number(), z.string().max(16, tooLongMessage('Percentual', 16))], { message: PERCENT_INVALID })
  .refine((value) => {
    const basisPoints = percentToBasisPoints(value);
    return basisPoints !== null && basisPoints >= -9_999 && basisPoints <= 100_000;
  }, { message: PERCENT_INVALID })
  .meta({ description: 'Percentual da alteração (10 = +10 %; negativo reduz), com até 2 casas decimais.' });

/** An amount in reais, signed ("1.50", -2 or "-2.00"). */
const amountInput = z
  .union([z.number(), z.string().max(16, tooLongMessage('Valor', 16))], { message: AMOUNT_INVALID })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^-?\d{1,8}(\.\d{1,2})?$/, { message: AMOUNT_INVALID }))
  .meta({ description: 'Valor em reais somado a cada preço ("1.50"; negativo reduz), com até 2 casas decimais.' });

/**
 * POST /api/restaurants/{id}/price-changes. Which products: productIds and/or a category (both:
 * the products of either); neither: every product of the restaurant. Exactly one of percent and
 * amount. preview true only computes.
 */
export const priceChangeInputSchema = z
  .object({
    id: uuidSchema,
    productIds: z.array(uuidSchema).min(1, { message: 'Selecione pelo menos um produto' }).max(1000, { message: 'Selecione no máximo 1000 produtos de uma vez' }).optional(),
    categoryId: uuidSchema.optional(),
    percent: percentInput.optional(),
    amount: amountInput.optional(),
    rounding: z.enum(PRICE_ROUNDINGS, { message: "Arredondamento deve ser 'none', '00', '90' ou '99'" }).default('none'),
    preview: z.boolean({ message: 'preview deve ser true ou false' }).default(false),
  })
  .refine((input) => input.percent !== undefined || input.amount !== undefined, {
    message: 'Informe o percentual ou o valor da alteração',
    path: ['percent'],
  })
  .refine((input) => input.percent === undefined || input.amount === undefined, {
    message: 'Informe o percentual ou o valor, não os dois',
    path: ['amount'],
  });

const priceChangeItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  oldPrice: moneySchema,
  newPrice: moneySchema,
});
export type PriceChangeItemDto = z.infer<typeof priceChangeItemSchema>;

export const priceChangeResultSchema = z.object({
  /** null for a preview (nothing was changed). */
  changeId: z.string().nullable(),
  /** Until when 'Desfazer' works; null for a preview. */
  undoUntil: isoDateTimeSchema.nullable(),
  items: z.array(priceChangeItemSchema),
});
export type PriceChangeResult = z.infer<typeof priceChangeResultSchema>;

/** POST /api/price-changes/{changeId}/undo */
export const priceChangeUndoInputSchema = z.object({ changeId: uuidSchema });

export const priceChangeUndoResultSchema = z.object({
  changeId: z.string(),
  /** Products back at their old price. */
  restored: z.array(priceChangeItemSchema),
  /** Products left as they are, with why: their price was edited after the change, or they were deleted. */
  skipped: z.array(priceChangeItemSchema.extend({ reason: z.string() })),
});
export type PriceChangeUndoResult = z.infer<typeof priceChangeUndoResultSchema>;

/** POST /api/products/{productId}/duplicate */
export const duplicateProductInputSchema = z.object({ productId: uuidSchema });
