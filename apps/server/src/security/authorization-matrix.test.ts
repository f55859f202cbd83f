import { existsSync, readFileSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIssueRoutes, readSpecRoutes } from '../../test/spec-routes';
import type { RequiredEntityData } from '@mikro-orm/core';
import { callableProcedures, procedureCatalog, type CallableProcedureName, type ProcedureEntry } from '@direto/api';
import {
  Category,
  Coupon,
  DeliveryArea,
  EmailConfirmation,
  OptionGroup,
  PasswordResetToken,
  PriceChange,
  Restaurant,
  RestaurantCustomer,
  RestaurantMember,
  StaffInvitation,
  User,
  UserAddress,
  type ICategory,
  type ICoupon,
  type IDeliveryArea,
  type IEmailConfirmation,
  type IOptionGroup,
  type IPasswordResetToken,
  type IPriceChange,
  type IRestaurantCustomer,
  type IRestaurantMember,
  type IStaffInvitation,
  type IUserAddress,
} from '@direto/db';
import { REPO_ROOT } from '../config';
import { restRoutes } from '../rest/routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeProduct } from '../../test/factories';
import { required } from '../../test/required';
import { nextTestClientAddress } from '../../test/session';
import { databaseFingerprint } from '../../test/security/database-fingerprint';
import { closeOpenCashSessions as closeOpenCashSessionsOf, makeCashSession as makeCashSessionOf } from '../../test/security/cash-sessions';
import { makeTable } from '../../test/security/tables';
import { makeOpenTab, makeTableCall } from '../../test/security/tabs';
import { createSecurityWorld, WORLD_PASSWORD, type Actor, type SecurityWorld } from '../../test/security/security-world';
import { browserPushSubscription } from '../../test/push-service';
import { AUTHORIZATION_MATRIX, CALLS, PRINCIPALS, PROCEDURES_WITHOUT_FACTS, restKey, rowKey, type MatrixRow, type Principal, type Status } from './authorization-matrix';
import { AUTHORIZATION_MATRIX_DOC, renderAuthorizationMatrix } from './authorization-matrix-markdown';

const procedures: Record<string, ProcedureEntry> = Object.fromEntries(procedureCatalog.map((entry) => [entry.name, entry]));

/** How to make one cell's request: who sends it (default: the column's shared actor), path params and input. */
interface Plan {
  actor?: Actor;
  params?: Record<string, string>;
  input?: Record<string, unknown>;
}

/** A one-product menu spreadsheet (CSV), in base64 as a JSON body carries a file. */
const MENU_CSV_BASE64 = Buffer.from('categoria;produto;preço\r\nMatriz;Pastel de feira;9,00\r\n').toString('base64');
const ADDRESS_BODY = { cep: '01310-100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };
/** Pix on, with the key the PUT row also sends: the confirmation row's orders are Pix orders. */
const PIX_COLUMNS = { pixEnabled: true, pixKeyType: 'cpf', pixKey: '12345678909', pixReceiverName: 'RESTAURANTE TESTE', pixReceiverCity: 'SAO PAULO' } as const;
const PAYMENT_SETTINGS_BODY = {
  methods: [{ method: 'cash', enabled: true }],
  pix: { enabled: true, keyType: 'cpf', key: '123.456.789-09', receiverName: 'RESTAURANTE TESTE', receiverCity: 'SAO PAULO', requireConfirmation: true },
};
const DELIVERY_SETTINGS_BODY = { delivery: true, pickup: false, pickupTime: { min: 20, max: 30 }, minOrder: null, freeDeliveryAbove: null, address: null };
/** A bairro no other cell uses (names must be unique per restaurant). */
const deliveryAreaBody = () => ({ district: `Bairro ${randomUUID()}`, city: 'São Paulo', fee: '5.00', minTime: 30, maxTime: 40, isActive: false });

/** Issue 31's loyalty card as the owner saves it (off). */
const MATRIX_LOYALTY = { enabled: false, ordersNeeded: 20, minSubtotal: '30.00', reward: { type: 'free_delivery' as const }, validityDays: 30 };

/** A coupon form with a code of its own (codes are unique per restaurant). */
const matrixCouponBody = () => ({ code: `MATRIZ${randomUUID().replace(/-/g, '').slice(0, 8)}`, title: 'Cupom da matriz', benefit: { type: 'percent', percent: 10 } });

/** A coupon with a code in the world's restaurant; its id. */
async function makeCoupon(): Promise<string> {
  const em = t.em();
  const coupon = em.create(Coupon, { restaurant: world.restaurant.id, code: matrixCouponBody().code.toUpperCase(), title: 'Cupom da matriz', benefitType: 'percent', percent: 10 } as RequiredEntityData<ICoupon>);
  await em.flush();
  return coupon.id;
}

async function makeDeliveryArea() {
  const em = t.em();
  const district = `Bairro ${randomUUID()}`;
  const area = em.create(DeliveryArea, {
    restaurant: world.restaurant.id,
    district,
    city: 'Outra Cidade',
    districtKey: district.toLowerCase(),
    cityKey: 'outra cidade',
    fee: '5.00',
    minTime: 30,
    maxTime: 40,
    // Inactive: the world's restaurant keeps its flat fee (no active areas) for the order rows.
    isActive: false,
  } as RequiredEntityData<IDeliveryArea>);
  await em.flush();
  return area;
}

/** An address of the column's account (anonymous has none: any id, refused before it is read). */
async function makeUserAddress(who: Principal): Promise<string> {
  const user = accountOf(who);
  if (!user) return randomUUID();
  const em = t.em();
  const address = em.create(UserAddress, { user: user.id, ...ADDRESS_BODY, cep: '01310100', complement: null, reference: null, lastUsedAt: null } as RequiredEntityData<IUserAddress>);
  await em.flush();
  return address.id;
}

/** Issue 32: the world's restaurant's caixa (straight in the database). */
const closeOpenCashSessions = () => closeOpenCashSessionsOf(t.em(), world.restaurant.id);
const makeCashSession = (status: 'open' | 'closed') => makeCashSessionOf(t.em(), world.restaurant.id, status);
/** Issue 33: a table of the world's restaurant. */
const makeWorldTable = () => makeTable(t.em(), world.restaurant.id);

let t: TestApp;
let world: SecurityWorld;

/** A guest order's body at the world's restaurant (which then accepts them), from a phone of its own (3 open orders per phone). */
async function guestOrderBody() {
  await t.em().nativeUpdate(Restaurant, world.restaurant.id, { guestOrders: true });
  const phone = `(11) 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const body = world.orderBody();
  // An address of its own too (20 guest orders an hour per address).
  const order = { ...body.order, deliveryAddress: `Rua da Matriz, ${Math.floor(Math.random() * 1e6)}` };
  return { ...body, order, customer: { name: 'Convidada Matriz', phone, marketingConsent: false } };
}

/** Places a guest order (anonymously) and returns its tracking token. */
async function placeGuestOrder(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/restaurants/${world.restaurant.id}/guest-orders`, payload: await guestOrderBody() });
  if (res.statusCode !== 201) throw new Error(`Pedido sem cadastro recusado (${res.statusCode}): ${res.body}`);
  return res.json().trackingToken;
}

const accountOf = (who: Principal) => world.actors[who].user;

/** Issue 33: a phone order for delivery as 'Novo pedido' sends it (the world's restaurant is open). */
function staffOrderBody() {
  const body = world.orderBody();
  return { ...body, order: { ...body.order, deliveryAddress: 'Rua da Matriz, 10' }, origin: 'phone', customer: { name: 'Cliente por Telefone', phone: '(11) 91234-0000' } };
}

type Arrangement = (who: Principal) => Promise<Plan> | Plan;

/**
 * One arrangement per procedure of the table, keyed by its name (the router's type: adding,
 * renaming or removing a procedure fails the type-check until this follows).
 */
const arrangements: Record<CallableProcedureName, Arrangement> = {
  'auth.me': () => ({}),
  'auth.login': async (who) => {
    const actor = await world.freshActor(who);
    const account = actor.user ?? (await world.createAccount());
    return { actor, input: { email: account.email, password: WORLD_PASSWORD } };
  },
  'auth.register': async (who) => ({
    actor: await world.freshActor(who),
    input: { email: `nova-${randomUUID()}@teste.com`, password: WORLD_PASSWORD, firstName: 'Nova', userType: 'customer' },
  }),
  'auth.setPassword': async (who) => {
    const actor = await world.freshActor(who, { withoutPassword: true });
    const account = actor.user ?? (await world.createAccount({ password: null }));
    return { actor, input: { email: account.email, password: 'senha-nova-123' } };
  },
  'auth.logout': async (who) => ({ actor: await world.freshActor(who) }),
  'auth.providers': () => ({}),
  'user.updateProfile': () => ({ input: { phone: '(11) 98765-4321', address: 'Rua Augusta, 1200, apto 52', city: 'São Paulo', zipCode: '01304-001' } }),
  'user.updateAccount': (who) => ({ input: { firstName: 'Teste', lastName: 'Matriz', email: accountOf(who)?.email ?? 'ninguem@teste.com' } }),
  // A fresh account, so that no other row's session is ended.
  'user.revokeOtherSessions': async (who) => ({ actor: await world.freshActor(who) }),
  'user.sessions': () => ({}),
  // A second session of a fresh account, ended from the first.
  'user.endSession': async (who) => {
    const actor = await world.freshActor(who);
    if (!actor.user) return { actor, params: { id: 'qualquer' } };
    const other = await world.signInAgain(actor.user);
    const listed = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: { cookie: other } });
    const first = (listed.json() as { id: string; current: boolean }[]).find((session) => !session.current);
    return { actor: { ...actor, cookie: other }, params: { id: required(first, 'a outra sessão').id } };
  },
  'user.exportData': () => ({}),
  'user.deleteAccount': async (who) => ({ actor: await world.freshActor(who, { withRestaurant: false }), input: { password: WORLD_PASSWORD } }),
  'passwordReset.request': () => ({ input: { email: `alguem-${randomUUID()}@teste.com` } }),
  'passwordReset.confirm': async (who) => {
    const token = randomUUID();
    const em = t.em();
    em.create(PasswordResetToken, { user: (await world.createAccount()).id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000), usedAt: null } as RequiredEntityData<IPasswordResetToken>);
    await em.flush();
    return { actor: await world.freshActor(who), input: { token, password: 'senha-nova-123', confirmPassword: 'senha-nova-123' } };
  },
  'staff.list': () => ({ params: { id: world.restaurant.id } }),
  'staff.invite': () => ({ params: { id: world.restaurant.id }, input: { email: `convidado-${randomUUID()}@teste.com` } }),
  'staff.remove': async () => {
    const member = await world.createAccount();
    const em = t.em();
    em.create(RestaurantMember, { restaurant: world.restaurant.id, user: member.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    return { params: { id: world.restaurant.id, userId: member.id } };
  },
  // A fresh caller (joining changes what a staff cell may do) invited by its own, confirmed, e-mail.
  'staff.accept': async (who) => {
    const actor = await world.freshActor(who);
    if (actor.user) await t.em().nativeUpdate(User, { id: actor.user.id }, { emailConfirmedAt: new Date() });
    return { actor, params: { token: await makeInvitation(actor.user?.email ?? `ninguem-${randomUUID()}@teste.com`) } };
  },
  // A fresh caller: the world's accounts have unconfirmed e-mails, and each link mailed counts against the account.
  'user.resendEmailConfirmation': async (who) => ({ actor: await world.freshActor(who) }),
  'user.confirmEmail': async () => {
    const token = randomUUID();
    const account = await world.createAccount();
    const em = t.em();
    em.create(EmailConfirmation, { user: account.id, email: account.email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000), usedAt: null } as RequiredEntityData<IEmailConfirmation>);
    await em.flush();
    return { input: { token } };
  },
  'staff.invitation': async () => ({ input: { token: await makeInvitation(`convidado-${randomUUID()}@teste.com`) } }),
  'staff.workplaces': () => ({}),
  'orderEmails.get': () => ({ input: { id: world.restaurant.id } }),
  'orderEmails.set': () => ({ input: { id: world.restaurant.id, orderEmails: true } }),
  'orderSettings.get': () => ({ params: { id: world.restaurant.id } }),
  'orderSettings.update': () => ({ params: { id: world.restaurant.id }, input: { guestOrders: true } }),
  // Issue 34: the Open Delivery connection (switching it on, without a webhook; a new pair).
  'openDelivery.get': () => ({ params: { id: world.restaurant.id } }),
  'openDelivery.update': () => ({ params: { id: world.restaurant.id }, input: { enabled: true } }),
  'openDelivery.issueCredentials': () => ({ params: { id: world.restaurant.id } }),
  'guestOrder.place': async () => ({ params: { id: world.restaurant.id }, input: await guestOrderBody() }),
  'guestOrder.byToken': async () => ({ params: { token: await placeGuestOrder() } }),
  'guestOrder.device': () => ({}),
  'guestOrder.forgetDevice': () => ({}),
  'guestOrder.createAccount': async (who) => ({
    actor: await world.freshActor(who),
    input: { token: await placeGuestOrder(), email: `convidado-${randomUUID()}@teste.com`, password: WORLD_PASSWORD },
  }),
  'customers.list': () => ({ params: { id: world.restaurant.id } }),
  'customers.get': async () => ({ params: { id: world.restaurant.id, customerId: await makeRestaurantCustomer() } }),
  'customers.update': async () => ({ params: { id: world.restaurant.id, customerId: await makeRestaurantCustomer() }, input: { notes: 'Prefere sem cebola', tags: ['vip'], blocked: false } }),
  'customers.erase': async () => ({ params: { id: world.restaurant.id, customerId: await makeRestaurantCustomer() } }),
  'customers.exportCsv': () => ({ params: { id: world.restaurant.id } }),
  'customers.importCsv': () => ({ params: { id: world.restaurant.id }, input: { csv: 'nome;telefone\r\nAna Souza;(11) 91234-5678\r\n' } }),
  'customers.tagRules': () => ({ params: { id: world.restaurant.id } }),
  'customers.updateTagRules': () => ({ params: { id: world.restaurant.id }, input: { newDays: 30, frequentOrders: 3, frequentDays: 60, atRiskDays: 30, inactiveDays: 60 } }),

  'logo.get': () => ({}),
  'logo.update': () => ({ input: { logoURL: world.imagePath } }),
  'upload.createUploadUrl': () => ({}),

  'restaurant.list': () => ({ input: { customerId: required(accountOf('customer'), 'a conta do cliente').id } }),
  'restaurant.bySlug': () => ({ params: { slug: world.restaurant.shareableSlug } }),
  'restaurant.byId': () => ({ input: { id: world.restaurant.id } }),
  'restaurant.qrSvg': () => ({ params: { id: world.restaurant.id } }),
  'product.listByRestaurant': () => ({ params: { id: world.restaurant.id } }),
  'restaurant.mine': () => ({}),
  'restaurant.stats': () => ({ params: { id: world.restaurant.id } }),
  'restaurant.orders': () => ({ params: { id: world.restaurant.id } }),
  'restaurant.create': async (who) => ({
    actor: who === 'owner' ? await world.freshActor('owner', { withRestaurant: false }) : undefined,
    input: { name: 'Restaurante Novo', description: 'Comida caseira', cuisine: 'Brasileira' },
  }),
  'restaurant.update': () => ({
    params: { id: world.restaurant.id },
    input: { name: world.restaurant.name, description: 'Comida caseira', cuisine: 'Brasileira', deliveryFee: '0.00', deliveryTime: '30-45 min', isOpen: true },
  }),

  'product.create': () => ({ input: { restaurantId: world.restaurant.id, name: 'Coxinha', description: 'De frango', price: '8.00', prepTime: 10, tags: ['salgado'] } }),
  'product.update': () => ({ params: { id: world.product.id }, input: { name: world.product.name, description: 'Seis unidades', price: '12.50', prepTime: 15 } }),
  'product.delete': async () => ({ params: { id: (await makeProduct(t.em(), world.restaurant)).id } }),
  'product.duplicate': async () => ({ params: { productId: (await makeProduct(t.em(), world.restaurant)).id } }),
  // A product of its own for each cell: the world's product keeps the price its order rows send.
  'priceChange.create': async () => ({ params: { id: world.restaurant.id }, input: { productIds: [(await makeProduct(t.em(), world.restaurant)).id], percent: 10 } }),
  'priceChange.undo': async () => ({ params: { changeId: (await makePriceChange()).id } }),
  'menuImport.templateXlsx': () => ({}),
  'menuImport.templateCsv': () => ({}),
  'menuImport.preview': () => ({ params: { id: world.restaurant.id }, input: { file: MENU_CSV_BASE64 } }),
  'menuImport.run': () => ({ params: { id: world.restaurant.id }, input: { file: MENU_CSV_BASE64 } }),
  'menuImport.exportXlsx': () => ({ params: { id: world.restaurant.id } }),
  'menuImport.exportCsv': () => ({ params: { id: world.restaurant.id } }),
  'category.list': () => ({ input: { restaurantId: world.restaurant.id } }),
  'category.create': () => ({ input: { restaurantId: world.restaurant.id, name: 'Bebidas' } }),
  'category.rename': () => ({ input: { id: world.category.id, name: 'Entradas' } }),
  'category.reorder': async () => {
    const categories = await t.em().find(Category, { restaurant: world.restaurant.id }, { orderBy: { sortOrder: 'desc' } });
    return { input: { restaurantId: world.restaurant.id, categoryIds: categories.map((c) => c.id) } };
  },
  'category.delete': async () => {
    const em = t.em();
    const temporary = em.create(Category, { restaurant: world.restaurant.id, name: 'Temporária', sortOrder: 99 } as RequiredEntityData<ICategory>);
    await em.flush();
    return { input: { id: temporary.id } };
  },
  'category.assignProduct': () => ({ input: { productId: world.product.id, categoryId: world.category.id } }),
  'optionGroup.list': () => ({ params: { id: world.restaurant.id } }),
  'optionGroup.create': () => ({ params: { id: world.restaurant.id }, input: OPTION_GROUP_BODY }),
  'optionGroup.update': async () => ({ params: { groupId: (await makeOptionGroup()).id }, input: OPTION_GROUP_BODY }),
  'optionGroup.delete': async () => ({ params: { groupId: (await makeOptionGroup()).id } }),
  'optionGroup.linkProduct': async () => ({ params: { productId: world.product.id }, input: { groupIds: [(await makeOptionGroup()).id] } }),
  'optionGroup.reorder': async () => {
    const groups = await t.em().find(OptionGroup, { restaurant: world.restaurant.id }, { orderBy: { sortOrder: 'desc' } });
    return { input: { restaurantId: world.restaurant.id, groupIds: groups.map((group) => group.id) } };
  },
  'optionGroup.flavourPricing': () => ({ input: { id: world.restaurant.id } }),
  'optionGroup.setFlavourPricing': () => ({ input: { restaurantId: world.restaurant.id, multiFlavourPricing: 'average' } }),

  'payment.settings': () => ({ params: { id: world.restaurant.id } }),
  'payment.updateSettings': () => ({ params: { id: world.restaurant.id }, input: PAYMENT_SETTINGS_BODY }),
  'onboarding.get': () => ({ params: { id: world.restaurant.id } }),
  'onboarding.recordShare': () => ({ params: { id: world.restaurant.id } }),
  'onboarding.dismiss': () => ({ params: { id: world.restaurant.id } }),
  'printedMenu.pdf': () => ({ params: { id: world.restaurant.id } }),
  // A Pix order not yet confirmed, for each cell.
  'payment.confirm': async () => {
    await t.em().nativeUpdate(Restaurant, { id: world.restaurant.id }, PIX_COLUMNS);
    return { params: { orderId: await world.placeOrder(undefined, { method: 'pix' }) } };
  },
  'delivery.settings': () => ({ params: { id: world.restaurant.id } }),
  'delivery.updateSettings': () => ({ params: { id: world.restaurant.id }, input: DELIVERY_SETTINGS_BODY }),
  'delivery.areas': () => ({ params: { id: world.restaurant.id } }),
  'delivery.createArea': () => ({ params: { id: world.restaurant.id }, input: deliveryAreaBody() }),
  // An empty list: the world's restaurant keeps charging its flat fee for the other rows' orders.
  'delivery.replaceAreas': () => ({ params: { id: world.restaurant.id }, input: { areas: [] } }),
  'delivery.updateArea': async () => ({ params: { areaId: (await makeDeliveryArea()).id }, input: deliveryAreaBody() }),
  'delivery.deleteArea': async () => ({ params: { areaId: (await makeDeliveryArea()).id } }),
  'delivery.quote': () => ({ params: { id: world.restaurant.id }, input: { district: 'Centro', city: 'São Paulo' } }),
  'coupon.quote': () => ({ params: { id: world.restaurant.id }, input: { code: 'NAOEXISTE', subtotal: '30.00', orderType: 'delivery' } }),
  // Coupons with a code (never an automatic offer, which would change the other rows' order totals).
  'coupon.list': () => ({ params: { id: world.restaurant.id } }),
  'coupon.create': () => ({ params: { id: world.restaurant.id }, input: { coupon: matrixCouponBody() } }),
  'coupon.update': async () => ({ params: { couponId: await makeCoupon() }, input: { coupon: matrixCouponBody() } }),
  'coupon.delete': async () => ({ params: { couponId: await makeCoupon() } }),
  'coupon.results': async () => ({ params: { couponId: await makeCoupon() } }),
  // The loyalty card: 20 orders, so the world's few deliveries never issue a reward that would change other rows' totals.
  'loyalty.get': () => ({ params: { id: world.restaurant.id } }),
  'loyalty.update': () => ({ params: { id: world.restaurant.id }, input: { loyalty: MATRIX_LOYALTY } }),
  'loyalty.progress': async () => {
    await t.em().nativeUpdate(Restaurant, { id: world.restaurant.id }, { loyalty: { ...MATRIX_LOYALTY, enabled: true } });
    return { params: { id: world.restaurant.id } };
  },
  'winback.invite': async () => ({ params: { id: world.restaurant.id, customerId: await makeRestaurantCustomer({ marketingConsent: true }) }, input: {} }),
  'winback.candidates': () => ({ params: { id: world.restaurant.id }, input: { inactiveDays: 30 } }),
  'winback.report': () => ({ params: { id: world.restaurant.id } }),
  // Issue 32: each cell gets the caixa it needs (the world's restaurant has at most one open).
  'cashRegister.open': async () => {
    await closeOpenCashSessions();
    return { params: { id: world.restaurant.id }, input: { openingFloat: '100.00' } };
  },
  'cashRegister.current': async () => {
    await makeCashSession('open');
    return { params: { id: world.restaurant.id } };
  },
  'cashRegister.list': () => ({ params: { id: world.restaurant.id } }),
  'cashRegister.get': async () => ({ input: { sessionId: await makeCashSession('closed') } }),
  'cashRegister.addMovement': async () => ({ params: { sessionId: await makeCashSession('open') }, input: { type: 'deposit', amount: '20.00', reason: 'Troco extra' } }),
  'cashRegister.close': async () => ({ params: { sessionId: await makeCashSession('open') }, input: { counted: [{ method: 'cash', amount: '0.00' }] } }),
  'cashRegister.reopen': async () => ({ params: { sessionId: await makeCashSession('closed') }, input: { reason: 'Contagem errada' } }),
  'cashRegister.slipPdf': async () => ({ params: { sessionId: await makeCashSession('closed') } }),
  // Issue 32: the reports of a period.
  'reports.summary': () => ({ params: { id: world.restaurant.id }, input: { from: '2026-11-01', to: '2026-11-30' } }),
  'reports.breakdown': () => ({ params: { id: world.restaurant.id, breakdown: 'days' }, input: { from: '2026-11-01', to: '2026-11-30' } }),
  'reports.breakdownCsv': () => ({ params: { id: world.restaurant.id, breakdown: 'payments' }, input: { from: '2026-11-01', to: '2026-11-30' } }),
  // Issue 33: a phone order for delivery, taken by whoever the cell is.
  'staffOrders.place': () => ({ params: { id: world.restaurant.id }, input: staffOrderBody() }),
  'staffOrders.lookupCustomer': () => ({ input: { id: world.restaurant.id, phone: '(11) 91234-0000' } }),
  // Issue 33: a table of its own per cell (calls are once a minute per table).
  'tables.list': () => ({ params: { id: world.restaurant.id } }),
  'tables.create': () => ({ params: { id: world.restaurant.id }, input: { name: `Mesa ${randomUUID().slice(0, 8)}` } }),
  'tables.createRange': () => ({ input: { id: world.restaurant.id, from: 1, to: 3 } }),
  'tables.update': async () => ({ params: { tableId: (await makeWorldTable()).id }, input: { name: `Mesa ${randomUUID().slice(0, 8)}`, active: true } }),
  'tables.delete': async () => ({ params: { tableId: (await makeWorldTable()).id } }),
  'tables.rotateToken': async () => ({ params: { tableId: (await makeWorldTable()).id } }),
  'tables.qrPdf': async () => {
    await makeWorldTable();
    return { params: { id: world.restaurant.id } };
  },
  'tableLink.get': async () => ({ params: { token: (await makeWorldTable()).token } }),
  'tableLink.placeOrder': async () => {
    const { order, items } = world.orderBody();
    return { params: { token: (await makeWorldTable()).token }, input: { order: { subtotal: order.subtotal, total: order.subtotal }, items } };
  },
  'tableLink.callStaff': async () => ({ params: { token: (await makeWorldTable()).token }, input: { type: 'waiter' } }),
  // Issue 33, part C: a conta of its own per cell (one order through a table's link; paid for the close).
  'tabs.diningRoom': () => ({ params: { id: world.restaurant.id } }),
  'tabs.update': async () => ({ params: { tabId: await makeOpenTab(t, world.restaurant.id, world.orderBody()) }, input: { serviceChargePercent: 0, split: { people: 2 } } }),
  'tabs.addPayment': async () => ({ params: { tabId: await makeOpenTab(t, world.restaurant.id, world.orderBody()) }, input: { method: 'cash', amount: '1.00' } }),
  'tabs.close': async () => ({ params: { tabId: await makeOpenTab(t, world.restaurant.id, world.orderBody(), true) } }),
  'tabs.attendCall': async () => ({ input: { callId: await makeTableCall(t, world.restaurant.id) } }),
  // A cached CEP: the lookup needs no provider.
  'delivery.cep': async () => {
    await t.em().getConnection().execute(`insert into "cep_cache" values ('01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP', now()) on conflict do nothing`);
    return { params: { cep: '01310-100' } };
  },
  'openingHours.get': () => ({ params: { id: world.restaurant.id } }),
  // No schedule: the world's restaurant stays open for the order rows.
  'openingHours.update': () => ({ params: { id: world.restaurant.id }, input: { weekly: [] } }),
  // The owner pauses a restaurant of their own made for this cell, so the world's keeps taking orders.
  'openingHours.pause': async (who) => {
    if (who !== 'owner') return { params: { id: world.restaurant.id }, input: { minutes: 15 } };
    const actor = await world.freshActor('owner');
    return { actor, params: { id: required(actor.restaurant, 'o restaurante do dono').id }, input: { minutes: 15, reason: 'Teste' } };
  },
  'openingHours.resume': () => ({ params: { id: world.restaurant.id } }),
  'openingHours.slots': () => ({ params: { id: world.restaurant.id }, input: { date: '2026-11-27' } }),
  'userAddress.list': () => ({}),
  'userAddress.create': () => ({ input: ADDRESS_BODY }),
  'userAddress.update': async (who) => ({ params: { id: await makeUserAddress(who) }, input: ADDRESS_BODY }),
  'userAddress.delete': async (who) => ({ params: { id: await makeUserAddress(who) } }),
  'order.place': () => ({ input: world.orderBody() }),
  'order.updateStatus': async () => ({ params: { orderId: await world.placeOrder() }, input: { status: 'confirmed' } }),
  'order.mine': () => ({}),
  'order.byId': () => ({ input: { id: world.orderId } }),
  'order.detail': () => ({ params: { orderId: world.orderId } }),
  'order.reorder': () => ({ params: { orderId: world.orderId } }),

  'push.publicKey': () => ({}),
  'push.subscribe': () => ({ input: browserPushSubscription(`http://127.0.0.1:9/push/${randomUUID()}`) }),
  'push.unsubscribe': () => ({ input: { endpoint: `http://127.0.0.1:9/push/${randomUUID()}` } }),

  'admin.users': () => ({}),
  'admin.restaurants': () => ({}),
  'admin.stats': () => ({}),
  'admin.backups': () => ({}),
  'admin.updateUser': async () => {
    const target = await world.createAccount();
    return { params: { id: target.id }, input: { firstName: 'Editado', email: target.email } };
  },
  'admin.deleteUser': async () => ({ params: { id: (await world.createAccount()).id } }),
  'admin.deleteRestaurant': async (who) => {
    // The owner column is the owner of the restaurant being removed.
    const owner = await world.freshActor('owner');
    return { actor: who === 'owner' ? owner : undefined, params: { id: required(owner.restaurant, 'o restaurante do dono').id } };
  },
};

/** The plain routes of the table (no procedure behind them), by their REST key. */
const plainRouteArrangements: Record<string, Arrangement> = {
  'GET /api/logout': async (who) => ({ actor: await world.freshActor(who) }),
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A pending invitation to the world's restaurant for `email`; returns the link's token. */
async function makeInvitation(email: string): Promise<string> {
  const token = randomUUID();
  const em = t.em();
  em.create(StaffInvitation, { restaurant: world.restaurant.id, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000), acceptedAt: null, invitedBy: null } as RequiredEntityData<IStaffInvitation>);
  await em.flush();
  return token;
}

/** A customer record of the world's restaurant, with a phone of its own (one per restaurant and phone). */
async function makeRestaurantCustomer(fields: Partial<IRestaurantCustomer> = {}): Promise<string> {
  const em = t.em();
  const phone = `+55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const customer = em.create(RestaurantCustomer, { restaurant: world.restaurant.id, phone, name: 'Cliente da Matriz', ...fields } as RequiredEntityData<IRestaurantCustomer>);
  await em.flush();
  return customer.id;
}

const OPTION_GROUP_BODY = { name: 'Molho', min: 0, max: 1, options: [{ name: 'Barbecue', price: '2.00' }] };

/** A bulk price change of a product of the world's restaurant, just applied (+R$ 1,00), straight in the database. */
async function makePriceChange() {
  const product = await makeProduct(t.em(), world.restaurant, { price: '13.50' });
  const em = t.em();
  const change = em.create(PriceChange, {
    restaurant: world.restaurant.id,
    items: [{ productId: product.id, name: product.name, oldPrice: '12.50', newPrice: '13.50' }],
    appliedAt: new Date(),
    undoneAt: null,
  } as RequiredEntityData<IPriceChange>);
  await em.flush();
  return change;
}

/** A group of the world's restaurant, straight in the database (its options do not matter here). */
async function makeOptionGroup() {
  const em = t.em();
  const group = em.create(OptionGroup, { restaurant: world.restaurant.id, name: 'Temporário', sortOrder: 50 } as RequiredEntityData<IOptionGroup>);
  await em.flush();
  return group;
}

function restRequest(row: MatrixRow, plan: Plan, actor: Actor) {
  const [template = '', query] = required(row.path, `o caminho REST de ${rowKey(row)}`).split('?');
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(required(plan.params?.[name], `o parâmetro {${name}}`)));
  const isRead = row.method === 'GET' || row.method === 'DELETE';
  const search = isRead && plan.input ? `?${new URLSearchParams(plan.input as Record<string, string>)}` : '';
  expect(query === undefined || search !== '', `${restKey(row)}: a consulta precisa de parâmetros`).toBe(true);
  return t.app.inject({
    method: row.method,
    url: `${url}${search}`,
    remoteAddress: nextTestClientAddress(),
    headers: actor.cookie ? { cookie: actor.cookie } : {},
    ...(!isRead && plan.input ? { payload: plan.input } : {}),
  });
}

function trpcRequest(procedure: CallableProcedureName, plan: Plan, actor: Actor) {
  const input = plan.input || plan.params ? { ...plan.input, ...plan.params } : undefined;
  const headers = actor.cookie ? { cookie: actor.cookie } : {};
  const remoteAddress = nextTestClientAddress();
  if (required(procedures[procedure], `o procedimento ${procedure}`).type === 'query') {
    const search = input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
    return t.app.inject({ method: 'GET', url: `/trpc/${procedure}${search}`, headers, remoteAddress });
  }
  // tRPC reads mutation input as JSON only; a mutation without input gets {} as the web app's client sends.
  return t.app.inject({ method: 'POST', url: `/trpc/${procedure}`, headers, remoteAddress, payload: input ?? {} });
}

type Transport = 'REST' | 'tRPC';

/** Makes every cell of a row through one transport; returns the statuses it got. */
async function runRow(row: MatrixRow, transport: Transport): Promise<Record<Principal, number>> {
  const arrange = required(row.procedure ? arrangements[row.procedure] : plainRouteArrangements[restKey(row)], `o arranjo de ${rowKey(row)}`);
  const actual = {} as Record<Principal, number>;
  for (const who of PRINCIPALS) {
    const plan = await arrange(who);
    const actor = plan.actor ?? world.actors[who];
    const refused = row.expected[who] >= 400;
    const before = refused ? await databaseFingerprint(t.em()) : null;
    const res: LightMyRequestResponse = transport === 'REST' ? await restRequest(row, plan, actor) : await trpcRequest(required(row.procedure, `o procedimento de ${rowKey(row)}`), plan, actor);
    actual[who] = res.statusCode;
    if (res.statusCode >= 400) {
      // Refusals explain themselves in pt-BR, in the transport's error shape.
      const message = transport === 'REST' ? res.json().message : res.json().error?.message;
      expect(typeof message, `${transport} ${rowKey(row)} as ${who}: ${res.body}`).toBe('string');
    }
    if (before && res.statusCode >= 400) {
      expect(await databaseFingerprint(t.em()), `${transport} ${rowKey(row)} as ${who} wrote to the database`).toEqual(before);
    }
    if (row.expected[who] === 302) expect(res.headers.location).toBe('/');
  }
  return actual;
}

const trpcStatus = (status: Status) => (status === 201 || status === 202 ? 200 : status);

beforeAll(async () => {
  // push.subscribe's endpoints (below) name a local stand-in that nothing listens on: allowed explicitly.
  t = await createTestApp({ PUSH_TEST_SERVICES: 'http://127.0.0.1:9' });
  world = await createSecurityWorld(t);
});

afterAll(async () => {
  await t.close();
});

describe('authorization matrix', () => {
  describe.each(AUTHORIZATION_MATRIX.filter((row) => row.path))('$method $path', (row) => {
    it('REST answers each caller as the table says', async () => {
      expect(await runRow(row, 'REST')).toEqual(row.expected);
    });
    if (row.procedure) {
      it(`tRPC ${row.procedure} answers each caller as the table says`, async () => {
        const expected = Object.fromEntries(PRINCIPALS.map((who) => [who, trpcStatus(row.expected[who])]));
        expect(await runRow(row, 'tRPC')).toEqual(expected);
      });
    }
  });

  describe.each(AUTHORIZATION_MATRIX.filter((row) => !row.path))('tRPC $procedure', (row) => {
    it('answers each caller as the table says', async () => {
      const expected = Object.fromEntries(PRINCIPALS.map((who) => [who, trpcStatus(row.expected[who])]));
      expect(await runRow(row, 'tRPC')).toEqual(expected);
    });
  });
});

describe('the table covers everything', () => {
  const toSpecPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

  it('every call of the spec (shared/spec/rest-routes.txt) has a row, and every other row is a call an issue adds', () => {
    const spec = readSpecRoutes();
    const allowed = new Set([...spec, ...readIssueRoutes()]);
    const rows = AUTHORIZATION_MATRIX.filter((row) => row.path).map(restKey);
    expect(spec.filter((call) => !rows.includes(call))).toEqual([]);
    // The query part ("?customerId=…") documents the call; the route itself is the path.
    expect(rows.filter((call) => !allowed.has(call.split('?')[0] ?? call) && !allowed.has(call))).toEqual([]);
  });

  it('every REST route of the facade has a row with its procedure', () => {
    const rows = new Map(
      AUTHORIZATION_MATRIX.filter((row): row is MatrixRow & { path: string } => !!row.path).map((row) => [restKey({ ...row, path: row.path.split('?')[0] ?? row.path }), row.procedure]),
    );
    for (const route of restRoutes) {
      expect(rows.get(`${route.method} ${toSpecPath(route.url)}`), `${route.method} ${route.url}`).toBe(route.procedure);
    }
  });

  it('every tRPC query and mutation has a row (subscriptions are tested with the live-order code)', () => {
    const inTable = new Set<string>(AUTHORIZATION_MATRIX.map((row) => row.procedure).filter((name) => name !== null));
    const callable = callableProcedures.map(({ name }) => name);
    expect(callable.filter((name) => !inTable.has(name))).toEqual([]);
    expect([...inTable].filter((name) => !(name in procedures))).toEqual([]);
  });

  it('every query and mutation is described in CALLS, and CALLS names no procedure that does not exist', () => {
    expect(PROCEDURES_WITHOUT_FACTS, 'adicione a chamada em CALLS (authorization-matrix.ts)').toEqual([]);
    expect(Object.keys(CALLS).filter((name) => !(name in procedures))).toEqual([]);
  });

  it('every row has an arrangement, and no arrangement is left over', () => {
    const arranged = [...Object.keys(arrangements), ...Object.keys(plainRouteArrangements)];
    expect(arranged.sort()).toEqual(AUTHORIZATION_MATRIX.map((row) => row.procedure ?? restKey(row)).sort());
  });

  it(`${AUTHORIZATION_MATRIX_DOC} is the table as generated (pnpm --filter @direto/server docs:authz)`, () => {
    const file = join(REPO_ROOT, AUTHORIZATION_MATRIX_DOC);
    expect(existsSync(file), `${AUTHORIZATION_MATRIX_DOC} não existe: rode pnpm --filter @direto/server docs:authz`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${AUTHORIZATION_MATRIX_DOC} está desatualizado: rode pnpm --filter @direto/server docs:authz`).toBe(renderAuthorizationMatrix());
  });
});
