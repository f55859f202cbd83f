import { z } from 'zod';
import {
  cepLookupInputSchema,
  cepLookupSchema,
  createDeliveryAreaInputSchema,
  deletedSchema,
  deliveryAreaIdInputSchema,
  deliveryAreaSchema,
  deliveryQuoteInputSchema,
  deliveryQuoteSchema,
  deliverySettingsSchema,
  replaceDeliveryAreasInputSchema,
  restaurantIdInputSchema,
  updateDeliveryAreaInputSchema,
  updateDeliverySettingsInputSchema,
} from '@direto/contracts';
import { ownerProcedure, publicProcedure, router } from '../trpc';
import { CEP_PROVIDER_DOWN, lookupCep } from '../services/cep-lookup';
import { createDeliveryArea, deleteDeliveryArea, listDeliveryAreas, replaceDeliveryAreas, updateDeliveryArea } from '../services/delivery-areas';
import { quoteDelivery } from '../services/delivery-quote';
import { getDeliverySettings, updateDeliverySettings } from '../services/delivery-settings';

// Delivery and pickup (issue 17): the restaurant's settings and bairros, quotes and CEP lookups.
export const deliveryRouter = router({
  settings: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/delivery-settings' },
      description: 'Entrega e retirada do próprio restaurante: formas oferecidas, tempo de retirada, pedido mínimo, entrega grátis acima de, endereço.',
    })
    .input(restaurantIdInputSchema)
    .output(deliverySettingsSchema)
    .query(({ ctx, input }) => getDeliverySettings(ctx.em, ctx.user, input.id)),

  updateSettings: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/delivery-settings' },
      description: 'Salva entrega e retirada do próprio restaurante. Pelo menos uma forma; retirada exige o endereço do restaurante.',
    })
    .input(updateDeliverySettingsInputSchema)
    .output(deliverySettingsSchema)
    .mutation(({ ctx, input }) => updateDeliverySettings(ctx.em, ctx.user, input.id, input)),

  areas: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/delivery-areas' },
      description: 'Bairros de entrega do próprio restaurante, com taxa, tempo, pedido mínimo e se estão ativos.',
    })
    .input(restaurantIdInputSchema)
    .output(z.array(deliveryAreaSchema))
    .query(({ ctx, input }) => listDeliveryAreas(ctx.em, ctx.user, input.id)),

  createArea: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/delivery-areas', status: 201 },
      description: 'Adiciona um bairro de entrega. O mesmo bairro e cidade (sem diferenciar acentos e maiúsculas) é 409.',
    })
    .input(createDeliveryAreaInputSchema)
    .output(deliveryAreaSchema)
    .mutation(({ ctx, input }) => createDeliveryArea(ctx.em, ctx.user, input.id, input)),

  replaceAreas: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/delivery-areas' },
      description: 'Substitui todos os bairros de entrega (importação em massa), de uma vez: com qualquer erro, nada muda.',
    })
    .input(replaceDeliveryAreasInputSchema)
    .output(z.array(deliveryAreaSchema))
    .mutation(({ ctx, input }) => replaceDeliveryAreas(ctx.em, ctx.user, input.id, input.areas)),

  updateArea: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/delivery-areas/{areaId}' },
      description: 'Altera um bairro de entrega do próprio restaurante.',
    })
    .input(updateDeliveryAreaInputSchema)
    .output(deliveryAreaSchema)
    .mutation(({ ctx, input }) => updateDeliveryArea(ctx.em, ctx.user, input.areaId, input)),

  deleteArea: ownerProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/delivery-areas/{areaId}' },
      description: 'Remove um bairro de entrega do próprio restaurante.',
    })
    .input(deliveryAreaIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteDeliveryArea(ctx.em, ctx.user, input.areaId)),

  quote: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/delivery-quote', unavailableWhen: CEP_PROVIDER_DOWN },
      description: 'Taxa, tempo e pedido mínimo da entrega num bairro (district e city, ou cep), antes do pedido; deliverable false com o motivo.',
    })
    .input(deliveryQuoteInputSchema)
    .output(deliveryQuoteSchema)
    .query(({ ctx, input }) => quoteDelivery(ctx.em, ctx.ip, input)),

  cep: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/cep/{cep}', unavailableWhen: CEP_PROVIDER_DOWN },
      description: 'Rua, bairro, cidade e UF de um CEP (provedor configurável, cache no banco). CEP malformado 400, desconhecido 404, provedor fora do ar 503. Limitado por IP.',
    })
    .input(cepLookupInputSchema)
    .output(cepLookupSchema)
    .query(({ ctx, input }) => lookupCep(ctx.em, ctx.ip, input.cep)),
});
