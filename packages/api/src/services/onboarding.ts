import type { EntityManager } from '@mikro-orm/postgresql';
import { ONBOARDING_MIN_PRODUCTS, ONBOARDING_STEP_HREFS, ONBOARDING_STEP_KEYS, toCents, type Onboarding, type OnboardingStepKey } from '@direto/contracts';
import { queries, type IRestaurant, type IUser } from '@direto/db';
import { now } from '../clock';
import { loadOwnedRestaurant } from './restaurant-ownership';

/** What the checklist reads besides the restaurant's own row. */
interface MenuAndOrders {
  products: number;
  activeAreas: number;
  hasOrder: boolean;
}

/**
 * 'Primeiros passos' (issue 35): each step ticked from the restaurant's real state, never from a
 * box the owner ticks. See docs/first-steps.md for what makes each one done.
 */
export async function getOnboarding(em: EntityManager, owner: IUser, restaurantId: string): Promise<Onboarding> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const done = stepsDone(restaurant, await readMenuAndOrders(em, restaurantId));
  const steps = ONBOARDING_STEP_KEYS.map((key) => ({ key, done: done[key], href: ONBOARDING_STEP_HREFS[key] }));
  return { steps, complete: steps.every((step) => step.done), dismissed: restaurant.onboardingDismissedAt !== null };
}

function stepsDone(restaurant: IRestaurant, counts: MenuAndOrders): Record<OnboardingStepKey, boolean> {
  return {
    branding: Boolean(restaurant.imageUrl && restaurant.coverUrl),
    address: restaurant.address !== null,
    hours: restaurant.weeklyHours.length > 0,
    // Configurações › Entrega saved once, or a delivery area, a flat fee or pickup set anyway (REST clients).
    delivery: restaurant.deliverySettingsSavedAt !== null || counts.activeAreas > 0 || toCents(restaurant.deliveryFee) > 0 || restaurant.offersPickup,
    // The defaults (cash and cards on delivery) are there from the start: only a save counts.
    payment: restaurant.paymentSettingsSavedAt !== null,
    products: counts.products >= ONBOARDING_MIN_PRODUCTS,
    guest_orders: restaurant.guestOrders,
    share: restaurant.linkSharedAt !== null,
    test_order: counts.hasOrder,
  };
}

async function readMenuAndOrders(em: EntityManager, restaurantId: string): Promise<MenuAndOrders> {
  const row = await queries(em)
    .selectNoFrom((eb) => [
      eb.selectFrom('products').where('restaurant_id', '=', restaurantId).select((count) => count.fn.countAll<string>().as('n')).as('products'),
      eb
        .selectFrom('delivery_areas')
        .where('restaurant_id', '=', restaurantId)
        .where('is_active', '=', true)
        .select((count) => count.fn.countAll<string>().as('n'))
        .as('active_areas'),
      eb.exists(eb.selectFrom('orders').where('restaurant_id', '=', restaurantId).select('id')).as('has_order'),
    ])
    .executeTakeFirstOrThrow();
  return { products: Number(row.products ?? 0), activeAreas: Number(row.active_areas ?? 0), hasOrder: Boolean(row.has_order) };
}

/** The owner copied the link or opened the QR poster: the first time is kept (later ones change nothing). */
export async function recordLinkShared(em: EntityManager, owner: IUser, restaurantId: string): Promise<Onboarding> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  // Written once: every later copy leaves the row (and the public menu's cache) alone.
  if (restaurant.linkSharedAt === null) {
    restaurant.linkSharedAt = now();
    await em.flush();
  }
  return getOnboarding(em, owner, restaurantId);
}

/** 'Dispensar': the dashboard stops showing the checklist for this restaurant (the steps still answer). */
export async function dismissOnboarding(em: EntityManager, owner: IUser, restaurantId: string): Promise<Onboarding> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  if (restaurant.onboardingDismissedAt === null) {
    restaurant.onboardingDismissedAt = now();
    await em.flush();
  }
  return getOnboarding(em, owner, restaurantId);
}
