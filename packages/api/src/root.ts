import { createCallerFactory, mergeRouters, router } from './trpc';
import { adminRestaurantsRouter } from './routers/admin-restaurants';
import { adminUsersRouter } from './routers/admin-users';
import { authRouter } from './routers/auth';
import { categoryRouter } from './routers/category';
import { liveRouter } from './routers/live';
import { logoRouter } from './routers/logo';
import { orderRouter } from './routers/order';
import { productRouter } from './routers/product';
import { pushRouter } from './routers/push';
import { restaurantRouter } from './routers/restaurant';
import { uploadRouter } from './routers/upload';
import { userRouter } from './routers/user';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  admin: mergeRouters(adminUsersRouter, adminRestaurantsRouter),
  restaurant: restaurantRouter,
  product: productRouter,
  category: categoryRouter,
  order: orderRouter,
  upload: uploadRouter,
  logo: logoRouter,
  live: liveRouter,
  push: pushRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
