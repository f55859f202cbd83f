import type { EntityManager } from '@mikro-orm/postgresql';
import type { Address } from '@direto/contracts';
import { queries } from '@direto/db';
import { now } from '../../clock';

/**
 * The delivery address's coordinates, which Open Delivery's Order requires (docs/open-delivery-webhook.md
 * "Coordinates"). The order INSERT stores only what the customer's device sent; the rest is found
 * here on the first read of the Order (GET /v1/orders/{orderId}), never on the order path, and
 * stored on the order: the address through the geocoder, else the centre of its city
 * ('localização aproximada').
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** 'address' and 'device' are the address's own point; 'city' is its city's centre. */
type LocationSource = 'device' | 'address' | 'city';

const GEOCODE_TIMEOUT_MS = 3000;
const QUERY_MAX = 300;

/**
 * Read at call time, like CEP_LOOKUP_URL, so that the server's environment (and a test's stub)
 * decides. A Nominatim-compatible search: `{query}` is replaced by the text, or `q` is added.
 */
function searchUrl(query: string): string | null {
  const base = process.env.GEOCODE_URL;
  if (!base) return null;
  if (base.includes('{query}')) return base.replace('{query}', encodeURIComponent(query));
  const url = new URL(base);
  url.searchParams.set('q', query);
  if (!url.searchParams.has('format')) url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  return url.toString();
}

/** Nominatim's answer: a list of places, the best first, with coordinates as text. */
type SearchAnswer = { lat?: string | number; lon?: string | number }[];

async function askGeocoder(url: string): Promise<Coordinates | null> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS),
      // Nominatim's usage policy asks for an identifying User-Agent.
      headers: { accept: 'application/json', 'user-agent': 'Direto (pedidos diretos; Open Delivery)' },
    });
    if (!response.ok) return null;
    const places = (await response.json()) as SearchAnswer;
    const first = Array.isArray(places) ? places[0] : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  } catch {
    return null;
  }
}

/** One search text's point, from the cache or the geocoder (found ones are cached; misses are asked again later). */
async function geocode(em: EntityManager, text: string): Promise<Coordinates | null> {
  const query = text.trim().slice(0, QUERY_MAX);
  const url = searchUrl(query);
  if (!url || !query) return null;
  const db = queries(em);
  const cached = await db.selectFrom('geocode_cache').select(['latitude', 'longitude']).where('query', '=', query).executeTakeFirst();
  if (cached) return { latitude: Number(cached.latitude), longitude: Number(cached.longitude) };
  const found = await askGeocoder(url);
  if (found) {
    await db
      .insertInto('geocode_cache')
      .values({ query, latitude: found.latitude, longitude: found.longitude, fetched_at: now() })
      .onConflict((conflict) => conflict.column('query').doNothing())
      .execute();
  }
  return found;
}

const addressQuery = (address: Address) =>
  [`${address.street}${address.number && address.number.toUpperCase() !== 'S/N' ? ` ${address.number}` : ''}`, address.district, address.city, address.state, address.cep, 'Brasil'].filter(Boolean).join(', ');
const cityQuery = (address: Pick<Address, 'city' | 'state'>) => `${address.city}, ${address.state}, Brasil`;

/** The address's point, else its city's centre; null when the geocoder is off or knows neither. */
async function locateAddress(em: EntityManager, address: Address): Promise<{ coordinates: Coordinates; source: LocationSource } | null> {
  const exact = await geocode(em, addressQuery(address));
  if (exact) return { coordinates: exact, source: 'address' };
  const city = await geocode(em, cityQuery(address));
  return city ? { coordinates: city, source: 'city' } : null;
}

/** The order's row as far as its location goes. */
export interface LocatableOrder {
  id: string;
  order_type: string;
  address: Address | null;
  /** double precision: numbers, typed loosely by the query layer. */
  address_latitude: number | string | null;
  address_longitude: number | string | null;
  address_location: LocationSource | null;
}

/**
 * A delivery order's coordinates and whether they are only approximate (the city's centre): the
 * stored ones, or found now and stored (only while none are stored: a concurrent read that stored
 * first wins). Null for pickup and table orders, and when nothing could locate the address.
 */
export async function locateOrder(em: EntityManager, order: LocatableOrder): Promise<{ coordinates: Coordinates; approximate: boolean } | null> {
  if (order.address_latitude !== null && order.address_longitude !== null) {
    return { coordinates: { latitude: Number(order.address_latitude), longitude: Number(order.address_longitude) }, approximate: order.address_location === 'city' };
  }
  if (order.order_type !== 'delivery' || !order.address) return null;
  const located = await locateAddress(em, order.address);
  if (!located) return null;
  await queries(em)
    .updateTable('orders')
    .set({ address_latitude: located.coordinates.latitude, address_longitude: located.coordinates.longitude, address_location: located.source })
    .where('id', '=', order.id)
    .where('address_latitude', 'is', null)
    .execute();
  return { coordinates: located.coordinates, approximate: located.source === 'city' };
}
