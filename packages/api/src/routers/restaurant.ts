import { restaurantSchema, slugInputSchema } from '@direto/contracts';
import { publicProcedure, router } from '../trpc';
import { findRestaurantBySlug } from '../services/restaurant';

export const restaurantRouter = router({
  bySlug: publicProcedure
    .meta({ description: 'Restaurante pelo seu link público (shareableSlug).' })
    .input(slugInputSchema)
    .output(restaurantSchema)
    .query(({ ctx, input }) => findRestaurantBySlug(ctx.em, input.slug)),
});
