import type { RestRoute } from '../route';

export const orderRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/orders', procedure: 'order.place', successStatus: 201 },
  // Body {status}; the path's orderId is merged in: input {orderId, status}.
  { method: 'PUT', url: '/api/orders/:orderId/status', procedure: 'order.updateStatus' },
];
