import { z } from '../zod-locale';
import { moneySchema } from './common';

/**
 * Issue 30: 'Pedir de novo'. A line shaped as the web app's cart keeps it (features/cart), at
 * today's name and price; nothing is placed.
 */
const reorderLineSchema = z.object({
  product: z.object({ id: z.string(), restaurantId: z.string(), name: z.string(), price: moneySchema, imageUrl: z.string().nullable() }),
  quantity: z.number().int(),
  options: z.array(z.object({ optionId: z.string(), quantity: z.number().int(), name: z.string(), isFlavour: z.boolean() })).optional(),
  /** What the options add to the product's price, at today's prices. */
  optionsPrice: moneySchema.optional(),
  notes: z.string().optional(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderResultSchema = z.object({
  restaurantId: z.string(),
  /** The restaurant's public link slug, for the cart's page. */
  restaurantSlug: z.string(),
  lines: z.array(reorderLineSchema),
  /** What differs from the past order, in pt-BR ('Coxinha está indisponível'). */
  changes: z.array(z.string()),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
