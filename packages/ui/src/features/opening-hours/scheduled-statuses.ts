import type { OrderStatus } from '@direto/contracts';
import type { RouterOutputs } from '@/lib/trpc';

export type OwnRestaurant = RouterOutputs['restaurant']['mine'][number];

/** A scheduled order still to make: placed, confirmed or in the kitchen. */
export const ACTIVE_ORDER_STATUSES_FOR_SCHEDULE = ['pending', 'confirmed', 'preparing'] as const satisfies readonly OrderStatus[];
