import { guestTokenInputSchema, liveOrderInputSchema, liveRestaurantOrdersInputSchema } from '@direto/contracts';
import { authedProcedure, customerProcedure, publicProcedure, restaurantStaffProcedure, router } from '../trpc';
import { watchGuestOrder, watchMyOrders, watchOrder, watchRestaurantOrders } from '../services/live-orders';

/**
 * Server-sent events (httpSubscriptionLink, GET /trpc/live.*). Each stream opens with a `sync`
 * event; then one event per order placed or status changed. Subscriptions take no `.output()`:
 * tRPC 11 would validate the stream object itself, not each event; the yielded type
 * (LiveOrderEvent) is the contract.
 * restaurantOrders and myOrders, held open by every dashboard, are served over HTTP by a lean
 * route (apps/server/src/live/live-stream-route.ts) that runs these same procedures and writes
 * tRPC's frames itself, so that an open stream costs little memory.
 */
export const liveRouter = router({
  restaurantOrders: restaurantStaffProcedure
    .meta({ description: 'Eventos ao vivo dos pedidos de um restaurante (apenas o dono): pedido feito, status alterado.' })
    .input(liveRestaurantOrdersInputSchema)
    .subscription(({ ctx, input, signal }) => watchRestaurantOrders(ctx, input.restaurantId, signal)),

  myOrders: customerProcedure
    .meta({ description: 'Eventos ao vivo dos pedidos do cliente autenticado.' })
    .subscription(({ ctx, signal }) => watchMyOrders(ctx, signal)),

  order: authedProcedure
    .meta({ description: 'Eventos ao vivo de um pedido, para o cliente que o fez ou o dono do restaurante.' })
    .input(liveOrderInputSchema)
    .subscription(({ ctx, input, signal }) => watchOrder(ctx, input.orderId, signal)),

  guestOrder: publicProcedure
    .meta({ description: 'Eventos ao vivo de um pedido sem cadastro, para quem tem o link de acompanhamento (token).' })
    .input(guestTokenInputSchema)
    .subscription(({ ctx, input, signal }) => watchGuestOrder(ctx, input.token, signal)),
});
