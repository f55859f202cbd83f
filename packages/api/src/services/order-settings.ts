import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderSettings } from '@direto/contracts';
import type { IRestaurant, IUser } from '@direto/db';
import { loadOwnedRestaurant, lockOwnedRestaurant } from './restaurant-ownership';
import { assertSettingsVersion, settingsVersion } from './settings-version';

/**
 * Configurações › Pedidos (issue 30): 'Aceitar pedidos sem cadastro' and (issue 33) 'Taxa de
 * serviço (%)'; › Equipe (issue 32): 'Equipe pode operar o caixa'.
 */
function toOrderSettingsDto(restaurant: IRestaurant): OrderSettings {
  const fields = {
    guestOrders: restaurant.guestOrders,
    staffCanOperateCash: restaurant.staffCanOperateCash,
    serviceChargePercent: Number(restaurant.serviceChargePercent).toFixed(2),
  };
  return { ...fields, version: settingsVersion(fields) };
}

export async function getOrderSettings(em: EntityManager, owner: IUser, restaurantId: string): Promise<OrderSettings> {
  return toOrderSettingsDto(await loadOwnedRestaurant(em, owner, restaurantId));
}

/** Saves the form; with `expectedVersion`, only if the settings are still as the form loaded them (else 409). */
export async function updateOrderSettings(
  em: EntityManager,
  owner: IUser,
  restaurantId: string,
  input: { guestOrders?: boolean; staffCanOperateCash?: boolean; serviceChargePercent?: string; expectedVersion?: string },
): Promise<OrderSettings> {
  return em.transactional(async (tx) => {
    const restaurant = await lockOwnedRestaurant(tx, owner, restaurantId);
    assertSettingsVersion(input.expectedVersion, toOrderSettingsDto(restaurant).version);
    // A field left out keeps its value (a client written before issue 32 or 33 sends only the fields it knows).
    if (input.guestOrders !== undefined) restaurant.guestOrders = input.guestOrders;
    if (input.staffCanOperateCash !== undefined) restaurant.staffCanOperateCash = input.staffCanOperateCash;
    // Issue 33: contas opened from now on take it; an open conta keeps the percentage it opened with.
    if (input.serviceChargePercent !== undefined) restaurant.serviceChargePercent = input.serviceChargePercent;
    await tx.flush();
    return toOrderSettingsDto(restaurant);
  });
}
