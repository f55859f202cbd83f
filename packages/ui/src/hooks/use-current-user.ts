import { trpc, type CurrentUser } from '@/lib/trpc';

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
}

/**
 * The signed-in user (auth.me). Spec §2: a user counts as authenticated when the call returns
 * data, so an error (401 when signed out) simply means "not logged in". No retry (§7).
 */
export function useCurrentUser(): CurrentUserState {
  const query = trpc.auth.me.useQuery(undefined, { retry: false });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
