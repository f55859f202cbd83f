import { z } from '../zod-locale';
import { emailSchema, firstNameSchema, optionalNameSchema, userTypeSchema } from './auth';
import { addressSchema, citySchema, phoneSchema, zipCodeSchema } from './user';
import { uuidSchema } from './common';

/** Schemas of the admin panel, shared by the server and the web app. Browser-safe. */

/**
 * The edit-user dialog (spec §6: names, email, userType, isAdmin, phone, address, city, zipCode).
 * firstName and email are required; a field left out keeps its value, a blank one is cleared.
 */
export const adminUpdateUserInputSchema = z.object({
  id: uuidSchema,
  firstName: firstNameSchema,
  lastName: optionalNameSchema,
  email: emailSchema,
  userType: userTypeSchema.optional(),
  isAdmin: z.boolean().optional(),
  phone: phoneSchema,
  address: addressSchema,
  city: citySchema,
  zipCode: zipCodeSchema,
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserInputSchema>;

export const adminUserIdInputSchema = z.object({ id: uuidSchema });

/** The three stat cards of the admin panel (spec §3). */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalRestaurants: z.number().int(),
  totalOrders: z.number().int(),
  customerCount: z.number().int(),
  restaurantCount: z.number().int(),
  /** Open right now as customers see them (opening hours and pauses), not the `is_open` switch alone. */
  activeRestaurants: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
