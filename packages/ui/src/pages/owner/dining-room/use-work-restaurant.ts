import { roleOf } from '@/app/route-paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc } from '@/lib/trpc';

/** The restaurant whose dining room this screen works: a staff member's workplace, or the owner's own. */
export function useWorkRestaurant(): { restaurantId: string | null; isOwner: boolean; isLoading: boolean } {
  const { user } = useCurrentUser();
  const workplace = roleOf(user ?? null) === 'staff' ? (user?.workplace ?? null) : null;
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null, enabled: !workplace });
  if (workplace) return { restaurantId: workplace.restaurantId, isOwner: false, isLoading: false };
  return { restaurantId: mine.data?.id ?? null, isOwner: true, isLoading: mine.isLoading };
}
