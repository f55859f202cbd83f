/**
 * The baseline: a bare Fastify server answering the menu read with the same SQL the app runs
 * (and placing a guest order with the same writes, baseline-guest-order.ts),
 * through `pg` directly: no ORM, no tRPC, no validation, no session. Same paths and JSON shape as
 * the app, so the request and response bytes match. Run as its own process by the bench.
 *
 * Env: DATABASE_URL, PORT, POOL_MAX.
 */
import Fastify from 'fastify';
import pg from 'pg';
// The app's own row mapper (pure code: money, delivery, payment methods and the open state
// computed at request time), so the baseline answers the same JSON without ORM, tRPC or validation.
import type { TableRow } from '@direto/db';
import { restaurantRowToDto } from '../../packages/api/src/mappers/restaurant';
import { registerBaselineGuestOrder } from './baseline-guest-order';

/** pg reads timestamps as Dates, which the mapper takes as well as the app's text. */
type RestaurantRow = TableRow<'restaurants'>;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const app = Fastify({ logger: false });


interface ProductRow {
  id: string;
  restaurant_id: string;
  category_id: string | null;
  name: string;
  description: string | null;
  price: string;
  image_url: string | null;
  prep_time: number;
  is_available: boolean;
  tags: string[];
  external_code: string | null;
  created_at: Date;
  updated_at: Date;
}

// The statements MikroORM sends for findRestaurantBySlug and listRestaurantProducts.
const RESTAURANT_BY_SLUG = 'select * from restaurants where shareable_slug = $1 limit 1';
const RESTAURANT_EXISTS = 'select count(*) as count from restaurants as r0 where r0.id = $1';
const PRODUCTS_OF_RESTAURANT = `select p0.* from products as p0 left join categories as c1 on p0.category_id = c1.id
  where p0.restaurant_id = $1 order by c1.sort_order asc nulls last, p0.created_at asc, p0.id asc`;

// The statement the app sends for the banner's automatic offers (packages/api/src/services/coupons/menu-offers.ts).
const MENU_OFFERS = `select title, description from coupons
  where restaurant_id = $1 and active = true and code is null and restaurant_customer_id is null
    and (starts_at is null or starts_at <= $2) and (ends_at is null or ends_at > $2)
    and (total_limit is null or uses < total_limit)
  order by created_at, id`;

// The statement the app sends for the menu's option groups (packages/api/src/services/menu-option-groups.ts).
const LINKED_GROUPS_OF_RESTAURANT = `select g.id, g.name, g.min, g.max, g.pricing, g.kind, r.multi_flavour_pricing,
  (select json_agg(json_build_object('product', l.product_id, 'order', l.sort_order)) from product_option_groups l where l.group_id = g.id) as links,
  (select json_agg(json_build_object('id', o.id, 'name', o.name, 'description', o.description, 'price', o.price::text,
      'maxQuantity', o.max_quantity, 'isAvailable', o.is_available, 'flavours', o.flavours, 'sizePrices', o.size_prices)
    order by o.sort_order, o.id) from group_options o where o.group_id = g.id) as options
  from option_groups g join restaurants r on r.id = g.restaurant_id
  where g.restaurant_id = $1 and exists (select 1 from product_option_groups l where l.group_id = g.id)`;

interface GroupRow {
  id: string;
  name: string;
  min: number;
  max: number;
  pricing: string;
  kind: string;
  multi_flavour_pricing: string;
  links: { product: string; order: number }[] | null;
  options: { id: string; name: string; description: string | null; price: string; maxQuantity: number; isAvailable: boolean; flavours: number | null; sizePrices: Record<string, string> | null }[] | null;
}

/** Each product's groups in its order, in the app's JSON shape (two-decimal prices, a flavour group priced by the restaurant's rule). */
async function optionGroupsOf(restaurantId: string) {
  const { rows } = await pool.query<GroupRow>(LINKED_GROUPS_OF_RESTAURANT, [restaurantId]);
  // price::text of a numeric(10,2) already has its two decimals.
  const money = (value: string) => value;
  const byProduct = new Map<string, { order: number; group: unknown; id: string }[]>();
  for (const row of rows) {
    const group = {
      id: row.id,
      name: row.name,
      min: row.min,
      max: row.max,
      pricing: row.kind === 'flavour' ? (row.multi_flavour_pricing === 'highest' ? 'max' : 'avg') : row.pricing,
      kind: row.kind,
      options: (row.options ?? []).map((option) => ({
        id: option.id,
        name: option.name,
        description: option.description,
        price: money(option.price),
        maxQuantity: option.maxQuantity,
        isAvailable: option.isAvailable,
        ...(option.flavours === null ? {} : { flavours: option.flavours }),
        ...(option.sizePrices ? { sizePrices: Object.fromEntries(Object.entries(option.sizePrices).map(([id, price]) => [id, money(price)])) } : {}),
      })),
    };
    for (const link of row.links ?? []) {
      const list = byProduct.get(link.product) ?? [];
      list.push({ order: link.order, group, id: row.id });
      byProduct.set(link.product, list);
    }
  }
  return new Map([...byProduct].map(([productId, list]) => [productId, list.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1)).map((entry) => entry.group)]));
}

/** `pg` already returns timestamps as Date, so the mapper never needs the ORM's platform to parse them. */
const NO_PLATFORM = {} as Parameters<typeof restaurantRowToDto>[1];

/** The restaurant's output fields in the order of its output schema, as the app's answer has them. */
function restaurantDto(row: RestaurantRow) {
  return restaurantRowToDto(row, NO_PLATFORM);
}

function productDto(row: ProductRow) {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.image_url,
    prepTime: row.prep_time,
    isAvailable: row.is_available,
    tags: row.tags,
    // The code the POS knows the product by (Open Delivery), as the app's mapper answers it.
    externalCode: row.external_code ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function restaurantBySlug(slug: string) {
  const { rows } = await pool.query<RestaurantRow>(RESTAURANT_BY_SLUG, [slug.toLowerCase()]);
  if (!rows[0]) return null;
  // The menu's page reads it by slug with its banner's automatic offers (issue 31), as the app does.
  const offers = await pool.query<{ title: string; description: string | null }>(MENU_OFFERS, [rows[0].id, new Date().toISOString()]);
  return { ...restaurantDto(rows[0]), offers: offers.rows };
}

async function productsOf(restaurantId: string) {
  const exists = await pool.query<{ count: string }>(RESTAURANT_EXISTS, [restaurantId]);
  if (exists.rows[0]?.count === '0') return null;
  const { rows } = await pool.query<ProductRow>(PRODUCTS_OF_RESTAURANT, [restaurantId]);
  if (rows.length === 0) return [];
  const groups = await optionGroupsOf(restaurantId);
  return rows.map((row) => ({ ...productDto(row), optionGroups: groups.get(row.id) ?? [] }));
}

app.get('/healthz', async () => ({ status: 'ok' }));

app.get<{ Params: { slug: string } }>('/api/restaurants/slug/:slug', async (request, reply) => {
  const restaurant = await restaurantBySlug(request.params.slug);
  return restaurant ?? reply.status(404).send({ message: 'Restaurante não encontrado' });
});

app.get<{ Params: { id: string } }>('/api/restaurants/:id/products', async (request, reply) => {
  const products = await productsOf(request.params.id);
  return products ?? reply.status(404).send({ message: 'Restaurante não encontrado' });
});

/** Both reads in one request: what a batched tRPC call of bySlug + listByRestaurant does. */
app.get<{ Params: { slug: string } }>('/baseline/menu/:slug', async (request, reply) => {
  const restaurant = await restaurantBySlug(request.params.slug);
  if (!restaurant) return reply.status(404).send({ message: 'Restaurante não encontrado' });
  return { restaurant, products: await productsOf(restaurant.id) };
});

// The order path with everything on, bare (issue 37): see baseline-guest-order.ts.
registerBaselineGuestOrder(app, pool);

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
