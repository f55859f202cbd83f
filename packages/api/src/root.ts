import { createCallerFactory, mergeRouters, router } from './trpc';
import { adminBackupsRouter } from './routers/admin-backups';
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
import { orderSettingsRouter } from './routers/order-settings';
import { guestOrderRouter } from './routers/guest-order';
import { paymentRouter } from './routers/payment';
import { priceChangeRouter } from './routers/price-change';
import { productRouter } from './routers/product';
import { menuImportRouter } from './routers/menu-import';
import { pushRouter } from './routers/push';
import { restaurantRouter } from './routers/restaurant';
import { uploadRouter } from './routers/upload';
import { userRouter } from './routers/user';
import { userAddressRouter } from './routers/user-address';
import { orderEmailsRouter } from './routers/order-emails';
import { passwordResetRouter } from './routers/password-reset';
import { staffRouter } from './routers/staff';
import { customersRouter } from './routers/customers';
import { onboardingRouter } from './routers/onboarding';
import { printedMenuRouter } from './routers/printed-menu';
import { couponQuoteRouter } from './routers/coupon-quote';
import { couponAdminRouter } from './routers/coupon-admin';
import { loyaltyRouter } from './routers/loyalty';
import { winbackRouter } from './routers/winback';
import { cashRegisterRouter } from './routers/cash-register';
import { reportsRouter } from './routers/reports';
import { openDeliveryRouter } from './routers/open-delivery';
import { tablesRouter } from './routers/tables';
import { tableLinkRouter } from './routers/table-link';
import { staffOrdersRouter } from './routers/staff-orders';
import { tabsRouter } from './routers/tabs';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  admin: mergeRouters(adminUsersRouter, adminRestaurantsRouter, adminBackupsRouter),
  restaurant: restaurantRouter,
  product: productRouter,
  menuImport: menuImportRouter,
  priceChange: priceChangeRouter,
  category: categoryRouter,
  optionGroup: optionGroupRouter,
  order: orderRouter,
  orderSettings: orderSettingsRouter,
  guestOrder: guestOrderRouter,
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
  customers: customersRouter,
  orderEmails: orderEmailsRouter,
  onboarding: onboardingRouter,
  printedMenu: printedMenuRouter,
  // Issue 31: coupon.quote (anyone) and the owner's coupons and offers (Marketing › Cupons).
  coupon: mergeRouters(couponQuoteRouter, couponAdminRouter),
  // Issue 31: the loyalty card (settings, the customer's progress) and win-back invitations.
  loyalty: loyaltyRouter,
  winback: winbackRouter,
  // Issue 32: the cash register ('Caixa').
  cashRegister: cashRegisterRouter,
  // Issue 32: the owner's Relatórios.
  reports: reportsRouter,
  // Issue 34: the restaurant's Open Delivery connection (Configurações › Integrações).
  openDelivery: openDeliveryRouter,
  // Issue 33: the restaurant's tables and their QR links, and table mode (/m/{token}).
  tables: tablesRouter,
  tableLink: tableLinkRouter,
  // Issue 33: 'Novo pedido', orders the owner or staff take.
  staffOrders: staffOrdersRouter,
  // Issue 33: the contas of the dining room (board › Mesas).
  tabs: tabsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
