import type { RestRoute } from '../route';

export const adminRoutes: RestRoute[] = [];
