import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { CurrentUser } from '@/lib/trpc';
import NotFoundPage from '@/pages/not-found';
import { useMenuPagePrefetch } from './use-menu-page-prefetch';
import { loginPathFor, roleOf, SIGN_IN_PATHS, type ROLE_PATHS, type Role } from './route-paths';

// Each role's screens are separate chunks: a customer never downloads the owner or admin code.
const AuthPage = lazy(() => import('@/pages/auth/auth-page'));
const ProfileCompletionPage = lazy(() => import('@/pages/profile/profile-completion-page'));
const ProfilePage = lazy(() => import('@/pages/profile/profile-page'));
const CustomerDashboardPage = lazy(() => import('@/pages/customer/customer-dashboard-page'));
const RestaurantMenuPage = lazyWithPreload(() => import('@/pages/customer/restaurant-menu-page'));
/** The menu page's code, ready to render without suspending (the server's first view of it, entry-server.tsx). */
export const loadMenuPage = () => RestaurantMenuPage.load();
const CustomerOrdersPage = lazy(() => import('@/pages/customer/customer-orders-page'));
const CustomerOrderPage = lazyWithPreload(() => import('@/pages/customer/customer-order-page'));
const OwnerDashboardPage = lazy(() => import('@/pages/owner/owner-dashboard-page'));
const SettingsPage = lazy(() => import('@/pages/owner/settings-page'));
const OwnerOrderPage = lazy(() => import('@/pages/owner/owner-order-page'));
const KitchenTicketPage = lazy(() => import('@/pages/owner/kitchen-ticket-page'));
const NewOrderPage = lazy(() => import('@/pages/owner/new-order/new-order-page'));
const CustomersPage = lazy(() => import('@/pages/owner/customers/customers-page'));
const MenuImportPage = lazy(() => import('@/pages/owner/menu-import/menu-import-page'));
const CustomerPage = lazy(() => import('@/pages/owner/customers/customer-page'));
const CouponsPage = lazy(() => import('@/pages/owner/marketing/coupons-page'));
const LoyaltyPage = lazy(() => import('@/pages/owner/marketing/loyalty-page'));
const ReportsPage = lazy(() => import('@/pages/owner/reports/reports-page'));
const CashPage = lazy(() => import('@/pages/owner/cash/cash-page'));
const CashSlipPage = lazy(() => import('@/pages/owner/cash/cash-slip-page'));
const DiningRoomPage = lazy(() => import('@/pages/owner/dining-room/dining-room-page'));
const TabPage = lazy(() => import('@/pages/owner/dining-room/tab-page'));
const ConferenciaPage = lazy(() => import('@/pages/owner/dining-room/conferencia-page'));
const AdminPage = lazy(() => import('@/pages/admin/admin-page'));
const ResetPasswordPage = lazy(() => import('@/pages/auth/reset-password-page'));
const StaffInvitationPage = lazy(() => import('@/pages/staff/staff-invitation-page'));
const ConfirmEmailPage = lazy(() => import('@/pages/auth/confirm-email-page'));
const StaffDashboardPage = lazy(() => import('@/pages/staff/staff-dashboard-page'));
const GuestMenuGate = lazyWithPreload(() => import('@/pages/customer/guest-menu-gate'));
/** The signed-out menu's gate (issue 30), ready to render without suspending: the server's first view of a guest-orders menu (entry-server.tsx). */
export const loadGuestMenuGate = () => GuestMenuGate.load();
const GuestOrderPage = lazyWithPreload(() => import('@/pages/customer/guest-order-page'));
const TableModePage = lazyWithPreload(() => import('@/pages/table/table-mode-page'));
/** The pages the server sends with their first view (issue 37, entry-server.tsx's renderPage), ready to render without suspending. */
export const loadFirstViewPages = () => Promise.all([GuestOrderPage.load(), TableModePage.load(), CustomerOrderPage.load()]);

/** Screens of every role, signed out too (issue 21): the password reset, team invitation and e-mail confirmation links. */
const linkScreens = () => ({
  '/redefinir-senha': <ResetPasswordPage />,
  '/convite/:token': <StaffInvitationPage />,
  // Issue 28: the link that confirms an e-mail address, opened signed in or not.
  '/confirmar-email': <ConfirmEmailPage />,
  // Issue 30: a guest order's tracking link, whoever opens it.
  '/pedido/:token': <GuestOrderPage />,
  // Issue 33: a table's QR link (table mode), whoever opens it, signed in or not.
  '/m/:token': <TableModePage />,
});

/** Spec §2: a Google-created account without a password completes its profile before the dashboard. */
function needsProfileCompletion(user: CurrentUser): boolean {
  return !user.profileCompleted && !user.hasPassword;
}

function Home({ user, dashboard }: { user: CurrentUser; dashboard: ReactNode }) {
  return needsProfileCompletion(user) ? <ProfileCompletionPage /> : dashboard;
}

type Screens<R extends Role> = Record<(typeof ROLE_PATHS)[R][number], ReactNode>;

/** The §2 routing table (patterns in route-paths.ts): the screen of each path, by role. */
function screensFor(user: CurrentUser | null): Partial<Record<string, ReactNode>> {
  const role = roleOf(user);
  if (!user || role === 'signedOut') {
    // A protected deep link goes to the login screen, which brings the visitor back after signing in.
    const signIn = Object.fromEntries(SIGN_IN_PATHS.map((path) => [path, <SignInFirst />]));
    const screens = {
      '/': <AuthPage />,
      // Issue 30: the menu with the guest checkout when the restaurant takes orders without an account.
      '/r/:slug': <GuestMenuGate menu={<RestaurantMenuPage />} signedOut={<AuthPage />} showWhileLoading />,
      ...linkScreens(),
    } satisfies Screens<'signedOut'>;
    // A signed-in path that a guest may also see (issue 30); else it leads to the login screen, as before.
    return { ...signIn, ...screens, '/restaurant/:slug': <GuestMenuGate menu={<RestaurantMenuPage />} signedOut={<SignInFirst />} /> };
  }
  if (role === 'admin') {
    return { '/': <AdminPage />, '/admin': <AdminPage />, '/profile': <ProfilePage />, ...linkScreens() } satisfies Screens<'admin'>;
  }
  if (role === 'staff') {
    const board = <StaffDashboardPage />;
    // The caixa only while the owner allows it (issue 32); else 'not found', as any screen staff don't have.
    const cash = (screen: ReactNode) => (user.workplace?.canOperateCash ? screen : <NotFoundPage />);
    return {
      '/': board,
      '/dashboard': board,
      '/dashboard/orders/:orderId': <OwnerOrderPage />,
      '/dashboard/orders/:orderId/ticket': <KitchenTicketPage />,
      '/dashboard/novo-pedido': <NewOrderPage />,
      '/caixa': cash(<CashPage />),
      '/caixa/:sessionId/comprovante': cash(<CashSlipPage />),
      // Issue 33: board › Mesas.
      '/mesas': <DiningRoomPage />,
      '/mesas/:tableId': <TabPage />,
      '/mesas/:tableId/conferencia': <ConferenciaPage />,
      // 'Fazer um pedido': a staff member is a customer too.
      '/restaurantes': <CustomerDashboardPage />,
      ...customerScreens(),
      ...linkScreens(),
    } satisfies Screens<'staff'>;
  }
  if (role === 'owner') {
    const dashboard = <Home user={user} dashboard={<OwnerDashboardPage />} />;
    return {
      '/': dashboard,
      '/dashboard': dashboard,
      '/dashboard/orders/:orderId': <OwnerOrderPage />,
      '/dashboard/orders/:orderId/ticket': <KitchenTicketPage />,
      '/dashboard/novo-pedido': <NewOrderPage />,
      '/settings': <SettingsPage />,
      '/cardapio/importar': <MenuImportPage />,
      '/clientes': <CustomersPage />,
      '/clientes/:customerId': <CustomerPage />,
      '/marketing': <Navigate replace to="/marketing/cupons" />,
      '/marketing/cupons': <CouponsPage />,
      '/marketing/fidelidade': <LoyaltyPage />,
      '/relatorios': <ReportsPage />,
      '/caixa': <CashPage />,
      '/caixa/:sessionId/comprovante': <CashSlipPage />,
      '/mesas': <DiningRoomPage />,
      '/mesas/:tableId': <TabPage />,
      '/mesas/:tableId/conferencia': <ConferenciaPage />,
      '/profile': <ProfilePage />,
      ...linkScreens(),
    } satisfies Screens<'owner'>;
  }
  const dashboard = <Home user={user} dashboard={<CustomerDashboardPage />} />;
  return { '/': dashboard, '/dashboard': dashboard, ...customerScreens(), ...linkScreens() } satisfies Screens<'customer'>;
}

/** The screens of a customer account, a staff member's too: menus, their orders and their profile. */
function customerScreens() {
  return {
    '/r/:slug': <RestaurantMenuPage />,
    '/restaurant/:slug': <RestaurantMenuPage />,
    '/orders': <CustomerOrdersPage />,
    '/orders/:id': <CustomerOrderPage />,
    '/profile': <ProfilePage />,
  };
}

/** Signed out on a signed-in screen: the login screen, remembering this link. */
function SignInFirst() {
  const location = useLocation();
  return <Navigate replace to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} />;
}

export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  useMenuPagePrefetch(RestaurantMenuPage.preload);
  if (isLoading) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {Object.entries(screensFor(user)).map(([path, screen]) => (
          <Route key={path} path={path} element={screen} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
