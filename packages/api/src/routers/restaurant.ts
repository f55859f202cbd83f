import { z } from 'zod';
import {
  createRestaurantInputSchema,
  listRestaurantsInputSchema,
  ownRestaurantSchema,
  restaurantIdInputSchema,
  NEXT_CURSOR_HEADER,
  RESTAURANT_PAGE_MAX,
  restaurantPageSchema,
  restaurantOrderSummarySchema,
  restaurantOrdersInputSchema,
  restaurantSchema,
  restaurantStatsSchema,
  slugInputSchema,
  updateRestaurantInputSchema,
} from '@direto/contracts';
import { authedProcedure, ownerProcedure, publicProcedure, restaurantStaffProcedure, router } from '../trpc';
import { listRestaurantOrders } from '../services/order-queries';
import { restaurantQrSvg } from '../services/restaurant-qr';
import {
  createRestaurant,
  findRestaurantById,
  findRestaurantBySlug,
  listOwnRestaurants,
  updateRestaurant,
} from '../services/restaurant';
import { listRestaurantsForCustomer } from '../services/restaurant-list';
import { getRestaurantStats } from '../services/restaurant-stats';

export const restaurantRouter = router({
  bySlug: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/slug/{slug}' },
      description: 'Restaurante pelo seu link público (shareableSlug).',
    })
    .input(slugInputSchema)
    .output(restaurantSchema)
    .query(({ ctx, input }) => findRestaurantBySlug(ctx.em, input.slug)),

  byId: publicProcedure
    .meta({ description: 'Restaurante pelo id, como todos o veem (a página do pedido do cliente mostra o WhatsApp dele).' })
    .input(restaurantIdInputSchema)
    .output(restaurantSchema)
    .query(({ ctx, input }) => findRestaurantById(ctx.em, input.id)),

  qrSvg: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/qr.svg', contentType: 'image/svg+xml' },
      description: 'O QR Code do link público do restaurante (PUBLIC_URL/r/{slug}), em SVG escalável, para cartazes e impressos. Público, como o link.',
    })
    .input(restaurantIdInputSchema)
    .output(z.string())
    .query(({ ctx, input }) => restaurantQrSvg(ctx.em, ctx.publicUrl, input.id)),

  list: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants?customerId={userId}', page: { nextCursorHeader: NEXT_CURSOR_HEADER } },
      description:
        'Restaurantes para a tela do cliente, marcando os que o cliente usou para se cadastrar. customerId deve ser o próprio usuário (ou um administrador). ' +
        'Opcionais: `q` (parte do nome ou da cozinha, sem diferenciar acentos e maiúsculas), `cuisine` (exatamente essa cozinha), ' +
        `\`limit\` (1 a ${RESTAURANT_PAGE_MAX} por página) e \`cursor\` (o cabeçalho ${NEXT_CURSOR_HEADER} da página anterior). ` +
        'Sem limit nem cursor vêm todos, abertos primeiro e depois por nome; em páginas vêm primeiro os restaurantes do cliente e depois os outros, por nome, ' +
        `e ${NEXT_CURSOR_HEADER} traz o cursor da próxima página (ausente na última).`,
    })
    .input(listRestaurantsInputSchema)
    .output(restaurantPageSchema)
    .query(({ ctx, input }) => listRestaurantsForCustomer(ctx.em, ctx.user, input)),

  mine: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/my' },
      description: 'Os restaurantes do dono autenticado (no máximo um): o primeiro é o dele, com as mensagens de WhatsApp por status (whatsappTemplates).',
    })
    .output(z.array(ownRestaurantSchema))
    .query(({ ctx }) => listOwnRestaurants(ctx.em, ctx.user)),

  create: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants', status: 201 },
      description: 'Cria o restaurante do dono (um por dono); o link (shareableSlug) é gerado a partir do nome.',
    })
    .input(createRestaurantInputSchema)
    .output(ownRestaurantSchema)
    .mutation(({ ctx, input }) => createRestaurant(ctx.em, ctx.user, input)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}' },
      description: 'Salva as configurações do restaurante (apenas o dono); imageUrl (logo) e coverUrl (capa) aceitam só imagens enviadas por POST /api/objects/upload, e omitidos ficam como estão. ' +
        'whatsappNumber: celular ou fixo com DDD (guardado como 55DDDNÚMERO; null remove); whatsappTemplates: mensagens por status (até 1.500 caracteres, variáveis {nome}, {pedido}, {status}, {total} e {link}); omitidos ficam como estão.',
    })
    .input(updateRestaurantInputSchema)
    .output(ownRestaurantSchema)
    .mutation(({ ctx, input }) => updateRestaurant(ctx.em, ctx.objects, ctx.user, input)),

  stats: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/stats' },
      description: 'Números de hoje (fuso America/Sao_Paulo) para o painel do dono.',
    })
    .input(restaurantIdInputSchema)
    .output(restaurantStatsSchema)
    .query(({ ctx, input }) => getRestaurantStats(ctx.em, ctx.user, input.id)),

  orders: restaurantStaffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/orders' },
      description:
        'Pedidos do restaurante, mais recentes primeiro (até 100 por página; `before` = id do último pedido já exibido). ' +
        'Filtros opcionais: `from` e `to` (dias AAAA-MM-DD no fuso America/Sao_Paulo, ambos incluídos), `status` (um ou vários, separados por vírgula) ' +
        'e `search` (parte do nome do cliente, sem diferenciar acentos e maiúsculas, ou o final do id do pedido com 4 ou mais caracteres, como #6eb8).',
    })
    .input(restaurantOrdersInputSchema)
    .output(z.array(restaurantOrderSummarySchema))
    .query(({ ctx, input }) => listRestaurantOrders(ctx.em, ctx.user, input.id, input)),
});
