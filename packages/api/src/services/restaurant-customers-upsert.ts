import type { EntityManager } from '@mikro-orm/postgresql';
import { queries, type Database, type QueryCreator } from '@direto/db';
import { now } from '../clock';

/**
 * Issue 30: the restaurant's customer record, one per (restaurant, E.164 phone). Every order that
 * has a Brazilian phone — a guest's, or an account's (the checkout's phone, else its profile's) —
 * finds or creates it. The name follows the latest order, except that a guest order never renames
 * a record an account owns (anyone may type a phone; the account's name is the customer's own);
 * an account's id is kept once known; a
 * ticked 'Quero receber ofertas' records the consent with when and where it was given, and an
 * unticked box never withdraws a consent already given (only an explicit withdrawal does).
 */
export interface CustomerRecordValues {
  restaurantId: string;
  /** E.164: '+5511912345678'. */
  phone: string;
  name: string;
  /** The account that placed the order, if any. */
  userId: string | null;
  /** Consent given with this order (or import); false means "not given now", never "withdrawn". */
  marketingConsent: boolean;
  /** Where a consent was given: 'checkout', 'import', … */
  consentSource: string;
}

/** The record's columns as the upsert writes them, each a value or a parameter of a prepared statement. */
export type CustomerRecordColumns = { [Column in 'restaurant_id' | 'phone' | 'name' | 'user_id' | 'consent' | 'consent_at' | 'consent_source']: unknown };

/**
 * The find-or-create as a query of `db`: an insert that, on the (restaurant, phone) key, updates
 * the existing record instead, returning its id and blocked flag. It writes nothing when `phone`
 * is null (an account order without a Brazilian phone). Used by itself (upsertCustomerRecord) and
 * inside the order's own insert statement (order-insert.ts), so both follow the same rules.
 */
export function customerRecordUpsert(
  db: QueryCreator<Database>,
  values: CustomerRecordColumns,
  /** Only at a restaurant that takes guest orders (a guest's order, issue 30): else nothing is written or returned. */
  onlyIfGuestOrders = false,
) {
  return db
    .insertInto('restaurant_customers')
    .columns(['restaurant_id', 'phone', 'name', 'user_id', 'marketing_consent', 'marketing_consent_at', 'marketing_consent_source'])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.cast<string>(eb.val(values.restaurant_id), 'uuid').as('restaurant_id'),
          eb.cast<string>(eb.val(values.phone), 'varchar').as('phone'),
          eb.cast<string>(eb.val(values.name), 'varchar').as('name'),
          eb.cast<string | null>(eb.val(values.user_id), 'uuid').as('user_id'),
          eb.cast<boolean>(eb.val(values.consent), 'boolean').as('marketing_consent'),
          eb.cast<string | null>(eb.val(values.consent_at), 'timestamptz').as('marketing_consent_at'),
          eb.cast<string | null>(eb.val(values.consent_source), 'varchar').as('marketing_consent_source'),
        ])
        .where((eb) => eb(eb.cast(eb.val(values.phone), 'varchar'), 'is not', null))
        .$if(onlyIfGuestOrders, (query) =>
          query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('restaurants')
                .where('restaurants.id', '=', eb.cast<string>(eb.val(values.restaurant_id), 'uuid'))
                .where('restaurants.guest_orders', '=', true)
                .select('restaurants.id'),
            ),
          ),
        ),
    )
    .onConflict((conflict) =>
      conflict.columns(['restaurant_id', 'phone']).doUpdateSet((eb) => {
        const newConsent = eb.and([eb.ref('excluded.marketing_consent'), eb.not(eb.ref('restaurant_customers.marketing_consent'))]);
        return {
          name: eb
            .case()
            .when(eb.and([eb('excluded.user_id', 'is', null), eb('restaurant_customers.user_id', 'is not', null)]))
            .then(eb.ref('restaurant_customers.name'))
            .else(eb.ref('excluded.name'))
            .end(),
          user_id: eb.fn.coalesce('excluded.user_id', 'restaurant_customers.user_id'),
          marketing_consent: eb.or([eb.ref('restaurant_customers.marketing_consent'), eb.ref('excluded.marketing_consent')]).$castTo<boolean>(),
          marketing_consent_at: eb.case().when(newConsent).then(eb.ref('excluded.marketing_consent_at')).else(eb.ref('restaurant_customers.marketing_consent_at')).end(),
          marketing_consent_source: eb
            .case()
            .when(newConsent)
            .then(eb.ref('excluded.marketing_consent_source'))
            .else(eb.ref('restaurant_customers.marketing_consent_source'))
            .end(),
          updated_at: eb.fn('now'),
        };
      }),
    )
    .returning(['id', 'blocked']);
}

/** The columns of `values` for the upsert: the consent's time and source only when it is given now. */
export function customerRecordColumns(values: CustomerRecordValues): CustomerRecordColumns {
  return {
    restaurant_id: values.restaurantId,
    phone: values.phone,
    name: values.name,
    user_id: values.userId,
    consent: values.marketingConsent,
    consent_at: values.marketingConsent ? now().toISOString() : null,
    consent_source: values.marketingConsent ? values.consentSource : null,
  };
}

/**
 * Finds or creates the record of (restaurant, phone) and updates it (one statement). In a
 * transaction, the record's row stays locked until it ends: two orders of one phone at once take
 * turns, so what is counted after this (open orders) cannot race.
 */
export async function upsertCustomerRecord(em: EntityManager, values: CustomerRecordValues): Promise<{ id: string; blocked: boolean }> {
  const [record] = await customerRecordUpsert(queries(em), customerRecordColumns(values)).execute();
  if (!record) throw new Error('upsertCustomerRecord: no record returned');
  return record;
}
