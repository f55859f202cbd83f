import type { Platform } from '@mikro-orm/core';
import { DEFAULT_WHATSAPP_TEMPLATES, normalizeMoney, type OwnRestaurant as OwnRestaurantDto, type Restaurant as RestaurantDto } from '@direto/contracts';
import type { IRestaurant } from '@direto/db';
import { toIsoString } from './product';
import { openFields, openFieldsFromRow, type OpeningHoursRow } from './opening-hours';
import { deliveryInfoFromRow, toDeliveryInfo, type DeliveryRow } from './delivery';
import { acceptedPaymentMethods, acceptedPaymentMethodsFromRow, type PaymentRow } from './payment';

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
    pendingAlertMinutes: restaurant.pendingAlertMinutes,
    whatsappNumber: restaurant.whatsappNumber ?? null,
    delivery: toDeliveryInfo(restaurant),
    paymentMethods: acceptedPaymentMethods(restaurant),
    createdAt: restaurant.createdAt.toISOString(),
    updatedAt: restaurant.updatedAt.toISOString(),
  };
}

/** The owner's view of their restaurant: the public one plus every status's WhatsApp message. */
export function toOwnRestaurantDto(restaurant: IRestaurant): OwnRestaurantDto {
  return { ...toRestaurantDto(restaurant), whatsappTemplates: { ...DEFAULT_WHATSAPP_TEMPLATES, ...restaurant.whatsappTemplates } };
}

/** A `restaurants` row as the driver returns it (`select restaurants.*`): dates still as text. */
export interface RestaurantRow extends DeliveryRow, OpeningHoursRow, PaymentRow {
  id: string;
  owner_id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  cover_url: string | null;
  cuisine: string | null;
  delivery_fee: string;
  delivery_time: string;
  rating: string;
  is_open: boolean;
  shareable_slug: string;
  pending_alert_minutes: number;
  whatsapp_number: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** The same DTO as toRestaurantDto, straight from a row (for reads too hot to hydrate entities). */
export function restaurantRowToDto(row: RestaurantRow, platform: Platform): RestaurantDto {
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
    pendingAlertMinutes: row.pending_alert_minutes,
    whatsappNumber: row.whatsapp_number ?? null,
    delivery: deliveryInfoFromRow(row),
    paymentMethods: acceptedPaymentMethodsFromRow(row),
    createdAt: toIsoString(row.created_at, platform),
    updatedAt: toIsoString(row.updated_at, platform),
  };
}
