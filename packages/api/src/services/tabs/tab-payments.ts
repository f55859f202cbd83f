import type { EntityManager } from '@mikro-orm/postgresql';
import {
  brandsOf,
  displayName,
  fromCents,
  normalizeMoney,
  PAYMENT_MESSAGES,
  TAB_MESSAGES,
  toCents,
  type PaymentBrand,
  type PaymentMethod,
  type TabPaymentResult,
  type tabPaymentInputSchema,
} from '@direto/contracts';
import { TabPayment, type IRestaurant, type IUser } from '@direto/db';
import type { z } from 'zod';
import { now } from '../../clock';
import { badRequest, conflict } from '../../errors';
import { acceptedPaymentMethods } from '../../mappers/payment';
import { loadOpenTab } from './tab-access';
import { readTab } from './tab-view';

type TabPaymentInput = z.output<typeof tabPaymentInputSchema>;

/**
 * POST /api/tabs/{tabId}/payments (owner and staff): 'Registrar pagamento', one of several until
 * nothing is due. The method (and brand) must be one the restaurant accepts. The amount may not
 * pass what remains, except in cash: the customer hands a note, the payment counts what remained
 * and the answer says the change ('Troco: R$ 3,00'). Nothing due, or a closed conta: 409.
 */
export async function addTabPayment(em: EntityManager, user: IUser, input: TabPaymentInput): Promise<TabPaymentResult> {
  return em.transactional(async (tx) => {
    const { tab, restaurant } = await loadOpenTab(tx, user, input.tabId);
    const brand = checkedBrand(restaurant, input.method, input.brand ?? null);
    const before = await readTab(tx, tab, restaurant.serviceChargePercent);
    const remainingCents = toCents(before.remaining);
    if (remainingCents === 0) throw conflict(TAB_MESSAGES.nothingDue);
    const handedCents = toCents(input.amount);
    if (handedCents > remainingCents && input.method !== 'cash') throw badRequest(TAB_MESSAGES.aboveRemaining(before.remaining), [{ path: 'amount', message: TAB_MESSAGES.aboveRemaining(before.remaining) }]);
    const paidCents = Math.min(handedCents, remainingCents);
    tx.create(TabPayment, { tab, method: input.method, cardBrand: brand, amount: fromCents(paidCents), createdBy: user.id, createdByName: displayName(user), createdAt: now() });
    await tx.flush();
    return { tab: await readTab(tx, tab, normalizeMoney(restaurant.serviceChargePercent)), change: fromCents(handedCents - paidCents) };
  });
}

/** The brand a card or voucher needs (one the restaurant accepts); none for cash and Pix. */
function checkedBrand(restaurant: IRestaurant, method: PaymentMethod, brand: PaymentBrand | null): PaymentBrand | null {
  const accepted = acceptedPaymentMethods(restaurant).find((entry) => entry.method === method);
  if (!accepted) throw conflict(PAYMENT_MESSAGES.methodNotAccepted(method));
  const brands = brandsOf(method);
  if (brands.length === 0) {
    if (brand) throw badRequest(PAYMENT_MESSAGES.brandWithoutBrands(method), [{ path: 'brand', message: PAYMENT_MESSAGES.brandWithoutBrands(method) }]);
    return null;
  }
  if (!brand) throw badRequest(TAB_MESSAGES.brandRequired, [{ path: 'brand', message: TAB_MESSAGES.brandRequired }]);
  if (!brands.includes(brand)) throw badRequest(PAYMENT_MESSAGES.brandOfMethod(method), [{ path: 'brand', message: PAYMENT_MESSAGES.brandOfMethod(method) }]);
  if (!(accepted.brands ?? []).includes(brand)) throw conflict(PAYMENT_MESSAGES.brandNotAccepted(method, brand));
  return brand;
}
