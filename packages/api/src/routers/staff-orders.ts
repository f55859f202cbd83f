import { orderWithItemsSchema, placeStaffOrderInputSchema, staffCustomerLookupInputSchema, staffCustomerLookupSchema } from '@direto/contracts';
import { restaurantStaffProcedure, router } from '../trpc';
import { lookUpStaffCustomer } from '../services/staff-orders/staff-customer-lookup';
import { placeStaffOrder } from '../services/staff-orders/staff-order-placement';

/** Issue 33, 'Novo pedido': orders the owner or staff take (docs/tables.md, 'Pedidos da equipe'). */
export const staffOrdersRouter = router({
  place: restaurantStaffProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/staff-orders', status: 201, headers: { 'idempotency-key': 'idempotencyKey' } },
      description:
        'Registra um pedido tomado pelo dono ou pela equipe: o corpo de POST /api/orders mais origin ("counter" | "phone" | "whatsapp"), ' +
        'customer: { name, phone } (opcional; com celular, acha ou cria o cliente do restaurante), tableId (opcional: vai para a conta aberta da mesa, sem entrega nem taxa) ' +
        "e confirmClosed. Com o restaurante fechado, 409 'Loja fechada — registrar mesmo assim?' (issues[0].path = confirmClosed) até confirmClosed: true. " +
        'Os mesmos preços, opções, áreas de entrega e pedido mínimo do cardápio. Uma entrega pede celular e endereço.',
    })
    .input(placeStaffOrderInputSchema)
    .output(orderWithItemsSchema)
    .mutation(async ({ ctx, input }) => {
      const { order, facts } = await placeStaffOrder(ctx.em, ctx.user, input);
      // After the commit, as for any new order: the owner's push (the board hears the database's event).
      if (facts) ctx.notifications.orderPlaced(order, facts.ownerPushDevices);
      return order;
    }),

  lookupCustomer: restaurantStaffProcedure
    .meta({
      description:
        "'Buscar' em 'Novo pedido': o nome do cliente do restaurante com este celular e o último endereço de entrega usado aqui, ou null. Nada além disso (sem histórico, notas ou etiquetas).",
    })
    .input(staffCustomerLookupInputSchema)
    .output(staffCustomerLookupSchema)
    .query(({ ctx, input }) => lookUpStaffCustomer(ctx.em, ctx.user, input.id, input.phone)),
});
