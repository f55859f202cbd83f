import { RESTAURANT_TIME_ZONE, zonedDateKey, type Coupon, type CouponBenefitType, type CouponInput, type OrderType } from '@direto/contracts';
import { INVALID_DATE_MESSAGE, isoDayFromText, maskDateText } from '@/components/date-mask';
import { suggestedOfferTitle } from './coupon-summary';

/**
 * The Cupons form as the owner fills it (texts as typed), and the API's input made from it.
 * The server checks everything again and says what is wrong; here only what the form itself
 * must turn into values (days typed as dd/mm/aaaa, numbers) is checked.
 */
export interface CouponFormValues {
  kind: 'coupon' | 'offer';
  code: string;
  title: string;
  /** Whether the owner wrote the title; until then an offer's title follows its benefit and conditions. */
  titleEdited: boolean;
  description: string;
  benefitType: CouponBenefitType;
  percent: string;
  /** Money as the API takes it ('15.00'), '' when empty (MoneyInput). */
  maxDiscount: string;
  amount: string;
  productId: string;
  minSubtotal: string;
  /** 'dd/mm/aaaa' as typed. */
  startsOn: string;
  endsOn: string;
  weekdays: number[];
  timeFrom: string;
  timeTo: string;
  orderTypes: OrderType[];
  /** Bairros separated by commas. */
  districts: string;
  firstOrderOnly: boolean;
  totalLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  kind: 'coupon',
  code: '',
  title: '',
  titleEdited: false,
  description: '',
  benefitType: 'percent',
  percent: '',
  maxDiscount: '',
  amount: '',
  productId: '',
  minSubtotal: '',
  startsOn: '',
  endsOn: '',
  weekdays: [],
  timeFrom: '',
  timeTo: '',
  orderTypes: [],
  districts: '',
  firstOrderOnly: false,
  totalLimit: '',
  perCustomerLimit: '',
  active: true,
};

/** The instant a day ('2026-12-10') starts in the time zone (its offset that day, read from Intl). */
export function startOfDayIn(isoDay: string, timeZone = RESTAURANT_TIME_ZONE): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(utcMidnight))
      .map((part) => [part.type, part.value]),
  );
  const zoneClock = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return new Date(utcMidnight - (zoneClock - utcMidnight)).toISOString();
}

const dayText = (isoDay: string) => maskDateText(isoDay);

/** The form of a saved coupon (to edit it). */
export function formFromCoupon(coupon: Coupon): CouponFormValues {
  const { benefit, conditions } = coupon;
  return {
    kind: coupon.code === null ? 'offer' : 'coupon',
    code: coupon.code ?? '',
    title: coupon.title,
    titleEdited: true,
    description: coupon.description ?? '',
    benefitType: benefit.type,
    percent: benefit.type === 'percent' ? String(benefit.percent) : '',
    maxDiscount: benefit.type === 'percent' ? (benefit.maxDiscount ?? '') : '',
    amount: benefit.type === 'amount' ? benefit.amount : '',
    productId: benefit.type === 'free_item' ? (benefit.productId ?? '') : '',
    minSubtotal: conditions.minSubtotal ?? '',
    startsOn: conditions.startsAt ? dayText(zonedDateKey(conditions.startsAt, RESTAURANT_TIME_ZONE)) : '',
    // The end is the midnight after the last day: the form shows that last day.
    endsOn: conditions.endsAt ? dayText(zonedDateKey(new Date(Date.parse(conditions.endsAt) - 1), RESTAURANT_TIME_ZONE)) : '',
    weekdays: conditions.weekdays ?? [],
    timeFrom: conditions.timeFrom ?? '',
    timeTo: conditions.timeTo ?? '',
    orderTypes: conditions.orderTypes ?? [],
    districts: (conditions.districts ?? []).join(', '),
    firstOrderOnly: conditions.firstOrderOnly,
    totalLimit: conditions.totalLimit === null ? '' : String(conditions.totalLimit),
    perCustomerLimit: conditions.perCustomerLimit === null ? '' : String(conditions.perCustomerLimit),
    active: coupon.active,
  };
}

type Benefit = CouponInput['benefit'];

function benefitOf(form: CouponFormValues): Benefit {
  switch (form.benefitType) {
    case 'percent':
      return { type: 'percent', percent: Number(form.percent), maxDiscount: form.maxDiscount || null };
    case 'amount':
      return { type: 'amount', amount: form.amount };
    case 'free_delivery':
      return { type: 'free_delivery' };
    case 'free_item':
      return { type: 'free_item', productId: form.productId };
  }
}

/** A day typed in the form: '' = none, else a real day or the date message. */
function readDay(text: string): { day: string | null } | { error: string } {
  if (text.trim() === '') return { day: null };
  const day = isoDayFromText(text);
  return day ? { day } : { error: INVALID_DATE_MESSAGE };
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The API's input, or the message of a field the form cannot read. */
export function couponInputFrom(form: CouponFormValues): { input: CouponInput } | { error: string } {
  const starts = readDay(form.startsOn);
  if ('error' in starts) return { error: `Início da validade: ${starts.error}` };
  const ends = readDay(form.endsOn);
  if ('error' in ends) return { error: `Fim da validade: ${ends.error}` };
  const districts = form.districts
    .split(',')
    .map((district) => district.trim())
    .filter(Boolean);
  return {
    input: {
      code: form.kind === 'offer' ? null : form.code,
      title: form.title,
      description: form.description.trim() || null,
      benefit: benefitOf(form),
      conditions: {
        minSubtotal: form.minSubtotal || null,
        startsAt: starts.day ? startOfDayIn(starts.day) : null,
        // Valid through the last day: until the next midnight.
        endsAt: ends.day ? startOfDayIn(nextDay(ends.day)) : null,
        weekdays: form.weekdays.length > 0 ? form.weekdays : null,
        timeFrom: form.timeFrom.trim() || null,
        timeTo: form.timeTo.trim() || null,
        orderTypes: form.orderTypes.length > 0 ? form.orderTypes : null,
        districts: districts.length > 0 ? districts : null,
        firstOrderOnly: form.firstOrderOnly,
        totalLimit: optionalNumber(form.totalLimit),
        perCustomerLimit: optionalNumber(form.perCustomerLimit),
      },
      active: form.active,
    },
  };
}

/** '2026-12-31' → '2027-01-01'. */
function nextDay(isoDay: string): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The title shown while the owner has not written one: it follows the benefit and the conditions, once the benefit is filled in. */
export function withSuggestedTitle(form: CouponFormValues, productName: string | null): CouponFormValues {
  if (form.titleEdited) return form;
  const benefit = shownBenefit(form, productName);
  if (!benefit) return form;
  const title = suggestedOfferTitle(benefit, { minSubtotal: form.minSubtotal || null, weekdays: form.weekdays });
  return title === form.title ? form : { ...form, title };
}

/** The benefit as the summary reads it, or null while it is not filled in. */
function shownBenefit(form: CouponFormValues, productName: string | null): Coupon['benefit'] | null {
  switch (form.benefitType) {
    case 'percent':
      return Number(form.percent) > 0 ? { type: 'percent', percent: Number(form.percent), maxDiscount: null } : null;
    case 'amount':
      return form.amount && Number(form.amount) > 0 ? { type: 'amount', amount: form.amount } : null;
    case 'free_delivery':
      return { type: 'free_delivery' };
    case 'free_item':
      return productName ? { type: 'free_item', productId: form.productId, productName } : null;
  }
}
