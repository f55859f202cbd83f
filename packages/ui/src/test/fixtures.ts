import { DEFAULT_WHATSAPP_TEMPLATES, type OwnRestaurant, type Product, type RestaurantListItem } from '@direto/contracts';

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
    pendingAlertMinutes: 5,
    whatsappNumber: null,
    registeredViaLink: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
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
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
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
