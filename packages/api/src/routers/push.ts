import {
  pushPublicKeySchema,
  pushSubscribeInputSchema,
  pushSubscriptionResultSchema,
  pushUnsubscribeInputSchema,
} from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { subscribeToPush, unsubscribeFromPush } from '../services/push-subscriptions';

// 'Receber alertas no celular' (Web Push). The spec has no REST path for these: tRPC only.
export const pushRouter = router({
  publicKey: ownerProcedure
    .meta({ description: 'A chave pública VAPID com que o navegador assina os alertas de novos pedidos; null quando o servidor não envia alertas.' })
    .output(pushPublicKeySchema)
    .query(({ ctx }) => ({ publicKey: ctx.notifications.pushPublicKey })),

  subscribe: ownerProcedure
    .meta({ description: 'Registra a assinatura Web Push deste navegador: cada novo pedido do restaurante chega como notificação, mesmo com o app fechado.' })
    .input(pushSubscribeInputSchema)
    .output(pushSubscriptionResultSchema)
    .mutation(({ ctx, input }) => subscribeToPush(ctx.em, ctx.user, ctx.notifications, input)),

  unsubscribe: ownerProcedure
    .meta({ description: 'Deixa de enviar alertas a este navegador.' })
    .input(pushUnsubscribeInputSchema)
    .output(pushSubscriptionResultSchema)
    .mutation(({ ctx, input }) => unsubscribeFromPush(ctx.em, ctx.user, input.endpoint)),
});
