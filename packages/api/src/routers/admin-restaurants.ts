import { z } from 'zod';
import { adminRestaurantSchema, deletedSchema, restaurantIdInputSchema } from '@direto/contracts';
import { adminProcedure, router } from '../trpc';
import { deleteRestaurant, listAllRestaurants } from '../services/admin-restaurants';

export const adminRestaurantsRouter = router({
  restaurants: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/api/admin/restaurants' },
      description: 'Todos os restaurantes, mais recentes primeiro, com dono e número de produtos.',
    })
    .output(z.array(adminRestaurantSchema))
    .query(({ ctx }) => listAllRestaurants(ctx.em)),

  deleteRestaurant: adminProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/admin/restaurants/{id}' },
      description: 'Remove um restaurante com suas categorias e produtos; os pedidos ficam no histórico com os nomes copiados.',
    })
    .input(restaurantIdInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteRestaurant(ctx.em, input.id)),
});
