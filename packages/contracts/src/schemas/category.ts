import { z } from '../zod-locale';
import { LIMITS } from '../constants';
import { isoDateTimeSchema, uuidSchema } from './common';
import { boundedText, requiredText } from './text';

/** A menu section of a restaurant, shown in sortOrder. */
export const categorySchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: isoDateTimeSchema,
});
export type Category = z.infer<typeof categorySchema>;

const categoryNameSchema = requiredText('Nome', LIMITS.categoryNameMax);
const categoryDescriptionSchema = boundedText('Descrição', LIMITS.categoryDescriptionMax).nullish();

export const listCategoriesInputSchema = z.object({ restaurantId: uuidSchema });

/** A new category goes to the end of the menu. */
export const createCategoryInputSchema = z.object({
  restaurantId: uuidSchema,
  name: categoryNameSchema,
  description: categoryDescriptionSchema,
});

/** Left out, the description keeps its value; '' or null clears it. */
export const renameCategoryInputSchema = z.object({
  id: uuidSchema,
  name: categoryNameSchema,
  description: categoryDescriptionSchema,
});

/** Every category of the restaurant, each once, in the new order. */
export const reorderCategoriesInputSchema = z.object({
  restaurantId: uuidSchema,
  categoryIds: z
    .array(uuidSchema)
    .min(1)
    .max(LIMITS.categoriesPerRestaurantMax, { message: `No máximo ${LIMITS.categoriesPerRestaurantMax} categorias por restaurante` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Uma categoria aparece mais de uma vez' }),
});

export const categoryIdInputSchema = z.object({ id: uuidSchema });

/** Puts a product in a category of its restaurant, or takes it out (null). */
export const assignProductCategoryInputSchema = z.object({
  productId: uuidSchema,
  categoryId: uuidSchema.nullable(),
});
