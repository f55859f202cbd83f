import type { EntityManager } from '@mikro-orm/postgresql';
import { ON_DELIVERY_METHODS, type PaymentSettings, type paymentSettingsFormSchema } from '@direto/contracts';
import type { IRestaurant, IUser } from '@direto/db';
import type { z } from 'zod';
import { now } from '../clock';
import { toPaymentSettingsDto } from '../mappers/payment';
import { loadOwnedRestaurant } from './restaurant-ownership';
import { saveSettingsForm } from './settings-form-save';

type SettingsInput = z.output<typeof paymentSettingsFormSchema>;

/** Configurações › Pagamento: the methods paid on delivery with their brands, and the Pix key. */
export async function getPaymentSettings(em: EntityManager, owner: IUser, restaurantId: string): Promise<PaymentSettings> {
  return toPaymentSettingsDto(await loadOwnedRestaurant(em, owner, restaurantId));
}

/**
 * Saves the whole form: a method left out of the list is turned off; a Pix key is stored
 * normalised. With `expectedVersion`, only if the settings are still as the form loaded them (else 409).
 */
export async function updatePaymentSettings(em: EntityManager, owner: IUser, restaurantId: string, input: SettingsInput & { expectedVersion?: string }): Promise<PaymentSettings> {
  return saveSettingsForm(em, owner, restaurantId, input.expectedVersion, {
    of: toPaymentSettingsDto,
    save: (tx, restaurant) => savePaymentSettings(tx, restaurant, input),
  });
}

function savePaymentSettings(em: EntityManager, restaurant: IRestaurant, input: SettingsInput): void {
  const sent = new Map(input.methods.map((entry) => [entry.method, entry]));
  const methods = ON_DELIVERY_METHODS.map((method) => {
    const entry = sent.get(method);
    const brands = entry?.brands ?? restaurant.paymentMethods.find((stored) => stored.method === method)?.brands;
    return { method, enabled: entry?.enabled ?? false, ...(brands ? { brands } : {}) };
  });
  em.assign(restaurant, {
    paymentMethods: methods,
    pixEnabled: input.pix.enabled,
    pixKeyType: input.pix.keyType,
    pixKey: input.pix.key,
    pixReceiverName: input.pix.receiverName || null,
    pixReceiverCity: input.pix.receiverCity || null,
    pixRequireConfirmation: input.pix.requireConfirmation,
    // 'Primeiros passos': the first save is what counts as set up (the defaults alone do not).
    paymentSettingsSavedAt: restaurant.paymentSettingsSavedAt ?? now(),
  });
}
