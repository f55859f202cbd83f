import type { RestRoute } from '../route';

export const userRoutes: RestRoute[] = [];
