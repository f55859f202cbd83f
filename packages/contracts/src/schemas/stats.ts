import { z } from '../zod-locale';
import { moneySchema } from './common';

/** The owner dashboard's stat cards; "today" is the current day in America/Sao_Paulo. */
export const restaurantStatsSchema = z.object({
  /** Orders placed today, whatever their status. */
  todayOrders: z.number().int(),
  /** Sum of today's non-cancelled order totals, as a numeric string ("123.45"). */
  todayRevenue: moneySchema,
  /** Average whole minutes from placement to delivery over today's delivered orders; 0 when none. */
  avgDeliveryTime: z.number().int(),
  /** Today's delivered orders, the ones avgDeliveryTime averages: with none, its 0 means "no data yet". */
  todayDeliveredOrders: z.number().int(),
  rating: z.string(),
});
export type RestaurantStats = z.infer<typeof restaurantStatsSchema>;
