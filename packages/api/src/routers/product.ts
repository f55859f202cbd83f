import { router } from '../trpc';

// Products of a restaurant: listByRestaurant, create, update, delete.
export const productRouter = router({});
