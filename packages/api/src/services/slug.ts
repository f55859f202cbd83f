import type { EntityManager } from '@mikro-orm/postgresql';
import { queries } from '@direto/db';

/** Longest base before a "-N" suffix (the column holds 140). */
const SLUG_BASE_MAX = 100;

/**
 * The URL-safe form of a name: lower-case, accents stripped, anything else becomes a hyphen.
 * 'Cantina da Nonna' → 'cantina-da-nonna'; 'Açaí & Cia.' → 'acai-cia'.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'restaurante';
}

/**
 * The first free slug for a name: the base itself, else base-2, base-3… after the highest taken.
 * Call it inside the transaction that inserts the slug: a transaction-scoped advisory lock on the
 * base makes simultaneous creations with the same name wait for each other instead of picking the
 * same slug. The unique constraint stays the last word (createRestaurant retries on it).
 */
export async function nextFreeSlug(em: EntityManager, name: string): Promise<string> {
  const base = slugify(name);
  const db = queries(em);
  await db.selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(`restaurant-slug:${base}`)])]).as('locked')).execute();
  // base holds only [a-z0-9-], so it is safe inside the regular expression.
  const rows = await db
    .selectFrom('restaurants')
    .where((eb) => eb.or([eb('shareable_slug', '=', base), eb('shareable_slug', '~', `^${base}-[0-9]+$`)]))
    .select('shareable_slug')
    .execute();
  if (!rows.some((row) => row.shareable_slug === base)) return base;
  const highest = rows.reduce((max, row) => {
    const suffix = Number(row.shareable_slug.slice(base.length + 1));
    return Number.isSafeInteger(suffix) && suffix > max ? suffix : max;
  }, 1);
  return `${base}-${highest + 1}`;
}
