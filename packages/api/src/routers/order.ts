import { z } from 'zod';
import {
  myOrdersInputSchema,
  orderDetailInputSchema,
  orderDetailSchema,
  orderIdInputSchema,
  orderSchema,
  orderWithItemsSchema,
  placeOrderInputSchema,
  reorderResultSchema,
  updateOrderStatusInputSchema,
} from '@direto/contracts';
import { authedProcedure, customerProcedure, publicProcedure, restaurantStaffProcedure, router } from '../trpc';
import { mailOrderCancelled, mailOrderReceived } from '../services/order-mail';
import { placeOrder } from '../services/order';
import { findOrderDetail } from '../services/order-detail';
import { findOrderById, listMyOrders } from '../services/order-queries';
import { rebuildOrderAsCart } from '../services/reorder';
import { updateOrderStatus } from '../services/order-status';

export const orderRouter = router({
  place: customerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/orders', status: 201, headers: { 'idempotency-key': 'idempotencyKey' } },
      description:
        'Faz um pedido. Os valores são recalculados com os preços atuais; se diferirem do que o cliente viu, 409. O status inicial é sempre pending. ' +
        'Com o cabeçalho Idempotency-Key (uma chave por tentativa de compra), repetir o pedido devolve o primeiro em vez de criar outro.',
    })
    .input(placeOrderInputSchema)
    .output(orderWithItemsSchema)
    .mutation(({ ctx, input }) =>
      placeOrder(ctx.em, ctx.user, input, (order, facts) => {
        ctx.notifications.orderPlaced(order, facts.ownerPushDevices);
        mailOrderReceived(ctx, order, ctx.user, facts.orderEmails);
      }),
    ),

  updateStatus: restaurantStaffProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/orders/{orderId}/status' },
      description:
        'Avança o pedido para o próximo status (pending → confirmed → preparing → ready → delivered) ou o cancela; o dono do restaurante ou um atendente da equipe. ' +
        'Ao cancelar, informe o motivo (reason, até 200 caracteres), que o cliente vê: {"status":"cancelled","reason":"Item em falta"}; ' +
        "sem motivo, fica registrado 'Cancelado pelo restaurante'. Um pedido entregue ou cancelado responde 409.",
    })
    .input(updateOrderStatusInputSchema)
    .output(orderSchema)
    .mutation(async ({ ctx, input }) => {
      const order = await updateOrderStatus(ctx.em, ctx.user, input.orderId, input.status, input.reason);
      // After the commit; a mail that fails never undoes the cancellation.
      if (order.status === 'cancelled') mailOrderCancelled(ctx, order.id);
      return order;
    }),

  mine: customerProcedure
    .meta({ description: 'Pedidos do cliente autenticado com itens, restaurante e status, mais recentes primeiro (20 por página; até 100).' })
    .input(myOrdersInputSchema)
    .output(z.array(orderWithItemsSchema))
    .query(({ ctx, input }) => listMyOrders(ctx.em, ctx.user, input ?? {})),

  detail: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/api/orders/{orderId}' },
      description:
        'Um pedido com itens, dados de entrega e o histórico de status (statusHistory: [{ status, at }]), para o dono do restaurante ou o cliente que o fez.',
    })
    .input(orderDetailInputSchema)
    .output(orderDetailSchema)
    .query(({ ctx, input }) => findOrderDetail(ctx.em, ctx.user, input.orderId)),

  byId: authedProcedure
    .meta({ description: 'Um pedido com seus itens, para o cliente que o fez ou o dono do restaurante.' })
    .input(orderIdInputSchema)
    .output(orderWithItemsSchema)
    .query(({ ctx, input }) => findOrderById(ctx.em, ctx.user, input.id)),

  // Public: a guest order's device (cookie) may too; the service checks who placed the order.
  reorder: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/orders/{orderId}/reorder' },
      description:
        "'Pedir de novo': monta um carrinho com os mesmos produtos, opções e quantidades de um pedido anterior do cliente, com os preços de hoje, e lista em changes o que mudou " +
        "('Coxinha está indisponível', 'Preço de X mudou de R$ 8,00 para R$ 9,00'). Nada é pedido: o cliente confirma no checkout. " +
        'Só para quem fez o pedido: a conta do cliente ou, num pedido sem cadastro, o aparelho (cookie) que o fez; sem sessão nem aparelho, 401.',
    })
    .input(orderDetailInputSchema)
    .output(reorderResultSchema)
    .mutation(({ ctx, input }) => rebuildOrderAsCart(ctx.em, { user: ctx.user, deviceId: ctx.device.id }, input.orderId)),
});
