import { router } from '../trpc';

// The signed-in user's own data: updateProfile, updateAccount.
export const userRouter = router({});
