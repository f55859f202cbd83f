import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import RestaurantMenuPage from './restaurant-menu-page';

/**
 * A menu link opened signed out (issue 30): the menu with the guest checkout when the restaurant
 * takes orders without an account; otherwise exactly what the spec shows there (`signedOut`).
 */
export default function GuestMenuGate({ signedOut, showWhileLoading = false }: { signedOut: ReactNode; showWhileLoading?: boolean }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const restaurant = trpc.restaurant.bySlug.useQuery({ slug }, { retry: false });
  // The spec's screen may show at once when it reads the restaurant itself (the invitation screen does).
  if (restaurant.isLoading) return showWhileLoading ? <>{signedOut}</> : <FullPageSpinner />;
  return restaurant.data?.guestOrders ? <RestaurantMenuPage /> : <>{signedOut}</>;
}
