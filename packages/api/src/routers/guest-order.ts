import {
  createGuestAccountInputSchema,
  guestDeviceSchema,
  guestOrderPlacedSchema,
  guestOrderViewSchema,
  guestTokenInputSchema,
  placeGuestOrderInputSchema,
  authOkSchema,
  currentUserSchema,
} from '@direto/contracts';
import { publicProcedure, router } from '../trpc';
import { createGuestAccount } from '../services/guest-account';
import { readGuestDevice } from '../services/guest-device';
import { placeGuestOrder } from '../services/guest-order-placement';
import { findGuestOrder } from '../services/guest-order-view';

/**
 * Ordering without an account (issue 30). The tracking token is the guest's credential for their
 * order; the device cookie (ctx.device) for what this browser remembers. No e-mail goes out for a
 * guest order (a guest has none); the owner gets the push alert as for any order.
 */
export const guestOrderRouter = router({
  place: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/guest-orders', status: 201, headers: { 'idempotency-key': 'idempotencyKey' } },
      description:
        'Faz um pedido sem cadastro, quando o restaurante aceita (senão 403): o corpo de POST /api/orders mais customer: { name, phone, marketingConsent }. ' +
        'Responde o pedido e o trackingToken de /pedido/{token} e GET /api/guest-orders/{token}. Até 3 pedidos em andamento por celular e 20 por endereço por hora (429).',
    })
    .input(placeGuestOrderInputSchema)
    .output(guestOrderPlacedSchema)
    .mutation(async ({ ctx, input }) => {
      const { placed, facts } = await placeGuestOrder(ctx.em, ctx.device.remember(), input);
      if (facts) ctx.notifications.orderPlaced(placed.order, facts.ownerPushDevices);
      return placed;
    }),

  byToken: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/guest-orders/{token}' },
      description: 'O pedido sem cadastro do link de acompanhamento (token), com itens, pagamento e histórico; token desconhecido, 404.',
    })
    .input(guestTokenInputSchema)
    .output(guestOrderViewSchema)
    .query(({ ctx, input }) => findGuestOrder(ctx.em, input.token)),

  device: publicProcedure
    .meta({ description: "O que este aparelho lembra (cookie do aparelho): nome, celular e endereço do último pedido sem cadastro e 'Seus pedidos neste aparelho'." })
    .output(guestDeviceSchema)
    .query(({ ctx }) => readGuestDevice(ctx.em, ctx.device.id)),

  forgetDevice: publicProcedure
    .meta({ description: "'Não sou eu': este aparelho esquece os pedidos sem cadastro feitos nele (apaga o cookie do aparelho)." })
    .output(authOkSchema)
    .mutation(({ ctx }) => {
      ctx.device.forget();
      return { ok: true as const };
    }),

  createAccount: publicProcedure
    .meta({ description: "'Criar senha para acompanhar todos os seus pedidos': cria a conta (e-mail e senha) e liga a ela os pedidos sem cadastro deste aparelho." })
    .input(createGuestAccountInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => createGuestAccount(ctx, input)),
});
