import { router } from '../trpc';

// Accounts: me (GET /api/user), register, login, setPassword, logout, providers.
export const authRouter = router({});
