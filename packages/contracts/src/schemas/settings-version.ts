import { z } from '../zod-locale';

/** The answer (409) to a settings save made from a form whose fields changed since it was loaded. */
export const STALE_SETTINGS_MESSAGE = 'Estas configurações mudaram em outra aba. Recarregue para ver a versão atual.';

/**
 * A settings form's version: a digest of its fields as stored, answered with them. Sent back
 * with a save (expectedVersion), the save is refused with 409 if they changed meanwhile (another
 * tab, another device). Optional: a client that does not send it saves as before.
 */
export const settingsVersionSchema = z.string().max(64, 'A versão das configurações deve ter no máximo 64 caracteres');

/** The versions of the forms that restaurant.update saves: one per form, so saving one never stales another. */
export const restaurantSettingsVersionsSchema = z.object({
  /** Restaurante: name, cuisine, description, logo and cover. */
  restaurant: settingsVersionSchema,
  /** Entrega: the delivery fee and time. */
  delivery: settingsVersionSchema,
  /** Funcionamento: the open switch (the pause). */
  open: settingsVersionSchema,
  whatsapp: settingsVersionSchema,
  pendingAlert: settingsVersionSchema,
});
export type RestaurantSettingsVersions = z.infer<typeof restaurantSettingsVersionsSchema>;
export type RestaurantSettingsSection = keyof RestaurantSettingsVersions;

/** What a save of PUT /api/restaurants/{id} may check: the versions of the forms it saves. */
export const expectedRestaurantVersionsSchema = restaurantSettingsVersionsSchema.partial();

/** `expectedVersion` of the forms with a procedure of their own (delivery, payment, opening hours). */
export const expectedVersionField = { expectedVersion: settingsVersionSchema.optional() };
