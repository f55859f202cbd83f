import { z } from 'zod';
import {
  createOptionGroupInputSchema,
  deletedSchema,
  flavourPricingSchema,
  linkProductOptionGroupsInputSchema,
  optionGroupIdInputSchema,
  optionGroupSchema,
  reorderOptionGroupsInputSchema,
  restaurantIdInputSchema,
  setFlavourPricingInputSchema,
  updateOptionGroupInputSchema,
} from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import {
  createOptionGroup,
  deleteOptionGroup,
  getFlavourPricing,
  linkProductOptionGroups,
  listOptionGroups,
  reorderOptionGroups,
  setFlavourPricing,
  updateOptionGroup,
} from '../services/option-groups';

export const optionGroupRouter = router({
  list: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/option-groups' },
      description: 'Grupos de opções do próprio restaurante (tamanhos, sabores, bordas, complementos), na ordem, com as opções e os produtos vinculados.',
    })
    .input(restaurantIdInputSchema)
    .output(z.array(optionGroupSchema))
    .query(({ ctx, input }) => listOptionGroups(ctx.em, ctx.user, input.id)),

  create: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/option-groups', status: 201 },
      description: 'Cria um grupo de opções no fim da lista do próprio restaurante; as opções vêm na ordem de exibição.',
    })
    .input(createOptionGroupInputSchema)
    .output(optionGroupSchema)
    .mutation(({ ctx, input }) => createOptionGroup(ctx.em, ctx.user, input)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/option-groups/{groupId}' },
      description: 'Salva o grupo inteiro: opções com id são atualizadas, sem id são criadas e as que faltarem são removidas.',
    })
    .input(updateOptionGroupInputSchema)
    .output(optionGroupSchema)
    .mutation(({ ctx, input }) => updateOptionGroup(ctx.em, ctx.user, input)),

  delete: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/option-groups/{groupId}' },
      description: 'Remove um grupo de opções e seus vínculos; pedidos antigos mantêm as opções escolhidas.',
    })
    .input(optionGroupIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteOptionGroup(ctx.em, ctx.user, input.groupId)),

  linkProduct: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/products/{productId}/option-groups' },
      description: 'Define os grupos de opções de um produto, na ordem de exibição (lista vazia: nenhum).',
    })
    .input(linkProductOptionGroupsInputSchema)
    .output(z.object({ productId: z.string(), groupIds: z.array(z.string()) }))
    .mutation(({ ctx, input }) => linkProductOptionGroups(ctx.em, ctx.user, input)),

  reorder: ownerProcedure
    .meta({ description: 'Reordena os grupos de opções do próprio restaurante (todos, cada um uma vez).' })
    .input(reorderOptionGroupsInputSchema)
    .output(z.array(optionGroupSchema))
    .mutation(({ ctx, input }) => reorderOptionGroups(ctx.em, ctx.user, input)),

  flavourPricing: ownerProcedure
    .meta({ description: 'Como o restaurante cobra pizzas de mais de um sabor: média dos sabores ou o mais caro.' })
    .input(restaurantIdInputSchema)
    .output(flavourPricingSchema)
    .query(({ ctx, input }) => getFlavourPricing(ctx.em, ctx.user, input.id)),

  setFlavourPricing: ownerProcedure
    .meta({ description: 'Escolhe como cobrar pizzas de mais de um sabor: proporcional (média, arredondada) ou pelo sabor mais caro.' })
    .input(setFlavourPricingInputSchema)
    .output(flavourPricingSchema)
    .mutation(({ ctx, input }) => setFlavourPricing(ctx.em, ctx.user, input)),
});
