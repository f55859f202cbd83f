import { DEFAULT_WHATSAPP_TEMPLATES, type AcceptedPaymentMethod, type OrderWithItems, type Order, type OwnRestaurant, type OpenState, type Product, type RestaurantDeliveryInfo, type RestaurantListItem } from '@direto/contracts';

/** A restaurant that delivers at its flat fee and offers no pickup (what the spec describes). */
export const FLAT_DELIVERY: RestaurantDeliveryInfo = { delivery: true, pickup: false, pickupTime: { min: 20, max: 30 }, feeFrom: null, minOrder: null, freeDeliveryAbove: null, address: null };

/** A delivery order placed with the spec's fields only (no structured address). */
export const SPEC_ORDER_DELIVERY: Pick<Order, 'orderType' | 'address' | 'deliveryTime' | 'payment' | 'discount' | 'couponCode'> = {
  orderType: 'delivery',
  address: null,
  deliveryTime: null,
  payment: { method: null, brand: null, changeFor: null, changeDue: null, status: 'not_applicable', confirmedAt: null },
  // Issue 31: no benefit.
  discount: '0.00',
  couponCode: null,
};

/** What a new restaurant accepts (issue 16): cash, credit and debit with every card brand. */
const DEFAULT_ACCEPTED_PAYMENTS: AcceptedPaymentMethod[] = [
  { method: 'cash' },
  { method: 'credit', brands: ['visa', 'mastercard', 'elo', 'hipercard', 'amex'] },
  { method: 'debit', brands: ['visa', 'mastercard', 'elo', 'hipercard', 'amex'] },
];

/** Issue 18: the open state of a restaurant without hours, as the server computes it (paused when the switch is off). */
function openStateFor(isOpen: boolean): OpenState {
  return isOpen
    ? { status: 'open', message: 'Aberto agora', scheduledOnly: false, asOf: '2026-11-21T12:00:00.000Z' }
    : { status: 'paused', message: 'Pausado no momento', scheduledOnly: false, asOf: '2026-11-21T12:00:00.000Z' };
}

/** Realistic API answers for component tests. */
export function makeRestaurant(overrides: Partial<RestaurantListItem> = {}): RestaurantListItem {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    ownerId: '33333333-3333-4333-8333-333333333333',
    name: 'Sabor da Bahia',
    description: 'Cozinha baiana de família.',
    imageUrl: null,
    coverUrl: null,
    cuisine: 'Brasileira',
    deliveryFee: '6.90',
    deliveryTime: '40-55 min',
    rating: '4.75',
    isOpen: true,
    shareableSlug: 'sabor-da-bahia',
    whatsappNumber: null,
    delivery: FLAT_DELIVERY,
    paymentMethods: DEFAULT_ACCEPTED_PAYMENTS,
    registeredViaLink: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
    openState: overrides.openState ?? openStateFor(overrides.isOpen ?? true),
  };
}

/** An owner's restaurant as restaurant.mine answers it. */
export function makeOwnedRestaurant(overrides: Partial<OwnRestaurant> = {}): OwnRestaurant {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    ownerId: '00000000-0000-4000-8000-0000000000a1',
    name: 'Cantina da Nonna',
    description: null,
    imageUrl: null,
    coverUrl: null,
    cuisine: 'Italiana',
    deliveryFee: '5.00',
    deliveryTime: '30-45 min',
    rating: '4.75',
    isOpen: true,
    shareableSlug: 'cantina-da-nonna',
    pendingAlertMinutes: 5,
    whatsappNumber: null,
    whatsappTemplates: DEFAULT_WHATSAPP_TEMPLATES,
    settingsVersions: { restaurant: 'v-restaurant', delivery: 'v-delivery', open: 'v-open', whatsapp: 'v-whatsapp', pendingAlert: 'v-alert' },
    delivery: FLAT_DELIVERY,
    paymentMethods: DEFAULT_ACCEPTED_PAYMENTS,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
    openState: overrides.openState ?? openStateFor(overrides.isOpen ?? true),
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    restaurantId: '22222222-2222-4222-8222-222222222222',
    categoryId: null,
    name: 'Moqueca de peixe',
    description: 'Peixe no leite de coco e dendê.',
    price: '89.90',
    imageUrl: null,
    prepTime: 35,
    isAvailable: true,
    tags: ['peixe', 'dendê'],
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A customer's order as order.byId / order.place answer it: pending, delivered with the spec's fields. */
export function makeOrder(overrides: Partial<OrderWithItems> = {}): OrderWithItems {
  return {
    id: 'dddddddd-0000-4000-8000-000000000001',
    restaurantId: '22222222-2222-4222-8222-222222222222',
    restaurantName: 'Sabor da Bahia',
    customerId: '00000000-0000-4000-8000-000000000001',
    customerName: 'Ana Souza',
    status: 'pending',
    subtotal: '11.00',
    deliveryFee: '6.90',
    total: '17.90',
    customerPhone: '(11) 99999-8888',
    deliveryAddress: 'Rua das Flores, 123',
    notes: null,
    createdAt: '2026-11-21T15:05:00.000Z',
    updatedAt: '2026-11-21T15:05:00.000Z',
    deliveredAt: null,
    cancelReason: null,
    ...SPEC_ORDER_DELIVERY,
    items: [],
    ...overrides,
  };
}
