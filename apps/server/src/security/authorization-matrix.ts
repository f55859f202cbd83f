import { callableProcedures, type Access, type CallableProcedureName } from '@direto/api';

/**
 * Who may call what: every REST path of the spec and every tRPC query and mutation, with the
 * HTTP status each kind of caller gets. The rows are generated from the router — method, path
 * and access level from each procedure's meta — and the statuses follow from the access level;
 * CALLS below adds only what the router cannot say. authorization-matrix.test.ts sends every
 * cell through the real app (REST and tRPC) and docs/authorization-matrix.md is generated from
 * the rows (`pnpm --filter @direto/server docs:authz`); a test fails when the two differ.
 */

export const PRINCIPALS = ['anonymous', 'customer', 'owner', 'otherOwner', 'admin', 'staff'] as const;
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
  staff: {
    title: 'Staff',
    description: 'a signed-in staff member (\'Atendente\') of the owner’s restaurant: a customer account that accepted the owner’s invitation',
  },
};

/** The status of a cell: the REST status (a tRPC call gets the same, except 200 for a REST 201). */
export type Status = 200 | 201 | 202 | 302 | 401 | 403 | 404 | 409;

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The REST path as the spec writes it; null for a procedure only reachable through tRPC. */
  path: string | null;
  /** The tRPC procedure behind the path; null for a plain route. */
  procedure: CallableProcedureName | null;
  /** The access level the procedure declares (and enforces); a plain route is public. */
  access: Access;
  /** What the call is about, which decides who "owns" it. */
  target: string;
  expected: Record<Principal, Status>;
}

/** Shorthands for the usual patterns. */
const everyone = (status: Status): Record<Principal, Status> => ({ anonymous: status, customer: status, owner: status, otherOwner: status, admin: status, staff: status });

/** What each caller gets from a call of this access level that succeeds with `ok`, before ownership. */
function expectedByAccess(access: Access, ok: Status): Record<Principal, Status> {
  switch (access) {
    case 'public':
      return everyone(ok);
    case 'signedIn':
      return { ...everyone(ok), anonymous: 401 };
    // An owner's call is about their own restaurant (or what is in it): another owner is refused,
    // and so is staff — menu, prices, settings, payment keys and the team are the owner's.
    case 'owner':
      return { anonymous: 401, customer: 403, owner: ok, otherOwner: 403, admin: 403, staff: 403 };
    // Order work (board, status, payment confirmation): the restaurant's owner and its staff.
    case 'restaurantStaff':
      return { anonymous: 401, customer: 403, owner: ok, otherOwner: 403, admin: 403, staff: ok };
    // The admin and staff columns are customer accounts (see PRINCIPAL_DESCRIPTIONS).
    case 'customer':
      return { anonymous: 401, customer: ok, owner: 403, otherOwner: 403, admin: ok, staff: ok };
    case 'admin':
      return { anonymous: 401, customer: 403, owner: 403, otherOwner: 403, admin: ok, staff: 403 };
  }
}

interface CallFacts {
  target: string;
  /** Cells where ownership or state changes what the access level alone would give. */
  except?: Partial<Record<Principal, Status>>;
}

/**
 * What the router cannot say about each query and mutation, keyed by the procedures' own names
 * (their type comes from the router): adding, renaming or removing a procedure fails the
 * type-check until its line here and its arrangement in authorization-matrix.test.ts follow.
 */
export const CALLS: Record<CallableProcedureName, CallFacts> = {
  'auth.me': { target: 'the caller’s own account' },
  'auth.login': { target: 'the caller’s own credentials (anonymous: an existing account’s)' },
  'auth.register': { target: 'a new account (the caller is switched to it)' },
  'auth.setPassword': { target: 'the caller’s own Google account without a password (anonymous: someone’s)', except: { anonymous: 403 } },
  'auth.logout': { target: 'the caller’s session' },
  'auth.providers': { target: 'the sign-in methods offered' },
  'user.updateProfile': { target: 'the caller’s own delivery info' },
  'user.updateAccount': { target: 'the caller’s own account' },
  'user.revokeOtherSessions': { target: 'the caller’s other sessions' },
  'user.sessions': { target: 'the caller’s own sessions' },
  'user.endSession': { target: 'another session of the caller’s own account' },
  'user.exportData': { target: 'the caller’s own data (LGPD export)' },
  'user.deleteAccount': { target: 'the caller’s own account, owning no restaurant (LGPD deletion)' },
  'user.resendEmailConfirmation': { target: 'the caller’s own e-mail, not yet confirmed' },
  'user.confirmEmail': { target: 'a valid confirmation link of another account (the caller stays who they are)' },
  'passwordReset.request': { target: 'a reset link for an e-mail (same answer whether it has an account)' },
  'passwordReset.confirm': { target: 'a valid reset link of another account (the caller is switched to it)' },

  'staff.list': { target: 'the team of the owner’s restaurant' },
  'staff.invite': { target: 'an invitation to the owner’s restaurant' },
  'staff.remove': { target: 'a member of the owner’s restaurant' },
  'staff.accept': { target: 'an invitation to the owner’s restaurant sent to the caller’s e-mail' },
  'staff.invitation': { target: 'a pending invitation to the owner’s restaurant' },
  'staff.workplaces': { target: 'the restaurants where the caller works as staff' },
  'orderEmails.get': { target: 'the order e-mails setting of the owner’s restaurant' },
  'orderEmails.set': { target: 'the order e-mails setting of the owner’s restaurant' },
  // Issue 30: ordering without an account. The tracking token and the device cookie are the guest's credentials.
  'orderSettings.get': { target: 'the order settings (guest orders) of the owner’s restaurant' },
  'orderSettings.update': { target: 'the order settings (guest orders) of the owner’s restaurant' },
  'guestOrder.place': { target: 'an order without an account at the owner’s restaurant (guest orders on)' },
  'guestOrder.byToken': { target: 'the guest order of a tracking link the caller holds' },
  'guestOrder.device': { target: 'what the caller’s own browser remembers (its device cookie)' },
  'guestOrder.forgetDevice': { target: 'the caller’s own browser’s device cookie' },
  'guestOrder.createAccount': { target: 'a new account from a guest order’s link (the caller is switched to it)' },
  // Issue 30: the restaurant's customer list is the owner's alone (staff take orders, they don't browse customers).
  'customers.list': { target: 'the customer list of the owner’s restaurant' },
  'customers.get': { target: 'a customer of the owner’s restaurant' },
  'customers.update': { target: 'a customer of the owner’s restaurant (notes, tags, blocked)' },
  'customers.erase': { target: 'a customer of the owner’s restaurant (LGPD erasure)' },
  'customers.exportCsv': { target: 'the customer list of the owner’s restaurant (CSV)' },
  'customers.importCsv': { target: 'the customer list of the owner’s restaurant (CSV import)' },
  'customers.tagRules': { target: 'the automatic customer tag thresholds of the owner’s restaurant' },
  'customers.updateTagRules': { target: 'the automatic customer tag thresholds of the owner’s restaurant' },

  'logo.get': { target: 'the application logo' },
  'logo.update': { target: 'the application logo' },
  'upload.createUploadUrl': { target: 'an upload URL for the caller' },

  'restaurant.list': { target: 'the customer’s restaurant list (customerId = the customer)', except: { owner: 403, otherOwner: 403, staff: 403 } },
  'restaurant.bySlug': { target: 'the owner’s restaurant' },
  'restaurant.byId': { target: 'the owner’s restaurant (as everyone sees it: its WhatsApp for the customer’s order page)' },
  // Public like the link it encodes (/r/{slug}), which the restaurant prints on posters.
  'restaurant.qrSvg': { target: 'the QR code of the owner’s restaurant’s public link' },
  'product.listByRestaurant': { target: 'the owner’s menu' },
  'restaurant.mine': { target: 'the caller’s own restaurants', except: { otherOwner: 200 } },
  'restaurant.stats': { target: 'the owner’s restaurant' },
  'restaurant.orders': { target: 'the owner’s restaurant' },
  'restaurant.create': { target: 'a new restaurant (owner: an owner without one yet; other owner: one who already has one)', except: { otherOwner: 409 } },
  'restaurant.update': { target: 'the owner’s restaurant' },

  'product.create': { target: 'a product in the owner’s restaurant' },
  'product.update': { target: 'a product of the owner’s restaurant' },
  'product.delete': { target: 'a product of the owner’s restaurant' },
  'product.duplicate': { target: 'a product of the owner’s restaurant (copied, unavailable)' },
  'priceChange.create': { target: 'a bulk price change of products of the owner’s restaurant' },
  'priceChange.undo': { target: 'a bulk price change of the owner’s restaurant, within 10 minutes' },
  // Issue 35: the blank templates are no restaurant's: any owner downloads them.
  'menuImport.templateXlsx': { target: 'the blank menu spreadsheet template (.xlsx)', except: { otherOwner: 200 } },
  'menuImport.templateCsv': { target: 'the blank menu spreadsheet template (.csv)', except: { otherOwner: 200 } },
  'menuImport.preview': { target: 'a spreadsheet import into the owner’s menu (preview, nothing changes)' },
  'menuImport.run': { target: 'a spreadsheet import into the owner’s menu' },
  'menuImport.exportXlsx': { target: 'the owner’s menu as a spreadsheet (.xlsx)' },
  'menuImport.exportCsv': { target: 'the owner’s menu as a spreadsheet (.csv)' },
  'category.list': { target: 'the owner’s menu categories' },
  'category.create': { target: 'a category in the owner’s restaurant' },
  'category.rename': { target: 'a category of the owner’s restaurant' },
  'category.reorder': { target: 'the categories of the owner’s restaurant' },
  'category.delete': { target: 'a category of the owner’s restaurant' },
  'category.assignProduct': { target: 'a product and a category of the owner’s restaurant' },
  'optionGroup.list': { target: 'the option groups of the owner’s restaurant' },
  'optionGroup.create': { target: 'an option group in the owner’s restaurant' },
  'optionGroup.update': { target: 'an option group of the owner’s restaurant' },
  'optionGroup.delete': { target: 'an option group of the owner’s restaurant' },
  'optionGroup.linkProduct': { target: 'a product and option groups of the owner’s restaurant' },
  'optionGroup.reorder': { target: 'the option groups of the owner’s restaurant' },
  'optionGroup.flavourPricing': { target: 'the multi-flavour pizza rule of the owner’s restaurant' },
  'optionGroup.setFlavourPricing': { target: 'the multi-flavour pizza rule of the owner’s restaurant' },

  'payment.settings': { target: 'the payment settings (methods, Pix key) of the owner’s restaurant' },
  'payment.updateSettings': { target: 'the payment settings (methods, Pix key) of the owner’s restaurant' },
  // Issue 35: 'Primeiros passos' is the owner's own; the printed menu is public like the menu.
  'onboarding.get': { target: 'the first-steps checklist of the owner’s restaurant' },
  'onboarding.recordShare': { target: 'the first-steps checklist of the owner’s restaurant (link shared)' },
  'onboarding.dismiss': { target: 'the first-steps checklist of the owner’s restaurant (dismissed)' },
  'printedMenu.pdf': { target: 'the printable menu (PDF) of the owner’s restaurant' },
  'payment.confirm': { target: 'a Pix order of a customer at the owner’s restaurant, not yet confirmed' },
  'delivery.settings': { target: 'the delivery settings of the owner’s restaurant' },
  'delivery.updateSettings': { target: 'the delivery settings of the owner’s restaurant' },
  'delivery.areas': { target: 'the delivery areas of the owner’s restaurant' },
  'delivery.createArea': { target: 'a delivery area in the owner’s restaurant' },
  'delivery.replaceAreas': { target: 'the delivery areas of the owner’s restaurant' },
  'delivery.updateArea': { target: 'a delivery area of the owner’s restaurant' },
  'delivery.deleteArea': { target: 'a delivery area of the owner’s restaurant' },
  // Public like the menu: the customer sees the fee and time before signing in.
  'delivery.quote': { target: 'a delivery quote of the owner’s restaurant' },
  'delivery.cep': { target: 'a CEP’s street, bairro, city and UF (rate-limited per IP)' },
  // Issue 31: what a coupon would do to a cart, for anyone at checkout (nothing reserved; rate-limited per IP).
  'coupon.quote': { target: 'a coupon quote at a restaurant (public)' },
  // Issue 31, Marketing › Cupons: the owner's coupons and automatic offers, and what each brought.
  'coupon.list': { target: 'the coupons and automatic offers of the owner’s restaurant' },
  'coupon.create': { target: 'a coupon or automatic offer in the owner’s restaurant' },
  'coupon.update': { target: 'a coupon or automatic offer of the owner’s restaurant' },
  'coupon.delete': { target: 'a coupon or automatic offer of the owner’s restaurant' },
  'coupon.results': { target: 'the results of a coupon or automatic offer of the owner’s restaurant' },
  // Issue 31: the loyalty card's settings are the owner's; the progress is the asker's own card (account or device), never by phone.
  'loyalty.get': { target: 'the loyalty card settings of the owner’s restaurant' },
  'loyalty.update': { target: 'the loyalty card settings of the owner’s restaurant' },
  'loyalty.progress': { target: 'the asker’s own loyalty card at a restaurant (their account or device; empty for anyone else)' },
  // Issue 31, Reativar clientes: one invitation at a time to a consenting customer of the owner's restaurant.
  'winback.invite': { target: 'a win-back invitation (personal coupon) to a customer of the owner’s restaurant' },
  'winback.candidates': { target: 'the consenting inactive customers of the owner’s restaurant' },
  'winback.report': { target: 'the win-back invitations of the owner’s restaurant and their results' },
  // Issue 32: the caixa is the owner's; staff only when the owner turns 'Equipe pode operar o caixa' on (off here). Staff never reopen.
  'cashRegister.open': { target: 'a caixa of the owner’s restaurant (opened)', except: { staff: 403 } },
  'cashRegister.current': { target: 'the open caixa of the owner’s restaurant', except: { staff: 403 } },
  'cashRegister.list': { target: 'the caixa history of the owner’s restaurant', except: { staff: 403 } },
  'cashRegister.get': { target: 'a caixa of the owner’s restaurant', except: { staff: 403 } },
  'cashRegister.addMovement': { target: 'a sangria or suprimento in the open caixa of the owner’s restaurant', except: { staff: 403 } },
  'cashRegister.close': { target: 'the open caixa of the owner’s restaurant (closed with a count)', except: { staff: 403 } },
  'cashRegister.reopen': { target: 'a closed caixa of the owner’s restaurant (reopened, with a reason)' },
  'cashRegister.slipPdf': { target: 'the closing slip (PDF) of a closed caixa of the owner’s restaurant', except: { staff: 403 } },
  // Issue 32: the reports (Relatórios) are the owner's alone.
  'reports.summary': { target: 'the sales report totals of the owner’s restaurant' },
  'reports.breakdown': { target: 'a sales report breakdown of the owner’s restaurant' },
  'reports.breakdownCsv': { target: 'a sales report breakdown of the owner’s restaurant (CSV)' },
  // Issue 33, 'Novo pedido': the owner and staff take orders; the phone lookup answers a name and the last address only.
  'staffOrders.place': { target: 'an order taken by the owner or staff at the owner’s restaurant (Novo pedido)' },
  'staffOrders.lookupCustomer': { target: 'the name and last delivery address of a phone among the owner’s restaurant’s customers' },
  // Issue 33: tables are the owner's; staff read the list ('Novo pedido', the dining room). A table's QR link is its holder's credential.
  'tables.list': { target: 'the tables of the owner’s restaurant, with their QR links' },
  'tables.create': { target: 'a new table of the owner’s restaurant' },
  'tables.createRange': { target: 'numbered tables of the owner’s restaurant (Adicionar mesas 1 a N)' },
  'tables.update': { target: 'a table of the owner’s restaurant (renamed or deactivated)' },
  'tables.delete': { target: 'a table of the owner’s restaurant without an open conta' },
  'tables.rotateToken': { target: 'the QR link of a table of the owner’s restaurant (replaced)' },
  'tables.qrPdf': { target: 'the QR sheet (PDF) of the owner’s restaurant’s active tables' },
  'tableLink.get': { target: 'the table and restaurant of a table’s QR link the caller holds' },
  'tableLink.placeOrder': { target: 'an order into the conta of a table whose QR link the caller holds' },
  'tableLink.callStaff': { target: 'a call (waiter or bill) from a table whose QR link the caller holds' },
  // Issue 33, part C: the contas of the dining room are order work — the owner and staff (staff never set another service charge percentage).
  'tabs.diningRoom': { target: 'the dining room of the owner’s restaurant: its tables, open contas and calls waiting' },
  'tabs.update': { target: 'an open conta of the owner’s restaurant (service charge removed, split)' },
  'tabs.addPayment': { target: 'a payment on an open conta of the owner’s restaurant' },
  'tabs.close': { target: 'an open, paid conta of the owner’s restaurant (Fechar conta)' },
  'tabs.attendCall': { target: 'a waiting call of a table of the owner’s restaurant (Atendido)' },
  // Issue 34: the Open Delivery connection is the owner's alone (its credentials let a POS read every order).
  'openDelivery.get': { target: 'the Open Delivery connection of the owner’s restaurant (never the client secret)' },
  'openDelivery.update': { target: 'the Open Delivery switch and POS webhook URL of the owner’s restaurant' },
  'openDelivery.issueCredentials': { target: 'a new Open Delivery client id and secret for the owner’s restaurant (the old pair revoked)' },
  // Issue 18: the hours and the slots are public like the menu; changing them and pausing are the owner's.
  'openingHours.get': { target: 'the opening hours of a restaurant (public)' },
  'openingHours.update': { target: 'the opening hours of the owner’s restaurant' },
  'openingHours.pause': { target: 'the order pause of the owner’s restaurant' },
  'openingHours.resume': { target: 'the order pause of the owner’s restaurant' },
  'openingHours.slots': { target: 'the scheduling slots of a restaurant (public)' },
  'userAddress.list': { target: 'the caller’s own address book' },
  'userAddress.create': { target: 'the caller’s own address book' },
  'userAddress.update': { target: 'an address of the caller’s own address book' },
  'userAddress.delete': { target: 'an address of the caller’s own address book' },

  'order.place': { target: 'an order at the owner’s restaurant' },
  'order.updateStatus': { target: 'the customer’s order at the owner’s restaurant' },
  'order.mine': { target: 'the caller’s own orders' },
  'order.byId': { target: 'the customer’s order at the owner’s restaurant', except: { otherOwner: 403, admin: 403 } },
  // An admin is neither party: the order's phone and address are the customer's and the restaurant's business.
  'order.detail': { target: 'the customer’s order at the owner’s restaurant', except: { otherOwner: 403, admin: 403 } },
  // 'Pedir de novo': only who placed the order — its account, or a guest order's device cookie (the admin and staff columns are other customers).
  'order.reorder': {
    target: 'the customer’s past order, rebuilt as a cart (nothing placed)',
    except: { anonymous: 401, owner: 403, otherOwner: 403, admin: 403, staff: 403 },
  },

  // An owner's own devices: every owner may turn alerts on for their own phone.
  'push.publicKey': { target: 'the server’s Web Push key, for the caller’s own devices', except: { otherOwner: 200 } },
  'push.subscribe': { target: 'the caller’s own device (Web Push subscription)', except: { otherOwner: 200 } },
  'push.unsubscribe': { target: 'the caller’s own device (Web Push subscription)', except: { otherOwner: 200 } },

  'admin.users': { target: 'every account' },
  'admin.restaurants': { target: 'every restaurant' },
  'admin.stats': { target: 'platform totals' },
  'admin.backups': { target: 'the state of the database backups' },
  'admin.updateUser': { target: 'another account' },
  'admin.deleteUser': { target: 'another account' },
  'admin.deleteRestaurant': { target: 'the owner’s restaurant' },
};


/** Procedures that CALLS does not describe yet (a test requires none). */
export const PROCEDURES_WITHOUT_FACTS = callableProcedures.map((entry) => entry.name).filter((name) => !(name in CALLS));

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  ...callableProcedures.map((entry): MatrixRow => {
    const facts = CALLS[entry.name];
    return {
      method: entry.rest?.method ?? (entry.type === 'query' ? 'GET' : 'POST'),
      path: entry.rest?.path ?? null,
      procedure: entry.name,
      access: entry.access,
      target: facts?.target ?? '(not described in CALLS)',
      expected: { ...expectedByAccess(entry.access, entry.rest?.status ?? 200), ...facts?.except },
    };
  }),
  // A plain route: signs out whoever calls, then redirects.
  { method: 'GET', path: '/api/logout', procedure: null, access: 'public', target: 'the caller’s session; redirects to /', expected: everyone(302) },
];

/** The key of a REST row as the spec lists it, e.g. "GET /api/restaurants/{id}/stats". */
export const restKey = (row: Pick<MatrixRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

/** The key of any row: its REST key, or its procedure for a tRPC-only row. */
export const rowKey = (row: MatrixRow) => (row.path ? restKey(row) : `tRPC ${row.procedure}`);
