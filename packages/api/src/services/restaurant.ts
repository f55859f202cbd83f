import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  ORDER_STATUSES,
  type createRestaurantInputSchema,
  type OwnRestaurant,
  type RestaurantSettingsSection,
  type Restaurant as RestaurantDto,
  type updateRestaurantInputSchema,
  type WhatsappTemplates,
} from '@direto/contracts';
import { queries, Restaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import type { ObjectStorage } from '../context';
import { conflict, notFound } from '../errors';
import { restaurantRowToDto, toOwnRestaurantDto } from '../mappers/restaurant';
import { now } from '../clock';
import { readMenuOffers } from './coupons/menu-offers';
import { applyOpenSwitch } from './opening-hours';
import { restaurantSettingsVersions } from '../mappers/restaurant-settings-versions';
import { lockOwnedRestaurant, RESTAURANT_NOT_FOUND } from './restaurant-ownership';
import { assertSettingsVersion } from './settings-version';
import { nextFreeSlug } from './slug';
import { acceptUploadedImage } from './uploaded-image';

/** Attempts at a free slug when concurrent creations keep taking the one we picked. */
const SLUG_ATTEMPTS = 5;

export async function findRestaurantBySlug(em: EntityManager, slug: string): Promise<RestaurantDto> {
  // A raw row, not an entity: the public menu page asks for it on every visit.
  const row = await queries(em).selectFrom('restaurants').where('shareable_slug', '=', slug.toLowerCase()).selectAll().executeTakeFirst();
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  // The menu's page reads it by slug: with the automatic offers of its banner (issue 31).
  return { ...restaurantRowToDto(row, em.getPlatform()), offers: await readMenuOffers(em, row.id, now()) };
}

/** A restaurant as everyone sees it, by id (the customer's order page asks for its WhatsApp). */
export async function findRestaurantById(em: EntityManager, id: string): Promise<RestaurantDto> {
  const row = await queries(em).selectFrom('restaurants').where('id', '=', id).selectAll().executeTakeFirst();
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  return restaurantRowToDto(row, em.getPlatform());
}

/** The owner's restaurants as a list (the spec's shape); an owner has at most one. */
export async function listOwnRestaurants(em: EntityManager, owner: IUser): Promise<OwnRestaurant[]> {
  const restaurants = await em.find(Restaurant, { owner: owner.id }, { orderBy: { createdAt: 'asc' } });
  return restaurants.map(toOwnRestaurantDto);
}

/**
 * Creates the owner's restaurant with a unique slug from its name. One restaurant per owner:
 * the owner's row is locked while checking, so two simultaneous requests cannot both pass.
 */
export async function createRestaurant(
  em: EntityManager,
  owner: IUser,
  input: z.output<typeof createRestaurantInputSchema>,
): Promise<OwnRestaurant> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.transactional(async (tx) => {
        await queries(tx).selectFrom('users').where('id', '=', owner.id).select('id').forUpdate().execute();
        if ((await tx.count(Restaurant, { owner: owner.id })) > 0) throw conflict('Você já tem um restaurante cadastrado.');
        const restaurant = tx.create(Restaurant, {
          owner: owner.id,
          name: input.name,
          description: input.description || null,
          cuisine: input.cuisine || null,
          shareableSlug: await nextFreeSlug(tx, input.name),
        });
        await tx.flush();
        return toOwnRestaurantDto(restaurant);
      });
    } catch (error) {
      if (attempt < SLUG_ATTEMPTS && isSlugTaken(error)) continue;
      throw error;
    }
  }
}

function isSlugTaken(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && error.message.includes('restaurants_shareable_slug_unique');
}

/**
 * Saves settings. The slug does not follow a new name: links already shared keep working.
 * Every field left out keeps its value (each settings form sends only its own; a spec client
 * sends the spec's fields); '' or null clears description, cuisine and the images. A new image
 * must be an upload this server completed. `expectedVersions` (the versions the forms were
 * loaded with) refuses a save over changes made meanwhile: 409, nothing saved.
 */
export async function updateRestaurant(
  em: EntityManager,
  objects: ObjectStorage,
  owner: IUser,
  input: z.output<typeof updateRestaurantInputSchema>,
): Promise<OwnRestaurant> {
  return em.transactional(async (tx) => {
    const restaurant = await lockOwnedRestaurant(tx, owner, input.id);
    const current = restaurantSettingsVersions(restaurant);
    for (const [section, expected] of Object.entries(input.expectedVersions ?? {}) as [RestaurantSettingsSection, string | undefined][]) {
      assertSettingsVersion(expected, current[section]);
    }
    if (input.name !== undefined) restaurant.name = input.name;
    if (input.description !== undefined) restaurant.description = input.description || null;
    if (input.cuisine !== undefined) restaurant.cuisine = input.cuisine || null;
    if (input.imageUrl !== undefined) restaurant.imageUrl = await keptOrAccepted(objects, restaurant.imageUrl, input.imageUrl);
    if (input.coverUrl !== undefined) restaurant.coverUrl = await keptOrAccepted(objects, restaurant.coverUrl, input.coverUrl);
    if (input.deliveryFee !== undefined) restaurant.deliveryFee = input.deliveryFee;
    if (input.deliveryTime !== undefined) restaurant.deliveryTime = input.deliveryTime;
    if (input.isOpen !== undefined) applyOpenSwitch(restaurant, input.isOpen);
    if (input.pendingAlertMinutes !== undefined) restaurant.pendingAlertMinutes = input.pendingAlertMinutes;
    if (input.whatsappNumber !== undefined) restaurant.whatsappNumber = input.whatsappNumber;
    if (input.whatsappTemplates) restaurant.whatsappTemplates = rewrittenTemplates(restaurant.whatsappTemplates, input.whatsappTemplates);
    await tx.flush();
    return toOwnRestaurantDto(restaurant);
  });
}

/**
 * The messages to keep after an edit: only those that differ from the default, so a message the
 * owner never rewrote follows a better default later.
 */
function rewrittenTemplates(current: Partial<WhatsappTemplates>, edits: Partial<WhatsappTemplates>): Partial<WhatsappTemplates> {
  const merged = { ...current, ...edits };
  return Object.fromEntries(ORDER_STATUSES.flatMap((status) => {
    const template = merged[status];
    return template !== undefined && template !== DEFAULT_WHATSAPP_TEMPLATES[status] ? [[status, template]] : [];
  }));
}

/** The image to store: the current one unchanged, none, or a completed upload. */
async function keptOrAccepted(objects: ObjectStorage, current: string | null | undefined, next: string | null): Promise<string | null> {
  const wanted = next || null;
  return wanted === (current ?? null) ? wanted : acceptUploadedImage(objects, wanted);
}
