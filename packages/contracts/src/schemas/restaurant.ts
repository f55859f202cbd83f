import { z } from 'zod';
import { moneySchema, isoDateTimeSchema } from './common';

/** A restaurant as every client sees it. Money and rating are numeric strings. */
export const restaurantSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  cuisine: z.string().nullable(),
  deliveryFee: moneySchema,
  deliveryTime: z.string(),
  rating: z.string(),
  isOpen: z.boolean(),
  shareableSlug: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Restaurant = z.infer<typeof restaurantSchema>;

export const slugInputSchema = z.object({
  slug: z.string().trim().min(1).max(140),
});
