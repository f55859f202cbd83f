import type { RestRoute } from '../route';

export const productRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/restaurants/:id/products', procedure: 'product.listByRestaurant' },
  { method: 'POST', url: '/api/products', procedure: 'product.create', successStatus: 201 },
  { method: 'PUT', url: '/api/products/:id', procedure: 'product.update' },
  { method: 'DELETE', url: '/api/products/:id', procedure: 'product.delete' },
];
