import { normalizeMoney, type RestaurantSettingsVersions } from '@direto/contracts';
import type { IRestaurant } from '@direto/db';
import { settingsVersion } from '../services/settings-version';

/** The versions of the forms restaurant.update saves, each over that form's own stored fields. */
export function restaurantSettingsVersions(restaurant: IRestaurant): RestaurantSettingsVersions {
  return {
    restaurant: settingsVersion({
      name: restaurant.name,
      description: restaurant.description ?? null,
      cuisine: restaurant.cuisine ?? null,
      imageUrl: restaurant.imageUrl ?? null,
      coverUrl: restaurant.coverUrl ?? null,
    }),
    delivery: settingsVersion({ deliveryFee: normalizeMoney(restaurant.deliveryFee), deliveryTime: restaurant.deliveryTime }),
    // The stored switch and pause, not the computed isOpen: the hours closing is no change of this form.
    open: settingsVersion({ isOpen: restaurant.isOpen, pausedUntil: restaurant.pausedUntil ?? null }),
    whatsapp: settingsVersion({ number: restaurant.whatsappNumber ?? null, templates: restaurant.whatsappTemplates }),
    pendingAlert: settingsVersion({ minutes: restaurant.pendingAlertMinutes }),
  };
}
