import { describe, expect, it } from 'vitest';
import { isPathFor, loginPathFor, safeReturnPath } from './route-paths';

describe('the return path of the login screen', () => {
  it.each(['/dashboard', '/settings', '/profile', '/admin', '/orders', '/orders/3f2a?x=1#topo', '/restaurant/sabor-da-bahia'])(
    'keeps a signed-in screen of this site: %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    // Dot segments that collapse into '//host' (issue 28); the full list is in contracts' return-path.test.ts.
    '/.//dashboard',
    '/dashboard/..//dashboard',
    '/%2e%2e//orders/x',
    'dashboard',
    '/',
    '/r/sabor-da-bahia',
    '/qualquer',
    `/orders/${'x'.repeat(600)}`,
  ])('drops anything else: %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('survives the round trip through the login URL', () => {
    const login = loginPathFor('/orders/3f2a?x=1&y=2');
    expect(login).toBe('/?voltar=%2Forders%2F3f2a%3Fx%3D1%26y%3D2');
    expect(safeReturnPath(new URL(login, 'https://direto.app').searchParams.get('voltar'))).toBe('/orders/3f2a?x=1&y=2');
  });

  it("knows which role has which screen (a customer's link is not an owner's)", () => {
    expect(isPathFor('customer', '/orders/3f2a')).toBe(true);
    expect(isPathFor('owner', '/orders/3f2a')).toBe(false);
    expect(isPathFor('owner', '/settings')).toBe(true);
    expect(isPathFor('admin', '/dashboard')).toBe(false);
  });
});

describe('the staff role (issue 21)', () => {
  it("routes a customer account that works at a restaurant to the board, and everyone to the account links", async () => {
    const { roleOf } = await import('./route-paths');
    const { makeUser } = await import('@/test/render-app');
    const staff = makeUser({ userType: 'customer', workplace: { restaurantId: '00000000-0000-4000-8000-0000000000aa', restaurantName: 'Sabor da Bahia', pendingAlertMinutes: 5, canOperateCash: false } });
    expect(roleOf(staff)).toBe('staff');
    expect(roleOf(makeUser({ userType: 'customer', workplace: null }))).toBe('customer');
    expect(isPathFor('staff', '/dashboard/orders/abc')).toBe(true);
    expect(isPathFor('staff', '/settings')).toBe(false);
    for (const role of ['signedOut', 'customer', 'owner', 'staff', 'admin'] as const) {
      expect(isPathFor(role, '/redefinir-senha')).toBe(true);
      expect(isPathFor(role, '/convite/abc')).toBe(true);
    }
  });

  it("lets a staff member order as a customer (issue 28): the list at /restaurantes, the menus, their orders", async () => {
    const { customerHomePath } = await import('./route-paths');
    const { makeUser } = await import('@/test/render-app');
    for (const path of ['/restaurantes', '/restaurant/sabor-da-bahia', '/r/sabor-da-bahia', '/orders', '/orders/3f2a']) {
      expect(isPathFor('staff', path), path).toBe(true);
    }
    // Their /dashboard stays the board, so the customer screens lead back to /restaurantes.
    const staff = makeUser({ userType: 'customer', workplace: { restaurantId: '00000000-0000-4000-8000-0000000000aa', restaurantName: 'Sabor da Bahia', pendingAlertMinutes: 5, canOperateCash: false } });
    expect(customerHomePath(staff)).toBe('/restaurantes');
    expect(customerHomePath(makeUser({ userType: 'customer' }))).toBe('/dashboard');
    expect(safeReturnPath('/restaurantes')).toBe('/restaurantes');
  });
});
