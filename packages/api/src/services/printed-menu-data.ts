import type { EntityManager } from '@mikro-orm/postgresql';
import type { WeeklyInterval } from '@direto/contracts';
import { queries } from '@direto/db';
import { notFound } from '../errors';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';

/** What the printed menu shows: the restaurant and its available products by category. */
export interface PrintedMenuData {
  name: string;
  description: string | null;
  /** The logo's /objects/<id> path, or null. */
  imageUrl: string | null;
  shareableSlug: string;
  weeklyHours: WeeklyInterval[];
  sections: { category: string; products: { name: string; description: string | null; price: string }[] }[];
}

/** Products without a category are printed last, under this heading (as the menu page shows them). */
const UNCATEGORISED = 'Outros';

/** The restaurant (404 when there is none) and its available products, in the menu's order: categories by position, products by creation. */
export async function readPrintedMenu(em: EntityManager, restaurantId: string): Promise<PrintedMenuData> {
  const restaurant = await queries(em)
    .selectFrom('restaurants')
    .where('id', '=', restaurantId)
    .select(['name', 'description', 'image_url', 'shareable_slug', 'weekly_hours'])
    .executeTakeFirst();
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  const products = await queries(em)
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .where('products.restaurant_id', '=', restaurantId)
    .where('products.is_available', '=', true)
    .select(['products.name', 'products.description', 'products.price', 'categories.id as category_id', 'categories.name as category_name'])
    .orderBy('categories.sort_order', (order) => order.asc().nullsLast())
    .orderBy('categories.id')
    .orderBy('products.created_at', 'asc')
    .orderBy('products.id', 'asc')
    .execute();
  const sections: PrintedMenuData['sections'] = [];
  let lastCategory: string | null | undefined;
  for (const product of products) {
    if (sections.length === 0 || product.category_id !== lastCategory) {
      sections.push({ category: product.category_name ?? UNCATEGORISED, products: [] });
      lastCategory = product.category_id;
    }
    sections.at(-1)?.products.push({ name: product.name, description: product.description, price: product.price });
  }
  return {
    name: restaurant.name,
    description: restaurant.description,
    imageUrl: restaurant.image_url,
    shareableSlug: restaurant.shareable_slug,
    weeklyHours: restaurant.weekly_hours as WeeklyInterval[],
    sections,
  };
}
