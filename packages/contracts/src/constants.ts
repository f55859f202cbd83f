/** Cuisine options a restaurant may choose (spec §3). */
export const CUISINES = [
  'Brasileira',
  'Italiana',
  'Japonesa',
  'Mexicana',
  'Pizza',
  'Hamburger',
  'Chinesa',
  'Árabe',
  'Vegetariana',
  'Doces & Sobremesas',
  'Gourmet',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const USER_TYPES = ['customer', 'restaurant'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  customer: 'Cliente',
  restaurant: 'Dono de Restaurante',
};

/** Order statuses in the order the 'Próximo Status' button walks them (spec §4). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmado',
  preparing: 'Preparando',
  ready: 'Pronto',
  out_for_delivery: 'Saiu para entrega',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
};

/** The step after each status, or null where the order has reached an end. */
export const NEXT_ORDER_STATUS: Record<OrderStatus, OrderStatus | null> = {
  pending: 'confirmed',
  confirmed: 'preparing',
  preparing: 'ready',
  ready: 'delivered',
  // Issue 17: an optional step of delivery orders; see nextOrderStatus for the walk by order type.
  out_for_delivery: 'delivered',
  delivered: null,
  cancelled: null,
};

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** Business constants of spec §9. */
export const DEFAULT_DELIVERY_TIME = '30-45 min';
export const DEFAULT_PREP_TIME = 15;
export const PRODUCTS_PER_PAGE = 12;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_TAGS_ON_CARD = 3;
export const RECENT_ORDERS_COUNT = 3;
export const ORDER_ID_SUFFIX_LENGTH = 4;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
export const COMPRESS_MAX_DIMENSION = 1920;
export const COMPRESS_QUALITY = 0.8;
export const MAX_LOGO_BYTES = 5_242_880;

/** Bounds the spec leaves open; chosen here and documented in docs/decisions.md (Bounds). */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  restaurantNameMax: 120,
  /** A restaurant's shareable slug (the column holds 140). */
  slugMax: 140,
  descriptionMax: 2000,
  categoryNameMax: 100,
  categoryDescriptionMax: 500,
  orderNotesMax: 500,
  productNameMax: 120,
  tagsMax: 20,
  tagLengthMax: 30,
  priceMax: '99999999.99',
  /** The largest amount a decimal(10,2) column holds: every stored price, fee, line and total. */
  moneyMax: '99999999.99',
  quantityMax: 99,
  itemsMax: 100,
  phoneMax: 20,
  addressMax: 500,
  cityMax: 100,
  zipCodeMax: 10,
  deliveryTimeMax: 40,
  urlMax: 500,
  /** A menu this size is a catalogue; the bound keeps the public menu call small. */
  productsPerRestaurantMax: 1000,
  /** Every category must fit in one reorder call. */
  categoriesPerRestaurantMax: 200,
} as const;

/** The settings key under which the uploaded application logo path is stored. */
export const LOGO_SETTING_KEY = 'logoPath';

/** Procedure calls one batched tRPC request may carry (the server refuses more; clients split). */
export const TRPC_MAX_BATCH_CALLS = 10;
