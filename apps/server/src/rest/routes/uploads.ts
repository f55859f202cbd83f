import type { RestRoute } from '../route';

export const uploadRoutes: RestRoute[] = [];
