import { matchPath } from 'react-router-dom';
import { sameSiteReturnPath } from '@direto/contracts/return-path';
import type { CurrentUser } from '@/lib/trpc';

/**
 * The §2 routing table as path patterns, by who is looking. routes.tsx gives each one its screen;
 * the sign-in redirect uses them to tell a protected deep link from an unknown path (still 404).
 */
export const ROLE_PATHS = {
  signedOut: ['/', '/r/:slug', '/redefinir-senha', '/convite/:token', '/confirmar-email', '/pedido/:token', '/m/:token'],
  admin: ['/', '/admin', '/profile', '/redefinir-senha', '/convite/:token', '/confirmar-email', '/pedido/:token', '/m/:token'],
  owner: ['/', '/dashboard', '/dashboard/orders/:orderId', '/dashboard/orders/:orderId/ticket', '/dashboard/novo-pedido', '/settings', '/cardapio/importar', '/clientes', '/clientes/:customerId', '/marketing', '/marketing/cupons', '/marketing/fidelidade', '/relatorios', '/caixa', '/caixa/:sessionId/comprovante', '/mesas', '/mesas/:tableId', '/mesas/:tableId/conferencia', '/profile', '/redefinir-senha', '/convite/:token', '/confirmar-email', '/pedido/:token', '/m/:token'],
  // A staff member ('Atendente', issue 21) works the restaurant's board: no menu, stats or settings.
  // Still a customer, they order through 'Fazer um pedido': the restaurant list at /restaurantes
  // (their /dashboard is the board), the menus and their own orders.
  staff: [
    '/',
    '/dashboard',
    '/dashboard/orders/:orderId',
    '/dashboard/orders/:orderId/ticket',
    // Issue 33: 'Novo pedido', an order the member takes.
    '/dashboard/novo-pedido',
    // The caixa, when the owner lets the team operate it (routes.tsx checks the workplace's flag).
    '/caixa',
    '/caixa/:sessionId/comprovante',
    // Issue 33: board › Mesas, a table's conta and its printed conferência.
    '/mesas',
    '/mesas/:tableId',
    '/mesas/:tableId/conferencia',
    '/restaurantes',
    '/r/:slug',
    '/restaurant/:slug',
    '/orders',
    '/orders/:id',
    '/profile',
    '/redefinir-senha',
    '/convite/:token',
    '/confirmar-email',
    '/pedido/:token',
    '/m/:token',
  ],
  customer: ['/', '/dashboard', '/r/:slug', '/restaurant/:slug', '/orders', '/orders/:id', '/profile', '/redefinir-senha', '/convite/:token', '/confirmar-email', '/pedido/:token', '/m/:token'],
} as const;

export type Role = keyof typeof ROLE_PATHS;

// The links alone: the contracts index would pull every zod schema into the first bundle.
export { ownerOrderPath } from '@direto/contracts/links';

/** Admin takes precedence over userType (spec §2). */
export function roleOf(user: CurrentUser | null): Role {
  if (!user) return 'signedOut';
  if (user.isAdmin) return 'admin';
  if (user.userType === 'restaurant') return 'owner';
  return user.workplace ? 'staff' : 'customer';
}

/**
 * Where the customer screens lead back to: the restaurant list. A staff member's /dashboard is the
 * order board, so their list is at /restaurantes.
 */
export function customerHomePath(user: CurrentUser | null): string {
  return user?.workplace ? '/restaurantes' : '/dashboard';
}

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Whether `role`'s routing table has a screen at this path. */
export function isPathFor(role: Role, pathname: string): boolean {
  return matchesAny(ROLE_PATHS[role], pathname);
}

/** Paths that show something once signed in, but not signed out: they lead to the login screen. */
export const SIGN_IN_PATHS: readonly string[] = [...new Set([...ROLE_PATHS.admin, ...ROLE_PATHS.owner, ...ROLE_PATHS.staff, ...ROLE_PATHS.customer])].filter(
  (pattern) => !(ROLE_PATHS.signedOut as readonly string[]).includes(pattern),
);

/** The query parameter of the login screen that holds where to go back after signing in. */
export const RETURN_PARAM = 'voltar';

/** The login screen, remembering the protected link that was opened. */
export function loginPathFor(returnPath: string): string {
  return `/?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}`;
}

/**
 * The path to go back to after signing in, or null: a path of this site (the same rule as the
 * server's Google sign-in) that leads to a signed-in screen. Anything else ('//evil.example',
 * '/.//evil.example', 'https://…', '/\\evil', an unknown path) is dropped, so the login screen
 * cannot be used to send someone elsewhere.
 */
export function safeReturnPath(raw: string | null): string | null {
  const path = sameSiteReturnPath(raw);
  if (!path || !matchesAny(SIGN_IN_PATHS, new URL(path, 'https://direto.invalid').pathname)) return null;
  return path;
}
