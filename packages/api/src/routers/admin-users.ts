import { router } from '../trpc';

// Administration of users: users, updateUser, deleteUser, stats.
export const adminUsersRouter = router({});
