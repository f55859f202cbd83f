import { toCents } from './money';

/**
 * Issue 33, a table's conta in integer centavos: the service charge, its spread over the orders,
 * the split among the people at the table and how the payments cover the orders. Pure, used by
 * the server to decide (and by the screens only to show what the server answered).
 */

/** 'Taxa de serviço': `percent` ("10.00") of `baseCents`, rounded half-up to the centavo. */
export function serviceChargeCents(baseCents: number, percent: string): number {
  // The percentage in hundredths (10.00 % → 1000): integers all the way.
  const hundredths = toCents(percent);
  return Math.floor((baseCents * hundredths + 5000) / 10000);
}

/**
 * `amountCents` spread in proportion to `weights`, in whole centavos that add up exactly
 * (largest remainder; ties go to the earliest). All weights zero: spread equally.
 */
export function spreadCents(amountCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const basis = total > 0 ? weights : weights.map(() => 1);
  const basisTotal = total > 0 ? total : weights.length;
  const floors = basis.map((weight) => Math.floor((amountCents * weight) / basisTotal));
  let left = amountCents - floors.reduce((sum, part) => sum + part, 0);
  const byRemainder = basis
    .map((weight, index) => ({ index, remainder: (amountCents * weight) % basisTotal }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/** One part of an order's payment: `cents` of the payment at `paymentIndex`. */
interface PaymentPart {
  paymentIndex: number;
  cents: number;
}

/**
 * How the conta's payments cover its orders when it closes: orders and payments each in the
 * order they were made, greedily — the first payment pays the first order, what is left of it the
 * next, and so on — so each order's parts add up to its due (when enough was paid). What was paid
 * beyond the dues (given back to the customer) is left out.
 */
export function allocatePayments(dueCents: readonly number[], paymentCents: readonly number[]): PaymentPart[][] {
  const left = [...paymentCents];
  let current = 0;
  return dueCents.map((due) => {
    const parts: PaymentPart[] = [];
    let owed = due;
    while (owed > 0 && current < left.length) {
      const available = left[current] ?? 0;
      const taken = Math.min(available, owed);
      if (taken > 0) parts.push({ paymentIndex: current, cents: taken });
      owed -= taken;
      left[current] = available - taken;
      if ((left[current] ?? 0) === 0) current += 1;
    }
    return parts;
  });
}

/** What a conta comes to, in centavos: its orders (cancelled ones left out), the service charge, what was paid and what is still due. */
interface TabFigures {
  subtotal: number;
  serviceCharge: number;
  total: number;
  paid: number;
  remaining: number;
}

export function tabFigures(orderTotalsCents: readonly number[], percent: string, paymentCents: readonly number[]): TabFigures {
  const subtotal = orderTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const serviceCharge = serviceChargeCents(subtotal, percent);
  const total = subtotal + serviceCharge;
  const paid = paymentCents.reduce((sum, cents) => sum + cents, 0);
  return { subtotal, serviceCharge, total, paid, remaining: Math.max(0, total - paid) };
}

/** One person's share, in centavos, with the lines given to them. */
export interface ShareCents {
  person: number;
  itemIds: string[];
  amount: number;
  serviceCharge: number;
}

/** 'Dividir igualmente por N': the conta's total and its service charge, each spread in centavos. */
export function equalShares(figures: Pick<TabFigures, 'total' | 'serviceCharge'>, people: number): ShareCents[] {
  const ones = Array.from({ length: people }, () => 1);
  const amounts = spreadCents(figures.total, ones);
  const charges = spreadCents(figures.serviceCharge, ones);
  return ones.map((_, index) => ({ person: index + 1, itemIds: [], amount: amounts[index] ?? 0, serviceCharge: charges[index] ?? 0 }));
}

/**
 * 'Dividir por itens': each line to a person (1…N, N the highest number given). A person's weight
 * is the price of their lines plus an equal part of the lines given to no one; the conta's total
 * (discounts and service charge included) and its service charge are spread by those weights, so
 * the shares add up to exactly what is due.
 */
export function itemShares(
  figures: Pick<TabFigures, 'total' | 'serviceCharge'>,
  lines: readonly { itemId: string; cents: number }[],
  personOf: ReadonlyMap<string, number>,
): ShareCents[] {
  const people = Math.max(1, ...lines.map((line) => personOf.get(line.itemId) ?? 0));
  const weights = Array.from({ length: people }, () => 0);
  const itemIds: string[][] = weights.map(() => []);
  let shared = 0;
  for (const line of lines) {
    const person = personOf.get(line.itemId);
    if (person === undefined) {
      shared += line.cents;
      continue;
    }
    weights[person - 1] = (weights[person - 1] ?? 0) + line.cents;
    itemIds[person - 1]?.push(line.itemId);
  }
  spreadCents(shared, weights.map(() => 1)).forEach((part, index) => {
    weights[index] = (weights[index] ?? 0) + part;
  });
  const amounts = spreadCents(figures.total, weights);
  const charges = spreadCents(figures.serviceCharge, weights);
  return weights.map((_, index) => ({ person: index + 1, itemIds: itemIds[index] ?? [], amount: amounts[index] ?? 0, serviceCharge: charges[index] ?? 0 }));
}
