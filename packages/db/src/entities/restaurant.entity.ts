import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_DELIVERY_TIME, DEFAULT_PAYMENT_METHODS, PENDING_ALERT_MINUTES, type Address, type PaymentMethodSetting, type PixKeyType, type MultiFlavourPricing, type OpeningException, type OrderStatus, type WeeklyInterval, type CustomerTagRules, type LoyaltySettings } from '@direto/contracts';
import { createdAtColumn, moneyColumn, updatedAtColumn, uuidPrimaryKey } from './columns';
import { User } from './user.entity';

export const Restaurant = defineEntity({
  name: 'Restaurant',
  tableName: 'restaurants',
  // The customer list's search and pages (issue 20): expression indexes on SQL functions, created by
  // Migration20261126100000_restaurant_search (trigram or fallback variant), compared by name only.
  indexes: [
    { name: 'restaurants_name_key_index', expression: 'create index "restaurants_name_key_index" on "restaurants" (direto_fold("name") collate "C", "id")' },
    { name: 'restaurants_cuisine_name_key_index', expression: 'create index "restaurants_cuisine_name_key_index" on "restaurants" ("cuisine", direto_fold("name") collate "C", "id")' },
    { name: 'restaurants_search_index', expression: 'create index "restaurants_search_index" on "restaurants" using gin (direto_restaurant_search_text("name", "cuisine") gin_trgm_ops)' },
  ],
  checks: [
    { name: 'restaurants_delivery_fee_non_negative', expression: '"delivery_fee" >= 0' },
    { name: 'restaurants_pending_alert_minutes_range', expression: '"pending_alert_minutes" >= 1 and "pending_alert_minutes" <= 60' },
  ],
  properties: {
    id: uuidPrimaryKey(),
    // Deleting an owner removes their restaurant (orders keep a snapshot, see order.entity.ts).
    owner: () => p.manyToOne(User).deleteRule('cascade').index('restaurants_owner_id_index'),
    name: p.string().length(120),
    description: p.text().nullable(),
    // The logo (spec imageUrl) and the menu banner's cover photo: /objects/<id> paths of uploads.
    imageUrl: p.string().length(500).nullable(),
    coverUrl: p.string().length(500).nullable(),
    cuisine: p.string().length(40).nullable(),
    deliveryFee: moneyColumn().default('0.00'),
    deliveryTime: p.string().length(40).default(DEFAULT_DELIVERY_TIME),
    rating: p.decimal('string').precision(3).scale(2).default('0.00'),
    isOpen: p.boolean().default(true),
    shareableSlug: p.string().length(140).unique(),
    // After this many minutes a still-pending order is highlighted and its alert escalates.
    pendingAlertMinutes: p.smallint().default(PENDING_ALERT_MINUTES.default),
    // Issue 21: the customer is e-mailed 'Pedido recebido' and a cancellation (on by default).
    orderEmails: p.boolean().default(true),
    // Configurações › WhatsApp: the number as wa.me wants it (55 + DDD + number, 12 or 13 digits)
    // and only the messages the owner rewrote, by status: the others follow the defaults in code.
    whatsappNumber: p.string().length(13).nullable(),
    whatsappTemplates: p.json<Partial<Record<OrderStatus, string>>>().defaultRaw(`'{}'`),
    // How a multi-flavour pizza is priced (issue 19): the flavours' average or the most expensive.
    multiFlavourPricing: p.string().$type<MultiFlavourPricing>().length(8).default('average'),
    // Configurações › Entrega (issue 17): the order types offered, pickup time, minimum order,
    // free delivery threshold and the restaurant's address (pickup, tickets).
    offersDelivery: p.boolean().default(true),
    offersPickup: p.boolean().default(false),
    pickupMinTime: p.smallint().default(20),
    pickupMaxTime: p.smallint().default(30),
    minOrder: moneyColumn().nullable(),
    freeDeliveryAbove: moneyColumn().nullable(),
    address: p.json<Address>().nullable(),
    // The lowest fee of the active delivery areas, kept by the area service; null = no areas, the
    // flat deliveryFee applies. Stored so the public menu read needs no extra query.
    deliveryFeeFrom: moneyColumn().nullable(),
    // Opening hours (issue 18): the IANA zone they are in, the weekly intervals and the date
    // exceptions (small lists always read with the restaurant, hence json), the timed pause
    // (isOpen = false is the spec's switch: paused until reopened) and scheduled-order settings.
    timezone: p.string().length(64).default('America/Sao_Paulo'),
    weeklyHours: p.json<WeeklyInterval[]>().defaultRaw(`'[]'`),
    openingExceptions: p.json<OpeningException[]>().defaultRaw(`'[]'`),
    pausedUntil: p.datetime().nullable(),
    pauseReason: p.string().length(120).nullable(),
    schedulingEnabled: p.boolean().default(false),
    slotMinutes: p.smallint().default(30),
    leadMinutes: p.smallint().default(30),
    maxDaysAhead: p.smallint().default(7),
    scheduledAlertMinutes: p.smallint().default(30),
    // Configurações › Pagamento (issue 16): the methods paid on delivery with their brands (a
    // short list always read with the restaurant, hence json) and the Pix key the restaurant
    // receives on, normalised; name and city are plain ASCII, as they go into the BR Code.
    paymentMethods: p.json<PaymentMethodSetting[]>().defaultRaw(`'${JSON.stringify(DEFAULT_PAYMENT_METHODS)}'`),
    pixEnabled: p.boolean().default(false),
    pixKeyType: p.string().$type<PixKeyType>().length(6).nullable(),
    pixKey: p.string().length(77).nullable(),
    pixReceiverName: p.string().length(25).nullable(),
    pixReceiverCity: p.string().length(15).nullable(),
    pixRequireConfirmation: p.boolean().default(true),
    // Issue 30, Configurações › Pedidos: 'Aceitar pedidos sem cadastro' (off: the spec's login wall),
    // and the owner's thresholds of the automatic customer tags (null: the defaults in code).
    guestOrders: p.boolean().default(false),
    // Issue 32, Configurações › Equipe: 'Equipe pode operar o caixa' (off: only the owner opens, moves and closes it).
    staffCanOperateCash: p.boolean().default(false),
    // Issue 33, Configurações › Mesas: the 'Taxa de serviço' a new conta starts with (optional by law; removable per conta).
    serviceChargePercent: p.decimal('string').precision(5).scale(2).default('10.00'),
    customerTagRules: p.json<CustomerTagRules>().nullable(),
    // Issue 35, 'Primeiros passos': what the other columns cannot tell — when the owner first saved
    // the payment and delivery settings (the defaults alone are not a set-up), first copied the
    // link or opened the QR poster, and dismissed the checklist.
    paymentSettingsSavedAt: p.datetime().nullable(),
    deliverySettingsSavedAt: p.datetime().nullable(),
    linkSharedAt: p.datetime().nullable(),
    onboardingDismissedAt: p.datetime().nullable(),
    // Issue 31: the loyalty card's settings (null: never set up, off) and the owner's win-back
    // message ({nome}, {cupom}, {validade}, {link}; null: the default text in code).
    loyalty: p.json<LoyaltySettings>().nullable(),
    winbackTemplate: p.text().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IRestaurant = InferEntity<typeof Restaurant>;
/** A restaurant's own columns, without its owner: an entity, or a row read with plain SQL (placing an order). */
export type RestaurantColumns = Omit<IRestaurant, 'owner'>;
