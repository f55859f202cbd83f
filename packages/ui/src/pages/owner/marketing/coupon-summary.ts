import { couponHoursText, couponWeekdaysText, formatBRL, RESTAURANT_TIME_ZONE, zonedDateKey, type Coupon } from '@direto/contracts';

/**
 * Issue 31, Marketing › Cupons: a coupon's benefit, conditions and uses in a line each, and the
 * banner line an automatic offer gets unless the owner writes their own ('10% off acima de R$ 50 · terças').
 */

type Benefit = Coupon['benefit'];
type Conditions = Coupon['conditions'];

/** '10% de desconto (até R$ 15,00)', 'R$ 5,00 de desconto', 'Frete grátis', '1 Pastel grátis'. */
export function benefitSummary(benefit: Benefit): string {
  switch (benefit.type) {
    case 'percent':
      return `${benefit.percent}% de desconto${benefit.maxDiscount ? ` (até ${formatBRL(benefit.maxDiscount)})` : ''}`;
    case 'amount':
      return `${formatBRL(benefit.amount)} de desconto`;
    case 'free_delivery':
      return 'Frete grátis';
    case 'free_item':
      return benefit.productName ? `1 ${benefit.productName} grátis` : 'Produto grátis (o produto saiu do cardápio)';
  }
}

/** '10/12/2026' of an instant in the restaurant's time zone. */
function dayOf(instant: string, timeZone = RESTAURANT_TIME_ZONE): string {
  const [year, month, day] = zonedDateKey(instant, timeZone).split('-');
  return `${day}/${month}/${year}`;
}

/** The validity's last day: the end is the first instant it no longer holds (midnight after that day). */
function lastDayOf(endsAt: string, timeZone = RESTAURANT_TIME_ZONE): string {
  return dayOf(new Date(Date.parse(endsAt) - 1).toISOString(), timeZone);
}

function validityText(conditions: Conditions): string {
  const { startsAt, endsAt } = conditions;
  if (startsAt && endsAt) return `de ${dayOf(startsAt)} a ${lastDayOf(endsAt)}`;
  if (startsAt) return `a partir de ${dayOf(startsAt)}`;
  if (endsAt) return `até ${lastDayOf(endsAt)}`;
  return '';
}

const ORDER_TYPE_WORDS = { delivery: 'entrega', pickup: 'retirada' } as const;

/** 'Pedido mínimo R$ 40,00 · às terças, das 18h às 23h · só entrega · 1 por cliente'; 'Sem condições' when none. */
export function conditionsSummary(conditions: Conditions): string {
  const schedule = [couponWeekdaysText(conditions.weekdays), couponHoursText(conditions.timeFrom, conditions.timeTo)].filter(Boolean).join(', ');
  const types = conditions.orderTypes ?? [];
  const parts = [
    conditions.minSubtotal ? `Pedido mínimo ${formatBRL(conditions.minSubtotal)}` : '',
    schedule,
    types.length === 1 && types[0] ? `só ${ORDER_TYPE_WORDS[types[0]]}` : '',
    conditions.districts && conditions.districts.length > 0 ? `bairros: ${conditions.districts.join(', ')}` : '',
    conditions.firstOrderOnly ? 'só no primeiro pedido' : '',
    conditions.perCustomerLimit ? `${conditions.perCustomerLimit} por cliente` : '',
    validityText(conditions),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Sem condições';
}

/** '3 usos', '3 de 100 usos'. */
export function usesSummary(uses: number, totalLimit: number | null): string {
  if (totalLimit !== null) return `${uses} de ${totalLimit} ${totalLimit === 1 ? 'uso' : 'usos'}`;
  return `${uses} ${uses === 1 ? 'uso' : 'usos'}`;
}

const SHORT_DAYS = ['domingos', 'segundas', 'terças', 'quartas', 'quintas', 'sextas', 'sábados'];

/** 'R$ 50' for whole reais, 'R$ 49,90' otherwise: a banner line stays short. */
function shortBRL(amount: string): string {
  return formatBRL(amount).replace(/,00$/, '');
}

/** The banner line an offer gets unless the owner writes their own: '10% off acima de R$ 50 · terças'. */
export function suggestedOfferTitle(benefit: Benefit, conditions: Pick<Conditions, 'minSubtotal' | 'weekdays'>): string {
  const what =
    benefit.type === 'percent' ? `${benefit.percent}% off`
    : benefit.type === 'amount' ? `${shortBRL(benefit.amount)} off`
    : benefit.type === 'free_delivery' ? 'Frete grátis'
    : `${benefit.productName ?? 'Produto'} grátis`;
  const minimum = conditions.minSubtotal ? ` acima de ${shortBRL(conditions.minSubtotal)}` : '';
  const days = [...new Set(conditions.weekdays ?? [])].sort((a, b) => a - b);
  const when = days.length > 0 && days.length < 7 ? ` · ${days.map((day) => SHORT_DAYS[day]).join(', ')}` : '';
  return `${what}${minimum}${when}`.slice(0, 80);
}
