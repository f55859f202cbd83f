import { router } from '../trpc';

// The application logo: get, update.
export const logoRouter = router({});
