import { z } from 'zod';
import {
  assignProductCategoryInputSchema,
  categoryIdInputSchema,
  categorySchema,
  createCategoryInputSchema,
  deletedSchema,
  listCategoriesInputSchema,
  productSchema,
  renameCategoryInputSchema,
  reorderCategoriesInputSchema,
} from '@direto/contracts';
import { ownerProcedure, publicProcedure, router } from '../trpc';
import {
  assignProductCategory,
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  reorderCategories,
} from '../services/category';

export const categoryRouter = router({
  list: publicProcedure
    .meta({ description: 'Categorias do cardápio de um restaurante, na ordem de exibição.' })
    .input(listCategoriesInputSchema)
    .output(z.array(categorySchema))
    .query(({ ctx, input }) => listCategories(ctx.em, input.restaurantId)),

  create: ownerProcedure
    .meta({ description: 'Cria uma categoria no fim do cardápio do próprio restaurante.' })
    .input(createCategoryInputSchema)
    .output(categorySchema)
    .mutation(({ ctx, input }) => createCategory(ctx.em, ctx.user, input)),

  rename: ownerProcedure
    .meta({ description: 'Renomeia uma categoria do próprio restaurante.' })
    .input(renameCategoryInputSchema)
    .output(categorySchema)
    .mutation(({ ctx, input }) => renameCategory(ctx.em, ctx.user, input)),

  reorder: ownerProcedure
    .meta({ description: 'Define a ordem das categorias: a lista deve conter todas as categorias do restaurante.' })
    .input(reorderCategoriesInputSchema)
    .output(z.array(categorySchema))
    .mutation(({ ctx, input }) => reorderCategories(ctx.em, ctx.user, input)),

  delete: ownerProcedure
    .meta({ description: 'Remove uma categoria; os produtos dela ficam sem categoria.' })
    .input(categoryIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteCategory(ctx.em, ctx.user, input.id)),

  assignProduct: ownerProcedure
    .meta({ description: 'Coloca um produto em uma categoria do mesmo restaurante, ou o tira dela (categoryId null).' })
    .input(assignProductCategoryInputSchema)
    .output(productSchema)
    .mutation(({ ctx, input }) => assignProductCategory(ctx.em, ctx.user, input)),
});
