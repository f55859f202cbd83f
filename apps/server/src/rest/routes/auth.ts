import type { RestRoute } from '../route';

export const authRoutes: RestRoute[] = [];
