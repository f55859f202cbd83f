import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';

/**
 * A menu link opened signed out (issue 30): the menu with the guest checkout when the restaurant
 * takes orders without an account (`menu`); otherwise exactly what the spec shows there (`signedOut`).
 * The menu comes from the routes, so its code stays the one lazily loaded chunk the server preloads.
 */
export default function GuestMenuGate({ menu, signedOut, showWhileLoading = false }: { menu: ReactNode; signedOut: ReactNode; showWhileLoading?: boolean }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const restaurant = trpc.restaurant.bySlug.useQuery({ slug }, { retry: false });
  // The spec's screen may show at once when it reads the restaurant itself (the invitation screen does).
  if (restaurant.isLoading) return showWhileLoading ? <>{signedOut}</> : <FullPageSpinner />;
  return restaurant.data?.guestOrders ? <>{menu}</> : <>{signedOut}</>;
}
