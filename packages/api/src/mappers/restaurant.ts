import type { Platform } from '@mikro-orm/core';
import { DEFAULT_WHATSAPP_TEMPLATES, normalizeMoney, type OwnRestaurant as OwnRestaurantDto, type Restaurant as RestaurantDto } from '@direto/contracts';
import type { IRestaurant, TableRow } from '@direto/db';
import { toIsoString } from './product';
import { openFields, openFieldsFromRow } from './opening-hours';
import { deliveryInfoFromRow, toDeliveryInfo } from './delivery';
import { acceptedPaymentMethods, acceptedPaymentMethodsFromRow } from './payment';
import { restaurantSettingsVersions } from './restaurant-settings-versions';

export function toRestaurantDto(restaurant: IRestaurant): RestaurantDto {
  return {
    id: restaurant.id,
    ownerId: restaurant.owner.id,
    name: restaurant.name,
    description: restaurant.description ?? null,
    imageUrl: restaurant.imageUrl ?? null,
    coverUrl: restaurant.coverUrl ?? null,
    cuisine: restaurant.cuisine ?? null,
    deliveryFee: normalizeMoney(restaurant.deliveryFee),
    deliveryTime: restaurant.deliveryTime,
    rating: restaurant.rating,
    ...openFields(restaurant),
    shareableSlug: restaurant.shareableSlug,
    whatsappNumber: restaurant.whatsappNumber ?? null,
    delivery: toDeliveryInfo(restaurant),
    paymentMethods: acceptedPaymentMethods(restaurant),
    guestOrders: restaurant.guestOrders,
    createdAt: restaurant.createdAt.toISOString(),
    updatedAt: restaurant.updatedAt.toISOString(),
  };
}

/** The owner's view of their restaurant: the public one plus every status's WhatsApp message and the pending-order alert. */
export function toOwnRestaurantDto(restaurant: IRestaurant): OwnRestaurantDto {
  return {
    ...toRestaurantDto(restaurant),
    whatsappTemplates: { ...DEFAULT_WHATSAPP_TEMPLATES, ...restaurant.whatsappTemplates },
    pendingAlertMinutes: restaurant.pendingAlertMinutes,
    settingsVersions: restaurantSettingsVersions(restaurant),
  };
}

/** The same DTO as toRestaurantDto, straight from a row (for reads too hot to hydrate entities). */
export function restaurantRowToDto(row: TableRow<'restaurants'>, platform: Platform): RestaurantDto {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description ?? null,
    imageUrl: row.image_url ?? null,
    coverUrl: row.cover_url ?? null,
    cuisine: row.cuisine ?? null,
    deliveryFee: normalizeMoney(row.delivery_fee),
    deliveryTime: row.delivery_time,
    rating: row.rating,
    ...openFieldsFromRow(row),
    shareableSlug: row.shareable_slug,
    whatsappNumber: row.whatsapp_number ?? null,
    delivery: deliveryInfoFromRow(row),
    paymentMethods: acceptedPaymentMethodsFromRow(row),
    guestOrders: row.guest_orders,
    createdAt: toIsoString(row.created_at, platform),
    updatedAt: toIsoString(row.updated_at, platform),
  };
}
