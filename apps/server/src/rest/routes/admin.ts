import type { RestRoute } from '../route';

export const adminRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/admin/users', procedure: 'admin.users' },
  { method: 'PUT', url: '/api/admin/users/:id', procedure: 'admin.updateUser' },
  { method: 'DELETE', url: '/api/admin/users/:id', procedure: 'admin.deleteUser' },
  { method: 'GET', url: '/api/admin/stats', procedure: 'admin.stats' },
  { method: 'GET', url: '/api/admin/restaurants', procedure: 'admin.restaurants' },
  { method: 'DELETE', url: '/api/admin/restaurants/:id', procedure: 'admin.deleteRestaurant' },
];
