import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  ORDER_STATUSES,
  type createRestaurantInputSchema,
  type OwnRestaurant,
  type Restaurant as RestaurantDto,
  type updateRestaurantInputSchema,
  type WhatsappTemplates,
} from '@direto/contracts';
import { Restaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import type { ObjectStorage } from '../context';
import { conflict, notFound } from '../errors';
import { restaurantRowToDto, toOwnRestaurantDto, type RestaurantRow } from '../mappers/restaurant';
import { applyOpenSwitch } from './opening-hours';
import { loadOwnedRestaurant, RESTAURANT_NOT_FOUND } from './restaurant-ownership';
import { nextFreeSlug } from './slug';
import { acceptUploadedImage } from './uploaded-image';

/** Attempts at a free slug when concurrent creations keep taking the one we picked. */
const SLUG_ATTEMPTS = 5;

export async function findRestaurantBySlug(em: EntityManager, slug: string): Promise<RestaurantDto> {
  // A raw row, not an entity: the public menu page asks for it on every visit.
  const [row] = await em.execute<RestaurantRow[]>('select * from restaurants where shareable_slug = ? limit 1', [slug.toLowerCase()]);
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  return restaurantRowToDto(row, em.getPlatform());
}

/** A restaurant as everyone sees it, by id (the customer's order page asks for its WhatsApp). */
export async function findRestaurantById(em: EntityManager, id: string): Promise<RestaurantDto> {
  const [row] = await em.execute<RestaurantRow[]>('select * from restaurants where id = ? limit 1', [id]);
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
        await tx.execute('select id from users where id = ? for update', [owner.id]);
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
 * Saves the settings form. The slug does not follow a new name: links already shared keep working.
 * description, cuisine, the logo (imageUrl), the cover (coverUrl) and the pending-order alert
 * (pendingAlertMinutes) and WhatsApp's number and messages left out keep their value;
 * '' or null clears them. A new image must be an upload this server completed.
 */
export async function updateRestaurant(
  em: EntityManager,
  objects: ObjectStorage,
  owner: IUser,
  input: z.output<typeof updateRestaurantInputSchema>,
): Promise<OwnRestaurant> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.id);
  restaurant.name = input.name;
  if (input.description !== undefined) restaurant.description = input.description || null;
  if (input.cuisine !== undefined) restaurant.cuisine = input.cuisine || null;
  if (input.imageUrl !== undefined) restaurant.imageUrl = await keptOrAccepted(objects, restaurant.imageUrl, input.imageUrl);
  if (input.coverUrl !== undefined) restaurant.coverUrl = await keptOrAccepted(objects, restaurant.coverUrl, input.coverUrl);
  restaurant.deliveryFee = input.deliveryFee;
  restaurant.deliveryTime = input.deliveryTime;
  applyOpenSwitch(restaurant, input.isOpen);
  if (input.pendingAlertMinutes !== undefined) restaurant.pendingAlertMinutes = input.pendingAlertMinutes;
  if (input.whatsappNumber !== undefined) restaurant.whatsappNumber = input.whatsappNumber;
  if (input.whatsappTemplates) restaurant.whatsappTemplates = rewrittenTemplates(restaurant.whatsappTemplates, input.whatsappTemplates);
  await em.flush();
  return toOwnRestaurantDto(restaurant);
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
