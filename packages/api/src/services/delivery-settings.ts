import type { EntityManager } from '@mikro-orm/postgresql';
import type { Address, DeliverySettings, deliverySettingsFormSchema } from '@direto/contracts';
import type { IRestaurant, IUser } from '@direto/db';
import type { z } from 'zod';
import { now } from '../clock';
import { toDeliverySettingsDto } from '../mappers/delivery';
import { loadOwnedRestaurant } from './restaurant-ownership';
import { saveSettingsForm } from './settings-form-save';

type SettingsInput = z.output<typeof deliverySettingsFormSchema>;
type AddressInput = NonNullable<SettingsInput['address']>;

/** A structured address as stored: blanks become null. */
export function storedAddress(input: AddressInput): Address {
  return {
    cep: input.cep,
    street: input.street,
    number: input.number,
    complement: input.complement || null,
    district: input.district,
    city: input.city,
    state: input.state,
    reference: input.reference || null,
  };
}

/** Configurações › Entrega: order types, pickup time, minimum order, free delivery and the restaurant's address. */
export async function getDeliverySettings(em: EntityManager, owner: IUser, restaurantId: string): Promise<DeliverySettings> {
  return toDeliverySettingsDto(await loadOwnedRestaurant(em, owner, restaurantId));
}

/** Saves the form; with `expectedVersion`, only if these settings are still as the form loaded them (else 409). */
export async function updateDeliverySettings(em: EntityManager, owner: IUser, restaurantId: string, input: SettingsInput & { expectedVersion?: string }): Promise<DeliverySettings> {
  return saveSettingsForm(em, owner, restaurantId, input.expectedVersion, {
    of: toDeliverySettingsDto,
    save: (tx, restaurant) => saveDeliverySettings(tx, restaurant, input),
  });
}

function saveDeliverySettings(em: EntityManager, restaurant: IRestaurant, input: SettingsInput): void {
  em.assign(restaurant, {
    offersDelivery: input.delivery,
    offersPickup: input.pickup,
    pickupMinTime: input.pickupTime.min,
    pickupMaxTime: input.pickupTime.max,
    minOrder: input.minOrder,
    freeDeliveryAbove: input.freeDeliveryAbove,
    address: input.address ? storedAddress(input.address) : null,
    // 'Primeiros passos': the first save is what counts as set up (the defaults alone do not).
    deliverySettingsSavedAt: restaurant.deliverySettingsSavedAt ?? now(),
  });
}
