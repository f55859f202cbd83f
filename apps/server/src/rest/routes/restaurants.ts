import type { RestRoute } from '../route';

export const restaurantRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/restaurants/slug/:slug', procedure: 'restaurant.bySlug' },
];
