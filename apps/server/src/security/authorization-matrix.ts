/**
 * Who may call what: every REST path of the spec and every tRPC query and mutation, with the
 * HTTP status each kind of caller gets. authorization-matrix.test.ts sends every cell through
 * the real app (REST and tRPC) and docs/authorization-matrix.md is generated from this table
 * (`pnpm --filter @direto/server docs:authz`); a test fails when the two differ.
 */

export const PRINCIPALS = ['anonymous', 'customer', 'owner', 'otherOwner', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const PRINCIPAL_DESCRIPTIONS: Record<Principal, { title: string; description: string }> = {
  anonymous: { title: 'Anonymous', description: 'no session cookie' },
  customer: { title: 'Customer', description: 'a signed-in customer (userType customer); the one who placed the order in question' },
  owner: { title: 'Owner', description: 'a signed-in restaurant owner (userType restaurant) who owns the restaurant, product, category or order in question' },
  otherOwner: { title: 'Other owner', description: 'a signed-in restaurant owner of another restaurant' },
  admin: {
    title: 'Admin',
    description: 'a signed-in administrator (isAdmin) whose account type is customer, as `pnpm admin:create` makes it, owning no restaurant',
  },
};

/** The status of a cell: the REST status (a tRPC call gets the same, except 200 for a REST 201). */
export type Status = 200 | 201 | 302 | 401 | 403 | 404 | 409;

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The REST path as the spec writes it; null for a procedure only reachable through tRPC. */
  path: string | null;
  /** The tRPC procedure behind the path; null for a plain route. */
  procedure: string | null;
  /** What the call is about, which decides who "owns" it. */
  target: string;
  expected: Record<Principal, Status>;
}

/** Shorthands for the usual patterns. */
const everyone = (status: Status): Record<Principal, Status> => ({ anonymous: status, customer: status, owner: status, otherOwner: status, admin: status });
const signedIn = (status: Status): Record<Principal, Status> => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: Status): Record<Principal, Status> => ({ anonymous: 401, customer: 403, owner: 403, otherOwner: 403, admin: status });
const restaurantOwnerOnly = (status: Status): Record<Principal, Status> => ({ anonymous: 401, customer: 403, owner: status, otherOwner: 403, admin: 403 });
const customersOnly = (status: Status): Record<Principal, Status> => ({ anonymous: 401, customer: status, owner: 403, otherOwner: 403, admin: status });

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // Accounts
  { method: 'GET', path: '/api/user', procedure: 'auth.me', target: 'the caller’s own account', expected: signedIn(200) },
  { method: 'POST', path: '/api/login', procedure: 'auth.login', target: 'the caller’s own credentials (anonymous: an existing account’s)', expected: everyone(200) },
  { method: 'POST', path: '/api/register', procedure: 'auth.register', target: 'a new account (the caller is switched to it)', expected: everyone(201) },
  {
    method: 'POST',
    path: '/api/set-password',
    procedure: 'auth.setPassword',
    target: 'the caller’s own Google account without a password (anonymous: someone’s)',
    expected: { ...everyone(200), anonymous: 403 },
  },
  { method: 'POST', path: '/api/logout', procedure: 'auth.logout', target: 'the caller’s session', expected: everyone(200) },
  { method: 'GET', path: '/api/logout', procedure: null, target: 'the caller’s session; redirects to /', expected: everyone(302) },
  { method: 'GET', path: null, procedure: 'auth.providers', target: 'the sign-in methods offered', expected: everyone(200) },
  { method: 'PUT', path: '/api/user/profile', procedure: 'user.updateProfile', target: 'the caller’s own delivery info', expected: signedIn(200) },
  { method: 'PUT', path: '/api/user/account', procedure: 'user.updateAccount', target: 'the caller’s own account', expected: signedIn(200) },

  // Application logo and uploads
  { method: 'GET', path: '/api/logo', procedure: 'logo.get', target: 'the application logo', expected: everyone(200) },
  { method: 'PUT', path: '/api/logo', procedure: 'logo.update', target: 'the application logo', expected: adminOnly(200) },
  { method: 'POST', path: '/api/objects/upload', procedure: 'upload.createUploadUrl', target: 'an upload URL for the caller', expected: signedIn(200) },

  // Restaurants
  {
    method: 'GET',
    path: '/api/restaurants?customerId={userId}',
    procedure: 'restaurant.list',
    target: 'the customer’s restaurant list (customerId = the customer)',
    expected: { anonymous: 401, customer: 200, owner: 403, otherOwner: 403, admin: 200 },
  },
  { method: 'GET', path: '/api/restaurants/slug/{slug}', procedure: 'restaurant.bySlug', target: 'the owner’s restaurant', expected: everyone(200) },
  { method: 'GET', path: '/api/restaurants/{id}/products', procedure: 'product.listByRestaurant', target: 'the owner’s menu', expected: everyone(200) },
  {
    method: 'GET',
    path: '/api/restaurants/my',
    procedure: 'restaurant.mine',
    target: 'the caller’s own restaurants',
    expected: { anonymous: 401, customer: 403, owner: 200, otherOwner: 200, admin: 403 },
  },
  { method: 'GET', path: '/api/restaurants/{id}/stats', procedure: 'restaurant.stats', target: 'the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'GET', path: '/api/restaurants/{id}/orders', procedure: 'restaurant.orders', target: 'the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  {
    method: 'POST',
    path: '/api/restaurants',
    procedure: 'restaurant.create',
    target: 'a new restaurant (owner: an owner without one yet; other owner: one who already has one)',
    expected: { anonymous: 401, customer: 403, owner: 201, otherOwner: 409, admin: 403 },
  },
  { method: 'PUT', path: '/api/restaurants/{id}', procedure: 'restaurant.update', target: 'the owner’s restaurant', expected: restaurantOwnerOnly(200) },

  // Menu
  { method: 'POST', path: '/api/products', procedure: 'product.create', target: 'a product in the owner’s restaurant', expected: restaurantOwnerOnly(201) },
  { method: 'PUT', path: '/api/products/{id}', procedure: 'product.update', target: 'a product of the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'DELETE', path: '/api/products/{id}', procedure: 'product.delete', target: 'a product of the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'GET', path: null, procedure: 'category.list', target: 'the owner’s menu categories', expected: everyone(200) },
  { method: 'POST', path: null, procedure: 'category.create', target: 'a category in the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'POST', path: null, procedure: 'category.rename', target: 'a category of the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'POST', path: null, procedure: 'category.reorder', target: 'the categories of the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'POST', path: null, procedure: 'category.delete', target: 'a category of the owner’s restaurant', expected: restaurantOwnerOnly(200) },
  { method: 'POST', path: null, procedure: 'category.assignProduct', target: 'a product and a category of the owner’s restaurant', expected: restaurantOwnerOnly(200) },

  // Orders
  { method: 'POST', path: '/api/orders', procedure: 'order.place', target: 'an order at the owner’s restaurant', expected: customersOnly(201) },
  {
    method: 'PUT',
    path: '/api/orders/{orderId}/status',
    procedure: 'order.updateStatus',
    target: 'the customer’s order at the owner’s restaurant',
    expected: restaurantOwnerOnly(200),
  },
  { method: 'GET', path: null, procedure: 'order.mine', target: 'the caller’s own orders', expected: customersOnly(200) },
  {
    method: 'GET',
    path: null,
    procedure: 'order.byId',
    target: 'the customer’s order at the owner’s restaurant',
    expected: { anonymous: 401, customer: 200, owner: 200, otherOwner: 403, admin: 403 },
  },

  // Administration
  { method: 'GET', path: '/api/admin/users', procedure: 'admin.users', target: 'every account', expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/restaurants', procedure: 'admin.restaurants', target: 'every restaurant', expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/stats', procedure: 'admin.stats', target: 'platform totals', expected: adminOnly(200) },
  { method: 'PUT', path: '/api/admin/users/{id}', procedure: 'admin.updateUser', target: 'another account', expected: adminOnly(200) },
  { method: 'DELETE', path: '/api/admin/users/{id}', procedure: 'admin.deleteUser', target: 'another account', expected: adminOnly(200) },
  { method: 'DELETE', path: '/api/admin/restaurants/{id}', procedure: 'admin.deleteRestaurant', target: 'the owner’s restaurant', expected: adminOnly(200) },
];

/** The key of a REST row as the spec lists it, e.g. "GET /api/restaurants/{id}/stats". */
export const restKey = (row: Pick<MatrixRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

/** The key of any row: its REST key, or its procedure for a tRPC-only row. */
export const rowKey = (row: MatrixRow) => (row.path ? restKey(row) : `tRPC ${row.procedure}`);
