import type { RestRoute } from '../route';

export const authRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/user', procedure: 'auth.me' },
  { method: 'POST', url: '/api/login', procedure: 'auth.login' },
  { method: 'POST', url: '/api/register', procedure: 'auth.register', successStatus: 201 },
  { method: 'POST', url: '/api/set-password', procedure: 'auth.setPassword' },
  { method: 'POST', url: '/api/logout', procedure: 'auth.logout' },
  // GET /api/logout (sign out, then redirect to /) and /api/auth/google* are plain routes in src/auth/.
];
