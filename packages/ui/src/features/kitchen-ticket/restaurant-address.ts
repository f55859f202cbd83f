import { addressLine, type Restaurant } from '@direto/contracts';

/** The line a ticket prints under the restaurant's name: its address without the reference, or null. */
export function ticketRestaurantAddress(restaurant: Pick<Restaurant, 'delivery'> | null | undefined): string | null {
  const address = restaurant?.delivery.address;
  return address ? addressLine({ ...address, reference: null }) : null;
}
