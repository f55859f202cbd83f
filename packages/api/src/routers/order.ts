import { router } from '../trpc';

// Orders: place, updateStatus, mine (customer), byId.
export const orderRouter = router({});
