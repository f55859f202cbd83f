import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/hooks/use-current-user';
import type { CurrentUser } from '@/lib/trpc';
import NotFoundPage from '@/pages/not-found';

// Each role's screens are separate chunks: a customer never downloads the owner or admin code.
const AuthPage = lazy(() => import('@/pages/auth/auth-page'));
const ProfileCompletionPage = lazy(() => import('@/pages/profile/profile-completion-page'));
const ProfilePage = lazy(() => import('@/pages/profile/profile-page'));
const CustomerDashboardPage = lazy(() => import('@/pages/customer/customer-dashboard-page'));
const RestaurantMenuPage = lazy(() => import('@/pages/customer/restaurant-menu-page'));
const CustomerOrdersPage = lazy(() => import('@/pages/customer/customer-orders-page'));
const CustomerOrderPage = lazy(() => import('@/pages/customer/customer-order-page'));
const OwnerDashboardPage = lazy(() => import('@/pages/owner/owner-dashboard-page'));
const SettingsPage = lazy(() => import('@/pages/owner/settings-page'));
const AdminPage = lazy(() => import('@/pages/admin/admin-page'));

/** Spec §2: a Google-created account without a password completes its profile before the dashboard. */
export function needsProfileCompletion(user: CurrentUser): boolean {
  return !user.profileCompleted && !user.hasPassword;
}

function Home({ user, dashboard }: { user: CurrentUser; dashboard: ReactNode }) {
  return needsProfileCompletion(user) ? <ProfileCompletionPage /> : dashboard;
}

/** The §2 routing table; admin takes precedence over userType. */
function routesFor(user: CurrentUser | null): ReactNode {
  if (!user) {
    return (
      <>
        <Route path="/" element={<AuthPage />} />
        <Route path="/r/:slug" element={<AuthPage />} />
      </>
    );
  }
  if (user.isAdmin) {
    return (
      <>
        <Route path="/" element={<AdminPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/profile" element={<ProfilePage />} />
      </>
    );
  }
  if (user.userType === 'restaurant') {
    const dashboard = <Home user={user} dashboard={<OwnerDashboardPage />} />;
    return (
      <>
        <Route path="/" element={dashboard} />
        <Route path="/dashboard" element={dashboard} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/profile" element={<ProfilePage />} />
      </>
    );
  }
  const dashboard = <Home user={user} dashboard={<CustomerDashboardPage />} />;
  return (
    <>
      <Route path="/" element={dashboard} />
      <Route path="/dashboard" element={dashboard} />
      <Route path="/r/:slug" element={<RestaurantMenuPage />} />
      <Route path="/restaurant/:slug" element={<RestaurantMenuPage />} />
      <Route path="/orders" element={<CustomerOrdersPage />} />
      <Route path="/orders/:id" element={<CustomerOrderPage />} />
      <Route path="/profile" element={<ProfilePage />} />
    </>
  );
}

export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {routesFor(user)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
