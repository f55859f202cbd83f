import type { RestRoute } from '../route';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import { restaurantRoutes } from './restaurants';
import { uploadRoutes } from './uploads';
import { userRoutes } from './user';

/** Every REST path of the spec (shared/spec/rest-routes.txt) and the procedure behind it. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...restaurantRoutes,
  ...productRoutes,
  ...orderRoutes,
  ...uploadRoutes,
  ...adminRoutes,
];
