import { placeTableOrderInputSchema, tableCallInputSchema, tableCallPlacedSchema, tableLinkSchema, tableOrderPlacedSchema, tableTokenInputSchema } from '@direto/contracts';
import { publicProcedure, router } from '../trpc';
import { callFromTable } from '../services/tables/table-call';
import { readTableLink } from '../services/tables/table-link';
import { placeTableOrder } from '../services/tables/table-order';

/**
 * Issue 33: table mode, for whoever holds a table's QR link (/m/{token}): no account, the link is
 * the credential; it grants what sitting at the table grants (ordering into its conta, calling
 * the waiter). An unknown, replaced or deactivated link is 404.
 */
export const tableLinkRouter = router({
  get: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/table-links/{token}' },
      description: 'A mesa do QR code e o restaurante como a página do cardápio o mostra: { restaurant, table: { id, name } }. Link desconhecido, trocado ou de mesa desativada: 404.',
    })
    .input(tableTokenInputSchema)
    .output(tableLinkSchema)
    .query(({ ctx, input }) => readTableLink(ctx.em, input.token)),

  placeOrder: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/table-links/{token}/orders', status: 201 },
      description:
        'Pedido da mesa, sem cadastro: o corpo de POST /api/orders sem endereço, taxa nem pagamento (paga-se na conta), mais "name" opcional. ' +
        'Vai para a conta aberta da mesa (a primeira abre a conta) e para a cozinha, com origem "table". Loja fechada: 409. No máximo 30 pedidos por hora por mesa (429).',
    })
    .input(placeTableOrderInputSchema)
    .output(tableOrderPlacedSchema)
    .mutation(async ({ ctx, input }) => {
      const { order, facts } = await placeTableOrder(ctx.em, input);
      ctx.notifications.orderPlaced(order, facts.ownerPushDevices);
      return order;
    }),

  callStaff: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/table-links/{token}/calls', status: 201 },
      description:
        '\'Chamar garçom\' ({"type": "waiter"}) ou \'Pedir a conta\' ({"type": "bill"}): avisa o painel na hora (som e aviso). ' +
        'Cada um no máximo uma vez por minuto por mesa: antes disso, 429 dizendo quando pode chamar de novo. Responde o chamado e nextCallAt.',
    })
    .input(tableCallInputSchema)
    .output(tableCallPlacedSchema)
    .mutation(({ ctx, input }) => callFromTable(ctx.em, input.token, input.type)),
});
