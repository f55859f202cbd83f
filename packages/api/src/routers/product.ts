import { z } from 'zod';
import {
  createProductInputSchema,
  deletedSchema,
  duplicateProductInputSchema,
  menuProductSchema,
  productIdInputSchema,
  productSchema,
  restaurantIdInputSchema,
  updateProductInputSchema,
} from '@direto/contracts';
import { ownerProcedure, publicProcedure, router } from '../trpc';
import { listMenu } from '../services/menu';
import { createProduct, deleteProduct, updateProduct } from '../services/product';
import { duplicateProduct } from '../services/product-duplicate';

export const productRouter = router({
  listByRestaurant: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/products' },
      description:
        'Cardápio de um restaurante, incluindo produtos indisponíveis (isAvailable false), por categoria e ordem de cadastro; cada produto traz seus grupos de opções (optionGroups) na ordem do produto.',
    })
    .input(restaurantIdInputSchema)
    .output(z.array(menuProductSchema))
    .query(({ ctx, input }) => listMenu(ctx.em, input.id)),

  create: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/products', status: 201 },
      description: 'Adiciona um produto ao cardápio do próprio restaurante.',
    })
    .input(createProductInputSchema)
    .output(productSchema)
    .mutation(({ ctx, input }) => createProduct(ctx.em, ctx.objects, ctx.user, input)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/products/{id}' },
      description: 'Atualiza um produto do próprio restaurante.',
    })
    .input(updateProductInputSchema)
    .output(productSchema)
    .mutation(({ ctx, input }) => updateProduct(ctx.em, ctx.objects, ctx.user, input)),

  delete: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/products/{id}' },
      description: 'Remove um produto do próprio restaurante; pedidos antigos mantêm o nome do produto.',
    })
    .input(productIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteProduct(ctx.em, ctx.user, input.id)),

  duplicate: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/products/{productId}/duplicate', status: 201 },
      description:
        "Duplica um produto do próprio restaurante: 'Cópia de {nome}', com a mesma categoria, descrição, preço, tempo de preparo, tags, imagem e grupos de opções, indisponível até o dono disponibilizá-lo.",
    })
    .input(duplicateProductInputSchema)
    .output(productSchema)
    .mutation(({ ctx, input }) => duplicateProduct(ctx.em, ctx.user, input.productId)),
});
