import { router } from '../trpc';

// Administration of restaurants: restaurants, deleteRestaurant.
export const adminRestaurantsRouter = router({});
