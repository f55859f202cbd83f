import type { RestRoute } from '../route';

export const userRoutes: RestRoute[] = [
  { method: 'PUT', url: '/api/user/profile', procedure: 'user.updateProfile' },
  { method: 'PUT', url: '/api/user/account', procedure: 'user.updateAccount' },
];
