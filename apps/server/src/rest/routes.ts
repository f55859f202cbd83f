import type { RestRoute } from './route';

/** Every REST path of the spec (shared/spec/rest-routes.txt) and the procedure behind it. */
export const restRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/restaurants/slug/:slug', procedure: 'restaurant.bySlug' },
];
