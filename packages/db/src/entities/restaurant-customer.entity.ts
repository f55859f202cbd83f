import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { Restaurant } from './restaurant.entity';
import { User } from './user.entity';

/**
 * Issue 30: the restaurant's own customer, one per (restaurant, phone). Guest orders and orders of
 * an account with the same phone (its profile's) point here, so the owner sees one person. Order
 * figures (first order, count, total spent, last bairro) are read from the orders themselves;
 * only the last order's time is kept here (issue 37), by a trigger on orders, for the list's index.
 */
export const RestaurantCustomer = defineEntity({
  name: 'RestaurantCustomer',
  tableName: 'restaurant_customers',
  uniques: [{ name: 'restaurant_customers_restaurant_phone_unique', properties: ['restaurant', 'phone'] }],
  indexes: [
    {
      // Owner › Clientes' first page: most recent order first, else when the record was made.
      name: 'restaurant_customers_list_index',
      expression: `create index "restaurant_customers_list_index" on "restaurant_customers" ("restaurant_id", coalesce("last_order_at", "created_at") desc, "id" desc)`,
    },
    {
      // The list filtered by inactivity ('sem pedir há ≥ N dias', Em risco, Inativo).
      name: 'restaurant_customers_last_order_index',
      expression: `create index "restaurant_customers_last_order_index" on "restaurant_customers" ("restaurant_id", "last_order_at" desc, "id" desc)`,
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    restaurant: () => p.manyToOne(Restaurant).deleteRule('cascade'),
    /** E.164 ('+5511912345678'). */
    phone: p.string().length(20),
    name: p.string().length(201),
    /** The account with this phone in its profile, once known. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null').index('restaurant_customers_user_id_index'),
    /** 'Quero receber ofertas … pelo WhatsApp': given or withdrawn, when, and where ('checkout', 'import', …). */
    marketingConsent: p.boolean().default(false),
    marketingConsentAt: p.datetime().nullable(),
    marketingConsentSource: p.string().length(40).nullable(),
    notes: p.text().nullable(),
    /** The owner's own tags (the automatic Novo/Frequente/Em risco/Inativo are computed, not stored). */
    tags: p.json<string[]>().defaultRaw(`'[]'`),
    /** New orders from this phone are refused with a neutral message. */
    blocked: p.boolean().default(false),
    /** The bairro a list import gave; the last order's bairro wins once there is one. */
    district: p.string().length(120).nullable(),
    /**
     * The latest non-cancelled order's time (null: never ordered). Written only by the orders'
     * trigger (migration customer_last_order), never by the app.
     */
    lastOrderAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IRestaurantCustomer = InferEntity<typeof RestaurantCustomer>;
