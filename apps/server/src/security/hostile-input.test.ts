import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import {
  Coupon,
  DeliveryArea,
  PasswordResetToken,
  Product,
  Restaurant,
  RestaurantCustomer,
  RestaurantMember,
  StaffInvitation,
  User,
  type ICoupon,
  type IPasswordResetToken,
  type IRestaurantMember,
  type IStaffInvitation,
} from '@direto/db';
import { startStubCepProvider, type StubCepProvider } from '../../test/cep-provider';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { required } from '../../test/required';
import { nextTestClientAddress } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { databaseFingerprint } from '../../test/security/database-fingerprint';
import { hostileBody, hostileQuery, hostileSegment, hostileValue, mutationsOf, percentEncode, type HostileBody } from '../../test/security/hostile-arbitraries';
import { closeOpenCashSessions as closeOpenCashSessionsOf, makeCashSession as makeCashSessionOf } from '../../test/security/cash-sessions';
import { makeTable } from '../../test/security/tables';
import { makeOpenTab } from '../../test/security/tabs';
import { createSecurityWorld, WORLD_PASSWORD, type Actor, type SecurityWorld } from '../../test/security/security-world';
import { callableProcedures, type CallableProcedureName } from '@direto/api';
import { restRoutes } from '../rest/routes';
import { AUTHORIZATION_MATRIX } from './authorization-matrix';
import { encodeRestaurantCursor } from '@direto/contracts';

/** A cursor as the server writes them (a restaurant named 'm…', not one of the customer's). */
const RESTAURANT_CURSOR = encodeRestaurantCursor({ linked: false, key: 'mesa', id: randomUUID() });

/**
 * Property-based tests of every REST route with hostile params, query and body. Whatever comes
 * in: never a 5xx, a refusal is JSON with a string `message` and no stack trace, and a refused
 * request writes nothing. HOSTILE_INPUT_RUNS raises the number of cases per route (default 100).
 */
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 100);
/** tRPC shares the REST routes' schemas and procedures: fewer cases, over every query and mutation. */
const TRPC_RUNS = Math.max(10, Math.round(RUNS / 4));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RouteFixture {
  /** Puts back the state the valid input relies on (earlier routes may have changed it). */
  prepare?: () => Promise<void>;
  /** Who sends the requests: a caller allowed to use the route, so the input reaches validation. */
  actor: () => Actor;
  /** Real values for each path parameter (never an account or restaurant other tests rely on). */
  params?: () => Record<string, string[]>;
  /** A valid query (GET, DELETE) or JSON body (POST, PUT), which the generators then damage. */
  valid?: () => Record<string, unknown>;
}

let t: TestApp;
let world: SecurityWorld;
/** Accounts, restaurants and products made to be edited or removed by the admin and delete routes. */
let expendable: { users: string[]; restaurants: string[]; products: string[] };
/** A passwordless (Google) account, signed in, for set-password. */
let googleAccount: Actor;
/** A restaurant account without a restaurant, for POST /api/restaurants. */
let ownerWithoutRestaurant: Actor;
/** A customer of its own, whose other sessions may be ended. */
let sessionsCustomer: Actor;

/** Issue 21's routes: sessions to end, an account to delete, a reset link, members and an invitation. */
let accounts: {
  sessionOwner: Actor;
  otherSessionId: string;
  deletable: Actor;
  resetToken: string;
  members: string[];
  invitee: Actor;
  invitationToken: string;
};

/** Issue 17 and 19's routes: option groups, delivery areas and addresses to edit or remove, and the stub CEP provider. */
let menu: { group: string; groups: string[]; area: string; areas: string[]; address: string; addresses: string[] };
let cepProvider: StubCepProvider;

const AREA = { district: 'Centro', city: 'São Paulo', fee: '5.00', minTime: 30, maxTime: 45 };
const ADDRESS = { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: 'apto 12', district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: 'perto do metrô' };
const optionGroupBody = () => ({ name: 'Adicionais', min: 0, max: 2, options: [{ name: 'Bacon extra', price: '4.50', maxQuantity: 2 }, { name: 'Cheddar', price: '3.00' }] });

/** Issue 35's routes: a product of the world's restaurant to reprice and copy, and a change to undo. */
let pricedProduct = '';
let priceChangeId = '';
async function arrangePricedProduct() {
  pricedProduct ||= (await makeProduct(t.em(), world.restaurant, { name: 'Pastel' })).id;
}

/** Issue 30's routes: guest orders on (the world's restaurant), a tracking token, and customer records to read, edit and erase. */
let guestToken = '';
let customerIds: string[] = [];
let customerSeq = 0;
const GUEST = { name: 'Maria Hostil', phone: '(11) 91234-5678', marketingConsent: false };
const guestOrderBody = () => ({ order: { ...world.orderBody().order, deliveryAddress: 'Rua Hostil, 10' }, items: world.orderBody().items, customer: GUEST });
async function allowGuestOrders() {
  await restoreMenu();
  await t.em().nativeUpdate(Restaurant, { id: world.restaurant.id }, { guestOrders: true });
}
async function arrangeCustomers() {
  const em = t.em();
  customerIds = [];
  for (let i = 0; i < 3; i += 1) {
    const phone = `+55119${String(++customerSeq).padStart(8, '0')}`;
    const record = em.create(RestaurantCustomer, { restaurant: world.restaurant.id, phone, name: 'Cliente Hostil' });
    customerIds.push(record.id);
  }
  await em.flush();
}

/** Issue 31's owner routes: coupons (with a code) of the world's restaurant to edit, remove and read. */
let couponIds: string[] = [];
const couponBody = () => ({
  coupon: {
    code: `HOSTIL${randomUUID().replace(/-/g, '').slice(0, 8)}`,
    title: '10% off acima de R$ 50 · terças',
    description: 'Só no delivery',
    benefit: { type: 'percent', percent: 10, maxDiscount: '15.00' },
    conditions: { minSubtotal: '50.00', weekdays: [2], timeFrom: '18:00', timeTo: '23:00', orderTypes: ['delivery'], districts: ['Centro'], firstOrderOnly: false, totalLimit: 100, perCustomerLimit: 1 },
    active: true,
  },
});
async function arrangeCoupons() {
  const em = t.em();
  couponIds = [];
  for (let i = 0; i < 3; i += 1) {
    const coupon = em.create(Coupon, { restaurant: world.restaurant.id, code: `HOSTIL${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`, title: 'Cupom hostil', benefitType: 'amount', amount: '5.00' } as RequiredEntityData<ICoupon>);
    couponIds.push(coupon.id);
  }
  await em.flush();
}

/** Issue 33: tables of the world's restaurant to edit, remove and open by their links. */
let tables: { id: string; token: string }[] = [];
async function arrangeTables() {
  tables = [];
  for (let i = 0; i < 3; i += 1) tables.push(await makeTable(t.em(), world.restaurant.id));
}

/** Issue 33, part C: open contas of the world's restaurant (paid in full, for the close). */
let tabIds: string[] = [];
async function arrangeTabs(paid = false) {
  await restoreMenu();
  tabIds = [];
  for (let i = 0; i < 2; i += 1) tabIds.push(await makeOpenTab(t, world.restaurant.id, world.orderBody(), paid));
}

/** Issue 32: the caixa a route's valid request works on (straight in the database). */
let cashSessionId = '';
const closeOpenCashSessions = () => closeOpenCashSessionsOf(t.em(), world.restaurant.id);
async function arrangeCashSession(status: 'open' | 'closed') {
  cashSessionId = await makeCashSessionOf(t.em(), world.restaurant.id, status);
}

/** Issue 31's loyalty card on (20 orders: the world's few deliveries never earn a reward) and consenting customers to invite back. */
const LOYALTY = { enabled: false, ordersNeeded: 20, minSubtotal: '30.00', reward: { type: 'percent', percent: 10, maxDiscount: '15.00' }, validityDays: 30 };
async function enableLoyalty() {
  await t.em().nativeUpdate(Restaurant, { id: world.restaurant.id }, { loyalty: { ...LOYALTY, enabled: true, reward: { type: 'free_delivery' } } });
}
let winbackCustomerIds: string[] = [];
async function arrangeWinbackCustomers() {
  const em = t.em();
  winbackCustomerIds = [];
  for (let i = 0; i < 3; i += 1) {
    const phone = `+55119${String(++customerSeq).padStart(8, '0')}`;
    winbackCustomerIds.push(em.create(RestaurantCustomer, { restaurant: world.restaurant.id, phone, name: 'Cliente Sumido', marketingConsent: true }).id);
  }
  await em.flush();
}

/** Issue 35's import: a one-line spreadsheet (CSV, base64) in a category of its own. */
const IMPORT_FILE = Buffer.from('categoria;produto;descrição;preço;disponível\nImportados;Empada;Frango;9,50;sim\n').toString('base64');

/** Orders still pending, for the status route. */
let pendingOrders: string[] = [];
/** Pix orders not yet confirmed (issue 16), for the confirmation route. */
let pixOrders: string[] = [];

/** The restaurant open with its usual fee and the product at its usual price, as world.orderBody() expects. */
async function restoreMenu() {
  const em = t.em();
  // pausedUntil and the hours: the pause and opening-hours routes may have closed it (issue 18).
  await em.nativeUpdate(Restaurant, { id: world.restaurant.id }, { isOpen: true, deliveryFee: '0.00', pausedUntil: null, weeklyHours: [], openingExceptions: [], deliveryFeeFrom: null });
  // The bulk route may have left bairros: the world's orders are for a flat-fee restaurant (issue 17).
  await em.nativeDelete(DeliveryArea, { restaurant: world.restaurant.id });
  await em.nativeUpdate(Product, { id: world.product.id }, { price: '12.50', isAvailable: true });
  // The coupon routes' cases may have left an automatic offer, which would discount the world's orders (issue 31).
  await em.nativeDelete(Coupon, { restaurant: world.restaurant.id, code: null });
}

const as = (who: keyof SecurityWorld['actors']) => () => world.actors[who];
const PIX_SETTINGS = { enabled: true, keyType: 'email', key: 'Pix@Teste.com', receiverName: 'TESTE', receiverCity: 'SAO PAULO', requireConfirmation: true };
const anonymous = () => ({});

const productBody = () => ({
  name: 'Coxinha',
  description: 'De frango com catupiry',
  price: '8.50',
  prepTime: 10,
  isAvailable: true,
  tags: ['salgado', 'frito'],
  imageUrl: world.imagePath,
});

/**
 * One fixture per REST route, keyed by the procedure behind it (the router's type: a renamed or
 * removed procedure fails the type-check; a test below wants one for every route).
 */
const FIXTURES: Partial<Record<CallableProcedureName, RouteFixture>> = {
  'auth.me': { actor: as('customer') },
  'auth.login': { actor: anonymous, valid: () => ({ email: required(world.actors.customer.user, 'a conta do cliente').email, password: WORLD_PASSWORD }) },
  'auth.register': {
    actor: anonymous,
    valid: () => ({ email: 'hostil@teste.com', password: 'senha-forte-1', firstName: 'Ana', lastName: 'Lima', userType: 'customer', restaurantSlug: world.restaurant.shareableSlug }),
  },
  'auth.setPassword': { actor: () => googleAccount, valid: () => ({ email: required(googleAccount.user, 'a conta do Google').email, password: 'senha-nova-123' }) },
  'auth.logout': { actor: anonymous },
  'user.updateProfile': { actor: as('owner'), valid: () => ({ phone: '(11) 98765-4321', address: 'Rua Augusta, 1200', city: 'São Paulo', zipCode: '01304-001' }) },
  'user.revokeOtherSessions': { actor: () => sessionsCustomer },
  'user.sessions': { actor: as('customer') },
  'user.endSession': { actor: () => accounts.sessionOwner, params: () => ({ id: [accounts.otherSessionId] }) },
  'user.exportData': { actor: as('customer') },
  'user.deleteAccount': { actor: () => accounts.deletable, valid: () => ({ password: WORLD_PASSWORD }) },
  'passwordReset.request': { actor: anonymous, valid: () => ({ email: required(world.actors.customer.user, 'a conta do cliente').email }) },
  'passwordReset.confirm': { actor: anonymous, valid: () => ({ token: accounts.resetToken, password: 'senha-nova-123', confirmPassword: 'senha-nova-123' }) },
  'staff.list': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'staff.invite': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ email: 'equipe-hostil@teste.com' }) },
  'staff.remove': { actor: as('owner'), params: () => ({ id: [world.restaurant.id], userId: accounts.members }) },
  'staff.accept': { actor: () => accounts.invitee, params: () => ({ token: [accounts.invitationToken] }) },
  'user.updateAccount': {
    actor: as('owner'),
    valid: () => ({ firstName: 'Dono', lastName: 'Teste', email: required(world.actors.owner.user, 'a conta do dono').email, phone: '(11) 98765-4321', currentPassword: '', newPassword: '', confirmPassword: '' }),
  },
  'logo.get': { actor: anonymous },
  'logo.update': { actor: as('admin'), valid: () => ({ logoURL: world.imagePath }) },
  'upload.createUploadUrl': { actor: as('owner') },
  // Issue 20: the search, the cuisine filter and the page (the cursor of a real first page) are damaged too.
  'restaurant.list': {
    actor: as('customer'),
    valid: () => ({ customerId: required(world.actors.customer.user, 'a conta do cliente').id, q: 'são joão', cuisine: 'Brasileira', limit: 2, cursor: RESTAURANT_CURSOR }),
  },
  'restaurant.bySlug': { actor: anonymous, params: () => ({ slug: [world.restaurant.shareableSlug] }) },
  'restaurant.qrSvg': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }) },
  'product.listByRestaurant': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }) },
  'restaurant.mine': { actor: as('owner') },
  'restaurant.stats': { actor: as('owner'), params: () => ({ id: [world.restaurant.id, required(world.actors.otherOwner.restaurant, 'o restaurante do outro dono').id] }) },
  'restaurant.orders': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ limit: '10', before: world.orderId, from: '2026-01-01', to: '2026-12-31', status: 'pending,confirmed', search: 'ana' }) },
  'restaurant.create': { actor: () => ownerWithoutRestaurant, valid: () => ({ name: 'Cantina Hostil', description: 'Massas', cuisine: 'Italiana' }) },
  'restaurant.update': {
    actor: as('owner'),
    params: () => ({ id: [world.restaurant.id] }),
    valid: () => ({ name: world.restaurant.name, description: 'Comida caseira', cuisine: 'Brasileira', deliveryFee: '0.00', deliveryTime: '30-45 min', isOpen: true, pendingAlertMinutes: 5 }),
  },
  'openingHours.get': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }) },
  'openingHours.update': {
    actor: as('owner'),
    params: () => ({ id: [world.restaurant.id] }),
    valid: () => ({
      timezone: 'America/Sao_Paulo',
      weekly: [{ weekday: 5, opens: '18:00', closes: '02:00' }],
      exceptions: [{ date: '2026-12-25', closed: true }],
      scheduling: { enabled: false, slotMinutes: 30, leadMinutes: 30, maxDaysAhead: 7, alertMinutes: 30 },
    }),
  },
  'openingHours.pause': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ minutes: 15, reason: 'Cozinha lotada' }) },
  'openingHours.resume': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'openingHours.slots': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }), valid: () => ({ date: '2026-11-27' }) },
  'optionGroup.list': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'optionGroup.create': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: optionGroupBody },
  'optionGroup.update': { actor: as('owner'), params: () => ({ groupId: [menu.group] }), valid: optionGroupBody },
  'optionGroup.delete': { actor: as('owner'), params: () => ({ groupId: menu.groups }) },
  'optionGroup.linkProduct': { actor: as('owner'), params: () => ({ productId: [world.product.id] }), valid: () => ({ groupIds: [menu.group] }) },
  'payment.settings': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'onboarding.get': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'printedMenu.pdf': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }) },
  'payment.updateSettings': {
    actor: as('owner'),
    params: () => ({ id: [world.restaurant.id] }),
    valid: () => ({ methods: [{ method: 'cash', enabled: true }, { method: 'credit', enabled: true, brands: ['elo'] }], pix: PIX_SETTINGS }),
  },
  'payment.confirm': {
    actor: as('owner'),
    prepare: async () => {
      await restoreMenu();
      await t.em().nativeUpdate(Restaurant, { id: world.restaurant.id }, { pixEnabled: true, pixKeyType: 'cpf', pixKey: '52998224725', pixReceiverName: 'TESTE', pixReceiverCity: 'SAO PAULO' });
      pixOrders = [await world.placeOrder(undefined, { method: 'pix' }), await world.placeOrder(undefined, { method: 'pix' })];
    },
    params: () => ({ orderId: pixOrders }),
  },
  'delivery.settings': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'delivery.updateSettings': {
    actor: as('owner'),
    params: () => ({ id: [world.restaurant.id] }),
    valid: () => ({ delivery: true, pickup: false, pickupTime: { min: 20, max: 30 }, minOrder: null, freeDeliveryAbove: null, address: null }),
  },
  'delivery.areas': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'delivery.createArea': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ ...AREA, district: 'Pinheiros' }) },
  'delivery.replaceAreas': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ areas: [AREA, { ...AREA, district: 'Sé', fee: '3.00' }] }) },
  'delivery.updateArea': {
    actor: as('owner'),
    prepare: async () => {
      menu.area = await createArea('Consolação');
    },
    params: () => ({ areaId: [menu.area] }), valid: () => ({ ...AREA, district: 'Liberdade', minOrder: '20.00', isActive: true }),
  },
  'delivery.deleteArea': {
    actor: as('owner'),
    prepare: async () => {
      menu.areas = [await createArea('Bixiga'), await createArea('Mooca')];
    },
    params: () => ({ areaId: menu.areas }),
  },
  'delivery.quote': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }), valid: () => ({ district: 'Centro', city: 'São Paulo' }) },
  'delivery.cep': { actor: anonymous, params: () => ({ cep: ['01310100', '01001-000'] }) },
  'coupon.quote': { actor: anonymous, params: () => ({ id: [world.restaurant.id] }), valid: () => ({ code: 'BEMVINDO10', subtotal: '40.00', orderType: 'delivery', district: 'Centro', phone: '(11) 91234-5678' }) },
  'userAddress.list': { actor: as('customer') },
  'userAddress.create': { actor: as('customer'), valid: () => ADDRESS },
  'userAddress.update': { actor: as('customer'), params: () => ({ id: [menu.address] }), valid: () => ({ ...ADDRESS, number: 'S/N' }) },
  'userAddress.delete': { actor: as('customer'), params: () => ({ id: menu.addresses }) },
  'order.place': { actor: as('customer'), prepare: restoreMenu, valid: () => ({ ...world.orderBody(), order: { ...world.orderBody().order, notes: 'Sem cebola' } }) },
  'order.detail': { actor: as('customer'), params: () => ({ orderId: [world.orderId] }) },
  'order.updateStatus': {
    actor: as('owner'),
    prepare: async () => {
      await restoreMenu();
      pendingOrders = [await world.placeOrder(), await world.placeOrder()];
    },
    params: () => ({ orderId: pendingOrders }),
    valid: () => ({ status: 'confirmed' }),
  },
  'product.create': { actor: as('owner'), valid: () => ({ ...productBody(), restaurantId: world.restaurant.id }) },
  'product.update': { actor: as('owner'), params: () => ({ id: [world.product.id] }), valid: productBody },
  'product.delete': { actor: as('owner'), params: () => ({ id: expendable.products }) },
  'product.duplicate': { actor: as('owner'), prepare: arrangePricedProduct, params: () => ({ productId: [pricedProduct] }) },
  // One product of its own (the world's keeps the price its orders send; the order routes restore it anyway).
  'priceChange.create': {
    actor: as('owner'),
    prepare: arrangePricedProduct,
    params: () => ({ id: [world.restaurant.id] }),
    valid: () => ({ productIds: [pricedProduct], percent: 10, rounding: '90' }),
  },
  'priceChange.undo': {
    actor: as('owner'),
    prepare: async () => {
      await arrangePricedProduct();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${world.restaurant.id}/price-changes`,
        payload: { productIds: [pricedProduct], amount: '1.00' },
        headers: { cookie: required(world.actors.owner.cookie, 'a sessão do dono') },
      });
      priceChangeId = required((res.json() as { changeId?: string }).changeId, `a alteração de preços: ${res.body}`);
    },
    params: () => ({ changeId: [priceChangeId] }),
  },
  'order.reorder': { actor: as('customer'), params: () => ({ orderId: [world.orderId] }) },
  'orderSettings.get': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'orderSettings.update': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ guestOrders: true }) },
  'openDelivery.get': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'openDelivery.update': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ enabled: false, webhookUrl: null }) },
  'openDelivery.issueCredentials': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'guestOrder.place': { actor: anonymous, prepare: allowGuestOrders, params: () => ({ id: [world.restaurant.id] }), valid: guestOrderBody },
  'guestOrder.byToken': {
    actor: anonymous,
    prepare: async () => {
      await allowGuestOrders();
      // Another phone and address than the place route's: its hundred cases may have used up their limits.
      const payload = { ...guestOrderBody(), order: { ...guestOrderBody().order, deliveryAddress: 'Rua do Rastreio, 20' }, customer: { ...GUEST, phone: `(11) 9${String(Date.now() % 1e8).padStart(8, '0').replace(/^(\d{4})/, '$1-')}` } };
      const res = await t.app.inject({ method: 'POST', url: `/api/restaurants/${world.restaurant.id}/guest-orders`, payload });
      guestToken = required((res.json() as { trackingToken?: string }).trackingToken, `o pedido sem cadastro: ${res.body}`);
    },
    params: () => ({ token: [guestToken] }),
  },
  'coupon.list': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'coupon.create': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: couponBody },
  'coupon.update': { actor: as('owner'), prepare: arrangeCoupons, params: () => ({ couponId: couponIds }), valid: couponBody },
  'coupon.delete': { actor: as('owner'), prepare: arrangeCoupons, params: () => ({ couponId: couponIds }) },
  'coupon.results': { actor: as('owner'), prepare: arrangeCoupons, params: () => ({ couponId: couponIds }) },
  // Issue 32: the caixa (each route with the caixa its valid request needs).
  'cashRegister.open': { actor: as('owner'), prepare: closeOpenCashSessions, params: () => ({ id: [world.restaurant.id] }), valid: () => ({ openingFloat: '100.00' }) },
  'cashRegister.current': { actor: as('owner'), prepare: () => arrangeCashSession('open'), params: () => ({ id: [world.restaurant.id] }) },
  'cashRegister.list': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'cashRegister.addMovement': {
    actor: as('owner'),
    prepare: () => arrangeCashSession('open'),
    params: () => ({ sessionId: [cashSessionId] }),
    valid: () => ({ type: 'withdrawal', amount: '10.00', reason: 'Depósito no banco' }),
  },
  'cashRegister.close': { actor: as('owner'), prepare: () => arrangeCashSession('open'), params: () => ({ sessionId: [cashSessionId] }), valid: () => ({ counted: [{ method: 'cash', amount: '100.00' }] }) },
  'cashRegister.reopen': { actor: as('owner'), prepare: () => arrangeCashSession('closed'), params: () => ({ sessionId: [cashSessionId] }), valid: () => ({ reason: 'Contagem errada' }) },
  'cashRegister.slipPdf': { actor: as('owner'), prepare: () => arrangeCashSession('closed'), params: () => ({ sessionId: [cashSessionId] }) },
  // Issue 32: the reports (a period of business days).
  'reports.summary': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'reports.breakdown': { actor: as('owner'), params: () => ({ id: [world.restaurant.id], breakdown: ['days'] }), valid: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  // Issue 33, 'Novo pedido': a phone order for delivery, taken by the owner.
  'staffOrders.place': {
    actor: as('owner'),
    prepare: restoreMenu,
    params: () => ({ id: [world.restaurant.id] }),
    valid: () => ({ ...world.orderBody(), order: { ...world.orderBody().order, deliveryAddress: 'Rua Hostil, 20' }, origin: 'phone', customer: { name: 'Cliente Hostil', phone: '(11) 91234-5679' } }),
  },
  // Issue 33: tables, and table mode through a table's QR link.
  'tables.list': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'tables.create': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ name: `Mesa ${randomUUID().slice(0, 8)}` }) },
  'tables.update': { actor: as('owner'), prepare: arrangeTables, params: () => ({ tableId: tables.map((table) => table.id) }), valid: () => ({ name: `Mesa ${randomUUID().slice(0, 8)}`, active: true }) },
  'tables.delete': { actor: as('owner'), prepare: arrangeTables, params: () => ({ tableId: tables.map((table) => table.id) }) },
  'tables.rotateToken': { actor: as('owner'), prepare: arrangeTables, params: () => ({ tableId: tables.map((table) => table.id) }) },
  'tables.qrPdf': { actor: as('owner'), prepare: arrangeTables, params: () => ({ id: [world.restaurant.id] }) },
  'tableLink.get': { actor: anonymous, prepare: arrangeTables, params: () => ({ token: tables.map((table) => table.token) }) },
  'tableLink.placeOrder': {
    actor: anonymous,
    // The menu as the valid body priced it: routes tested before may have changed a price.
    prepare: async () => {
      await restoreMenu();
      await arrangeTables();
    },
    params: () => ({ token: tables.map((table) => table.token) }),
    valid: () => ({ order: { subtotal: world.orderBody().order.subtotal, total: world.orderBody().order.subtotal, notes: 'Sem gelo' }, items: world.orderBody().items, name: 'Ana' }),
  },
  'tableLink.callStaff': { actor: anonymous, prepare: arrangeTables, params: () => ({ token: tables.map((table) => table.token) }), valid: () => ({ type: 'waiter' }) },
  // Issue 33, part C: the contas (each with one order through a table's link; the close's paid in full).
  'tabs.diningRoom': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'tabs.update': { actor: as('owner'), prepare: arrangeTabs, params: () => ({ tabId: tabIds }), valid: () => ({ serviceChargePercent: 0, split: { people: 2 } }) },
  'tabs.addPayment': { actor: as('owner'), prepare: arrangeTabs, params: () => ({ tabId: tabIds }), valid: () => ({ method: 'cash', amount: '1.00' }) },
  'tabs.close': { actor: as('owner'), prepare: () => arrangeTabs(true), params: () => ({ tabId: tabIds }) },
  'loyalty.get': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'loyalty.update': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ loyalty: LOYALTY }) },
  'loyalty.progress': { actor: anonymous, prepare: enableLoyalty, params: () => ({ id: [world.restaurant.id] }) },
  'winback.invite': {
    actor: as('owner'),
    prepare: arrangeWinbackCustomers,
    params: () => ({ id: [world.restaurant.id], customerId: winbackCustomerIds }),
    valid: () => ({ template: 'Oi {nome}, volte com o cupom {cupom} até {validade}: {link}', benefit: { type: 'amount', amount: '5.00' }, validityDays: 7 }),
  },
  'customers.list': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ query: 'Maria', minOrders: '1' }) },
  'customers.get': { actor: as('owner'), prepare: arrangeCustomers, params: () => ({ id: [world.restaurant.id], customerId: customerIds }) },
  'customers.update': {
    actor: as('owner'),
    prepare: arrangeCustomers,
    params: () => ({ id: [world.restaurant.id], customerId: customerIds }),
    valid: () => ({ notes: 'Prefere sem cebola', tags: ['VIP'], blocked: false }),
  },
  'customers.erase': { actor: as('owner'), prepare: arrangeCustomers, params: () => ({ id: [world.restaurant.id], customerId: customerIds }) },
  'customers.exportCsv': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ consent: 'true' }) },
  'customers.importCsv': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ csv: 'nome;telefone;bairro\nJoão;(11) 91111-2222;Centro' }) },
  'menuImport.templateXlsx': { actor: as('owner') },
  'menuImport.templateCsv': { actor: as('owner') },
  'menuImport.preview': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ file: IMPORT_FILE }) },
  'menuImport.run': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }), valid: () => ({ file: IMPORT_FILE, onlyValid: true }) },
  'menuImport.exportXlsx': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'menuImport.exportCsv': { actor: as('owner'), params: () => ({ id: [world.restaurant.id] }) },
  'admin.users': { actor: as('admin') },
  'admin.restaurants': { actor: as('admin') },
  'admin.stats': { actor: as('admin') },
  'admin.updateUser': {
    actor: as('admin'),
    params: () => ({ id: expendable.users }),
    valid: () => ({ firstName: 'Editado', lastName: 'Hostil', email: 'editado@teste.com', userType: 'customer', isAdmin: false, phone: '', address: '', city: '', zipCode: '' }),
  },
  'admin.deleteUser': { actor: as('admin'), params: () => ({ id: expendable.users }) },
  'admin.deleteRestaurant': { actor: as('admin'), params: () => ({ id: expendable.restaurants }) },
};

/** GET /api/logout, a plain route (no procedure behind it). */
const LOGOUT_FIXTURE: RouteFixture = { actor: anonymous };

interface HostileRequest {
  segments: Record<string, string>;
  query: string;
  body: HostileBody;
  /** Now and then, someone not allowed sends it. */
  intruder: boolean;
}

function requestArbitrary(method: Method, url: string, fixture: RouteFixture): fc.Arbitrary<HostileRequest> {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => required(match[1], 'o nome do parâmetro'));
  const pools = fixture.params?.() ?? {};
  const valid = fixture.valid?.();
  const readsQuery = method === 'GET' || method === 'DELETE';
  return fc.record({
    segments: fc.record(Object.fromEntries(names.map((name) => [name, hostileSegment(pools[name] ?? [])]))),
    query: readsQuery ? hostileQuery(valid as Record<string, string> | undefined) : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostileQuery(undefined) }),
    body: readsQuery ? fc.oneof({ weight: 4, arbitrary: fc.constant<HostileBody>({ kind: 'none' }) }, { weight: 1, arbitrary: hostileBody(undefined) }) : hostileBody(valid),
    intruder: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
  });
}

/** The request the fixture describes, undamaged: run first, so every route is also seen working. */
function validRequest(method: Method, url: string, fixture: RouteFixture): HostileRequest {
  const pools = fixture.params?.() ?? {};
  const segments = Object.fromEntries(
    [...url.matchAll(/:(\w+)/g)].map(([, match]) => {
      const name = required(match, 'o nome do parâmetro');
      return [name, percentEncode(required(pools[name]?.[0], `um valor válido para :${name}`))];
    }),
  );
  const valid = fixture.valid?.();
  const readsQuery = method === 'GET' || method === 'DELETE';
  return {
    segments,
    query: readsQuery && valid ? `?${new URLSearchParams(valid as Record<string, string>)}` : '',
    body: !readsQuery && valid ? { kind: 'json', value: valid } : { kind: 'none' },
    intruder: false,
  };
}

function inject(method: Method, url: string, request: HostileRequest, actor: Actor): Promise<LightMyRequestResponse> {
  const path = url.replace(/:(\w+)/g, (_, name: string) => required(request.segments[name], `o segmento :${name}`));
  const headers: Record<string, string> = actor.cookie ? { cookie: actor.cookie } : {};
  const options: InjectOptions = { method, url: `${path}${request.query}`, headers, remoteAddress: nextTestClientAddress() };
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? '';
  } else if (request.body.kind === 'raw') {
    if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
    options.payload = request.body.payload;
  }
  return t.app.inject(options);
}

const describeRequest = (method: string, url: string, request: HostileRequest) => {
  const body = request.body.kind === 'json' ? String(JSON.stringify(request.body.value)) : request.body.kind === 'raw' ? `${request.body.contentType}: ${request.body.payload.toString('utf8')}` : '';
  return `${method} ${url} segments=${JSON.stringify(request.segments)} query=${request.query.slice(0, 300)} body=${body.slice(0, 500)}`;
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createSecurityWorld(t);
  googleAccount = await world.freshActor('customer', { withoutPassword: true });
  ownerWithoutRestaurant = await world.freshActor('owner', { withRestaurant: false });
  sessionsCustomer = await world.freshActor('customer');
  accounts = await arrangeAccounts();
  cepProvider = await startStubCepProvider();
  process.env.CEP_LOOKUP_URL = cepProvider.url;
  menu = await arrangeMenuAndDelivery();
  const em = t.em();
  expendable = {
    users: await Promise.all([1, 2, 3].map(async () => (await world.createAccount()).id)),
    restaurants: await Promise.all([1, 2].map(async () => (await makeRestaurant(em)).id)),
    products: await Promise.all([1, 2].map(async () => (await makeProduct(em, world.restaurant)).id)),
  };
}, 120_000);

async function arrangeAccounts(): Promise<typeof accounts> {
  const em = t.em();
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  const sessionOwner = await world.freshActor('customer');
  const secondSession = await world.signInAgain(required(sessionOwner.user, 'a conta'));
  const listed = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: { cookie: secondSession } });
  const otherSessionId = required((listed.json() as { id: string; current: boolean }[]).find((session) => !session.current), 'a outra sessão').id;
  const resetToken = randomUUID();
  em.create(PasswordResetToken, { user: (await world.createAccount()).id, tokenHash: hash(resetToken), expiresAt: new Date(Date.now() + 3_600_000), usedAt: null } as RequiredEntityData<IPasswordResetToken>);
  const members = await Promise.all([1, 2].map(async () => (await world.createAccount()).id));
  for (const member of members) em.create(RestaurantMember, { restaurant: world.restaurant.id, user: member, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
  const invitee = await world.freshActor('customer');
  // Accepting needs a confirmed e-mail.
  await em.nativeUpdate(User, { id: required(invitee.user, 'a conta convidada').id }, { emailConfirmedAt: new Date() });
  const invitationToken = randomUUID();
  em.create(StaffInvitation, {
    restaurant: world.restaurant.id,
    email: required(invitee.user, 'a conta convidada').email,
    tokenHash: hash(invitationToken),
    expiresAt: new Date(Date.now() + 3_600_000),
    acceptedAt: null,
    invitedBy: null,
  } as RequiredEntityData<IStaffInvitation>);
  await em.flush();
  return { sessionOwner, otherSessionId, deletable: await world.freshActor('customer'), resetToken, members, invitee, invitationToken };
}

/** Creates through the route itself, as its user would, and answers the new id. */
async function post(actor: Actor, url: string, body: unknown): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: { cookie: required(actor.cookie, 'a sessão') } });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** A bairro of the world's restaurant; made just before the area routes, since the bulk route replaces them all. */
const createArea = (district: string) => post(world.actors.owner, `/api/restaurants/${world.restaurant.id}/delivery-areas`, { ...AREA, district });

/** One option group and address of each to edit and two to remove; the bairros are made by their routes' `prepare`. */
async function arrangeMenuAndDelivery(): Promise<typeof menu> {
  const owner = world.actors.owner;
  const customer = world.actors.customer;
  const groupsUrl = `/api/restaurants/${world.restaurant.id}/option-groups`;
  return {
    group: await post(owner, groupsUrl, optionGroupBody()),
    groups: [await post(owner, groupsUrl, optionGroupBody()), await post(owner, groupsUrl, optionGroupBody())],
    area: '',
    areas: [],
    address: await post(customer, '/api/user/addresses', ADDRESS),
    addresses: [await post(customer, '/api/user/addresses', ADDRESS), await post(customer, '/api/user/addresses', { ...ADDRESS, number: '2000' })],
  };
}

afterAll(async () => {
  await t.close();
  await cepProvider.close();
  delete process.env.CEP_LOOKUP_URL;
});

describe('hostile input on every REST route', () => {
  const routes = [
    ...restRoutes.map(({ method, url, procedure }) => ({ method, url, fixture: FIXTURES[procedure] })),
    { method: 'GET' as const, url: '/api/logout', fixture: LOGOUT_FIXTURE },
  ];

  it('has a fixture for every route, and none for a procedure without one', () => {
    expect(routes.filter((route) => !route.fixture).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(Object.keys(FIXTURES).filter((name) => !restRoutes.some((route) => route.procedure === name))).toEqual([]);
  });

  it.each(routes)('$method $url: never a 5xx, refusals in JSON, nothing written when refused', async ({ method, url, fixture: maybeFixture }) => {
    const fixture = required(maybeFixture, `a fixture de ${method} ${url}`);
    await fixture.prepare?.();
    let fingerprint = await databaseFingerprint(t.em());
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(method, url, fixture), async (request) => {
        const actor = request.intruder ? {} : fixture.actor();
        const res = await inject(method, url, request, actor);
        const context = `${describeRequest(method, url, request)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, context).toBeLessThan(500);
        const after = await databaseFingerprint(t.em());
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], context).toMatch(/^application\/json/);
          const body = res.json();
          expect(typeof body.message, context).toBe('string');
          expect(res.body, context).not.toMatch(/node_modules|\n\s+at |Error:|SELECT |INSERT |syntax error/i);
          expect(after, `${context}: a refused request wrote to the database`).toEqual(fingerprint);
        }
        fingerprint = after;
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[validRequest(method, url, fixture)]] },
    );
    // The valid example was accepted, and a route that takes input refused some of the rest:
    // the cases reached past the front door and were judged, not all bounced alike.
    const seen = [...statuses.keys()];
    expect(seen.some((status) => status < 400), JSON.stringify(Object.fromEntries(statuses))).toBe(true);
    if (fixture.valid || fixture.params) expect(seen.some((status) => status >= 400), JSON.stringify(Object.fromEntries(statuses))).toBe(true);
  }, 120_000);
});

describe('hostile input on every tRPC query and mutation', () => {

  /** A caller the matrix allows; sign-in and sign-out calls go anonymous so no shared session ends. */
  function callerOf(name: CallableProcedureName): Actor {
    if (name.startsWith('auth.')) return {};
    const row = required(AUTHORIZATION_MATRIX.find((candidate) => candidate.procedure === name), `a linha de ${name} na matriz`);
    const who = required((['owner', 'customer', 'admin', 'anonymous'] as const).find((principal) => row.expected[principal] < 400), `quem pode chamar ${name}`);
    return world.actors[who];
  }

  it.each(callableProcedures.map(({ name, type }) => ({ name, type })))('$name: never a 5xx, nothing written when refused', async ({ name, type }) => {
    let fingerprint = await databaseFingerprint(t.em());
    const input = fc.oneof(hostileValue, mutationsOf({ id: world.restaurant.id, restaurantId: world.restaurant.id, orderId: world.orderId }));
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const actor = callerOf(name);
        const headers: Record<string, string> = actor.cookie ? { cookie: actor.cookie } : {};
        const text = JSON.stringify(value) ?? '{}';
        const res =
          type === 'query'
            ? await t.app.inject({ method: 'GET', url: `/trpc/${name}?input=${percentEncode(text)}`, headers, remoteAddress: nextTestClientAddress() })
            : await t.app.inject({ method: 'POST', url: `/trpc/${name}`, headers: { ...headers, 'content-type': 'application/json' }, payload: text, remoteAddress: nextTestClientAddress() });
        const context = `${name} ${text.slice(0, 500)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        const after = await databaseFingerprint(t.em());
        if (res.statusCode >= 400) {
          // tRPC's error shape; what Fastify refuses before tRPC (413, 415) has the REST shape.
          const body = res.json();
          expect(typeof (body.error?.message ?? body.message), context).toBe('string');
          expect(after, `${context}: a refused request wrote to the database`).toEqual(fingerprint);
        }
        fingerprint = after;
      }),
      { numRuns: TRPC_RUNS, endOnFailure: true },
    );
  }, 120_000);
});
