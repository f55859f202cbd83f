import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryArea as DeliveryAreaDto, deliveryAreaInputSchema } from '@direto/contracts';
import { DeliveryArea, queries, Restaurant, type IDeliveryArea, type IUser } from '@direto/db';
import type { z } from 'zod';
import { conflict, notFound } from '../errors';
import { toDeliveryAreaDto } from '../mappers/delivery';
import { placeKey } from './place-key';
import { assertOwns, loadOwnedRestaurant } from './restaurant-ownership';

type AreaInput = z.output<typeof deliveryAreaInputSchema>;

const AREA_NOT_FOUND = 'Bairro de entrega não encontrado';
const duplicateMessage = (area: { district: string; city: string }) => `${area.district} (${area.city}) já está na lista de bairros.`;

function areaColumns(input: AreaInput) {
  return {
    district: input.district,
    city: input.city,
    districtKey: placeKey(input.district),
    cityKey: placeKey(input.city),
    fee: input.fee,
    minTime: input.minTime,
    maxTime: input.maxTime,
    minOrder: input.minOrder ?? null,
    isActive: input.isActive ?? true,
  };
}

/** The restaurant's bairros, by city then bairro. */
export async function listDeliveryAreas(em: EntityManager, owner: IUser, restaurantId: string): Promise<DeliveryAreaDto[]> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const areas = await em.find(DeliveryArea, { restaurant: restaurantId }, { orderBy: { cityKey: 'asc', districtKey: 'asc' } });
  return areas.map(toDeliveryAreaDto);
}

/**
 * Keeps the restaurant's deliveryFeeFrom (lowest active fee, null without active areas) in step
 * with its areas, in the same transaction as the change: the public menu reads it with the restaurant.
 */
async function refreshFeeFrom(tx: EntityManager, restaurantId: string): Promise<void> {
  await queries(tx)
    .updateTable('restaurants')
    .set((eb) => ({
      delivery_fee_from: eb
        .selectFrom('delivery_areas')
        .where('delivery_areas.restaurant_id', '=', restaurantId)
        .where((eb) => eb.ref('delivery_areas.is_active'))
        .select((eb) => eb.fn.min('delivery_areas.fee').as('fee')),
    }))
    .where('id', '=', restaurantId)
    .execute();
}

/** Runs a change of areas in one transaction; a second area with the same normalised bairro and city is 409. */
async function changeAreas<T>(em: EntityManager, restaurantId: string, duplicate: string, change: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(async (tx) => {
      const result = await change(tx);
      await tx.flush();
      await refreshFeeFrom(tx, restaurantId);
      return result;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(duplicate);
    throw error;
  }
}

export async function createDeliveryArea(em: EntityManager, owner: IUser, restaurantId: string, input: AreaInput): Promise<DeliveryAreaDto> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const area = await changeAreas(em, restaurantId, duplicateMessage(input), async (tx) =>
    tx.create(DeliveryArea, { restaurant: tx.getReference(Restaurant, restaurant.id), ...areaColumns(input) }),
  );
  return toDeliveryAreaDto(area);
}

async function loadOwnedArea(em: EntityManager, owner: IUser, areaId: string): Promise<IDeliveryArea> {
  const area = await em.findOne(DeliveryArea, areaId, { populate: ['restaurant'] });
  if (!area) throw notFound(AREA_NOT_FOUND);
  assertOwns(owner, area.restaurant);
  return area;
}

export async function updateDeliveryArea(em: EntityManager, owner: IUser, areaId: string, input: AreaInput): Promise<DeliveryAreaDto> {
  const area = await loadOwnedArea(em, owner, areaId);
  const updated = await changeAreas(em, area.restaurant.id, duplicateMessage(input), async (tx) => {
    const managed = await tx.findOneOrFail(DeliveryArea, area.id);
    tx.assign(managed, areaColumns(input));
    return managed;
  });
  return toDeliveryAreaDto(updated);
}

export async function deleteDeliveryArea(em: EntityManager, owner: IUser, areaId: string): Promise<{ id: string }> {
  const area = await loadOwnedArea(em, owner, areaId);
  await changeAreas(em, area.restaurant.id, '', async (tx) => {
    await tx.nativeDelete(DeliveryArea, { id: area.id });
  });
  return { id: area.id };
}

/**
 * Replaces every area of the restaurant (the bulk import), atomically: on any error nothing
 * changes. Duplicates inside the list are refused (409) naming the line.
 */
export async function replaceDeliveryAreas(em: EntityManager, owner: IUser, restaurantId: string, inputs: AreaInput[]): Promise<DeliveryAreaDto[]> {
  await loadOwnedRestaurant(em, owner, restaurantId);
  const seen = new Map<string, number>();
  inputs.forEach((input, index) => {
    const key = `${placeKey(input.district)}|${placeKey(input.city)}`;
    const first = seen.get(key);
    if (first !== undefined) throw conflict(`Linha ${index + 1}: ${duplicateMessage(input)} (linha ${first + 1})`);
    seen.set(key, index);
  });
  await changeAreas(em, restaurantId, 'Há bairros repetidos na lista.', async (tx) => {
    await tx.nativeDelete(DeliveryArea, { restaurant: restaurantId });
    for (const input of inputs) tx.create(DeliveryArea, { restaurant: tx.getReference(Restaurant, restaurantId), ...areaColumns(input) });
  });
  return listDeliveryAreas(em, owner, restaurantId);
}

/** The active area of a bairro and city (accents and case ignored), or null. */
export async function findDeliveryArea(em: EntityManager, restaurantId: string, district: string, city: string): Promise<IDeliveryArea | null> {
  return em.findOne(DeliveryArea, { restaurant: restaurantId, districtKey: placeKey(district), cityKey: placeKey(city), isActive: true });
}
