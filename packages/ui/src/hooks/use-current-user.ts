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
  // retryOnMount false: signed out, each screen that asks again would refetch the 401 and put the
  // whole app back behind its loading spinner (issue 30's guest screens ask as they mount).
  const query = trpc.auth.me.useQuery(undefined, { retry: false, retryOnMount: false });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
