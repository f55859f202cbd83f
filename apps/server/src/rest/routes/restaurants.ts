import type { RestRoute } from '../route';

export const restaurantRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/restaurants/slug/:slug', procedure: 'restaurant.bySlug' },
  { method: 'GET', url: '/api/restaurants', procedure: 'restaurant.list' },
  { method: 'GET', url: '/api/restaurants/my', procedure: 'restaurant.mine' },
  { method: 'POST', url: '/api/restaurants', procedure: 'restaurant.create', successStatus: 201 },
  { method: 'PUT', url: '/api/restaurants/:id', procedure: 'restaurant.update' },
  { method: 'GET', url: '/api/restaurants/:id/stats', procedure: 'restaurant.stats' },
  { method: 'GET', url: '/api/restaurants/:id/orders', procedure: 'restaurant.orders' },
];
