import { z } from 'zod';
import { restaurantIdInputSchema, uuidSchema } from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { loadOwnedRestaurant } from '../services/restaurant-ownership';

const orderEmailsSchema = z.object({ orderEmails: z.boolean() });

// Configurações › Equipe: whether customers get 'Pedido recebido' and cancellation e-mails (issue 21).
export const orderEmailsRouter = router({
  get: ownerProcedure
    .meta({ description: 'Se os clientes do próprio restaurante recebem e-mails de pedido (recebido e cancelado).' })
    .input(restaurantIdInputSchema)
    .output(orderEmailsSchema)
    .query(async ({ ctx, input }) => ({ orderEmails: (await loadOwnedRestaurant(ctx.em, ctx.user, input.id)).orderEmails })),

  set: ownerProcedure
    .meta({ description: 'Liga ou desliga os e-mails de pedido para os clientes do próprio restaurante.' })
    .input(z.object({ id: uuidSchema, orderEmails: z.boolean() }))
    .output(orderEmailsSchema)
    .mutation(async ({ ctx, input }) => {
      const restaurant = await loadOwnedRestaurant(ctx.em, ctx.user, input.id);
      restaurant.orderEmails = input.orderEmails;
      await ctx.em.flush();
      return { orderEmails: restaurant.orderEmails };
    }),
});
