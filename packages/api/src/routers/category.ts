import { router } from '../trpc';

// Categories of a restaurant: list, create, rename, reorder, delete, assignProduct.
export const categoryRouter = router({});
