import type { RestRoute } from '../route';

export const productRoutes: RestRoute[] = [];
