import type { EntityManager } from '@mikro-orm/postgresql';
import type { OpeningHours, OwnRestaurant, Slot, pauseRestaurantInputSchema, updateOpeningHoursInputSchema } from '@direto/contracts';
import { Restaurant, type IRestaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import { now } from '../clock';
import { notFound } from '../errors';
import { openFields, scheduleOf, toOpeningHoursDto } from '../mappers/opening-hours';
import { toOwnRestaurantDto } from '../mappers/restaurant';
import { availableSlots } from './opening-state';
import { loadOwnedRestaurant, RESTAURANT_NOT_FOUND } from './restaurant-ownership';
import { saveSettingsForm } from './settings-form-save';

async function findRestaurant(em: EntityManager, id: string): Promise<IRestaurant> {
  const restaurant = await em.findOne(Restaurant, id);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  return restaurant;
}

/** Public, like the menu: customers see when the restaurant opens. */
export async function getOpeningHours(em: EntityManager, restaurantId: string): Promise<OpeningHours> {
  return toOpeningHoursDto(await findRestaurant(em, restaurantId));
}

/**
 * Replaces the whole schedule; the next read (and the next order) follows it at once. With
 * `expectedVersion`, only if the schedule is still as the form loaded it (else 409).
 */
export async function updateOpeningHours(em: EntityManager, owner: IUser, input: z.output<typeof updateOpeningHoursInputSchema>): Promise<OpeningHours> {
  return saveSettingsForm(em, owner, input.id, input.expectedVersion, {
    of: toOpeningHoursDto,
    save: (_, restaurant) => saveOpeningHours(restaurant, input),
  });
}

function saveOpeningHours(restaurant: IRestaurant, input: z.output<typeof updateOpeningHoursInputSchema>): void {
  restaurant.timezone = input.timezone;
  restaurant.weeklyHours = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));
  restaurant.openingExceptions = [...input.exceptions]
    .map((exception) => ({ date: exception.date, closed: exception.closed, intervals: exception.closed ? [] : exception.intervals }))
    .sort((a, b) => a.date.localeCompare(b.date));
  restaurant.schedulingEnabled = input.scheduling.enabled;
  restaurant.slotMinutes = input.scheduling.slotMinutes;
  restaurant.leadMinutes = input.scheduling.leadMinutes;
  restaurant.maxDaysAhead = input.scheduling.maxDaysAhead;
  restaurant.scheduledAlertMinutes = input.scheduling.alertMinutes;
}

/** 'Pausar pedidos': for 15, 30 or 60 minutes (ends by itself) or, with null, until reopened. */
export async function pauseRestaurant(em: EntityManager, owner: IUser, input: z.output<typeof pauseRestaurantInputSchema>): Promise<OwnRestaurant> {
  const restaurant = await loadOwnedRestaurant(em, owner, input.id);
  if (input.minutes === null) {
    restaurant.isOpen = false;
    restaurant.pausedUntil = null;
  } else {
    restaurant.isOpen = true;
    restaurant.pausedUntil = new Date(now().getTime() + input.minutes * 60_000);
  }
  restaurant.pauseReason = input.reason || null;
  await em.flush();
  return toOwnRestaurantDto(restaurant);
}

/** Reopens now: ends any pause (the schedule still decides whether it is open). */
export async function resumeRestaurant(em: EntityManager, owner: IUser, restaurantId: string): Promise<OwnRestaurant> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  clearPause(restaurant);
  await em.flush();
  return toOwnRestaurantDto(restaurant);
}

/** Ends any pause (the owner's 'Reabrir', the POS's AVAILABLE). */
export function clearPause(restaurant: IRestaurant): void {
  restaurant.isOpen = true;
  restaurant.pausedUntil = null;
  restaurant.pauseReason = null;
}

/**
 * The spec's switch in PUT /api/restaurants/{id}. Clients send back the isOpen they read, which
 * is now computed: sending the state as it is changes nothing (a restaurant closed by its
 * schedule is not paused by saving its settings); turning it off pauses until reopened, turning
 * it on ends a pause.
 */
export function applyOpenSwitch(restaurant: IRestaurant, isOpen: boolean): void {
  if (isOpen === openFields(restaurant).isOpen) return;
  if (isOpen) clearPause(restaurant);
  else restaurant.isOpen = false;
}

/** GET /api/restaurants/{id}/slots: the day's slots customers may schedule (empty when scheduling is off). */
export async function listSlots(em: EntityManager, restaurantId: string, date: string): Promise<Slot[]> {
  return availableSlots(scheduleOf(await findRestaurant(em, restaurantId)), date, now());
}
