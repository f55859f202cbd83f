import type { RestRoute } from '../route';

export const orderRoutes: RestRoute[] = [];
