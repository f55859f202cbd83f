import { createCallerFactory, mergeRouters, router } from './trpc';
import { adminRestaurantsRouter } from './routers/admin-restaurants';
import { adminUsersRouter } from './routers/admin-users';
import { authRouter } from './routers/auth';
import { categoryRouter } from './routers/category';
import { liveRouter } from './routers/live';
import { deliveryRouter } from './routers/delivery';
import { logoRouter } from './routers/logo';
import { openingHoursRouter } from './routers/opening-hours';
import { optionGroupRouter } from './routers/option-group';
import { orderRouter } from './routers/order';
import { paymentRouter } from './routers/payment';
import { productRouter } from './routers/product';
import { pushRouter } from './routers/push';
import { restaurantRouter } from './routers/restaurant';
import { uploadRouter } from './routers/upload';
import { userRouter } from './routers/user';
import { userAddressRouter } from './routers/user-address';
import { orderEmailsRouter } from './routers/order-emails';
import { passwordResetRouter } from './routers/password-reset';
import { staffRouter } from './routers/staff';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  admin: mergeRouters(adminUsersRouter, adminRestaurantsRouter),
  restaurant: restaurantRouter,
  product: productRouter,
  category: categoryRouter,
  optionGroup: optionGroupRouter,
  order: orderRouter,
  payment: paymentRouter,
  delivery: deliveryRouter,
  openingHours: openingHoursRouter,
  userAddress: userAddressRouter,
  upload: uploadRouter,
  logo: logoRouter,
  live: liveRouter,
  push: pushRouter,
  passwordReset: passwordResetRouter,
  staff: staffRouter,
  orderEmails: orderEmailsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
