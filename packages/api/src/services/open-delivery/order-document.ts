import { addressLine, fromCents, toCents, type Address, type OrderItemOption, type OrderStatus, type PaymentBrand, type PaymentMethod, type PaymentStatus, type PlacedOrderType } from '@direto/contracts';

/**
 * Issue 34: a Direto order as Open Delivery 1.7.1's `Order` (GET /v1/orders/{orderId}). Pure: the
 * loader (order-document-source.ts) reads everything first. The decisions are in
 * docs/open-delivery-orders.md; the amounts reconcile as the document defines them:
 * item.totalPrice = quantity × (unitPrice + optionsPrice), optionsPrice = Σ options.totalPrice,
 * total.itemsPrice = Σ items.totalPrice, orderAmount = itemsPrice + otherFees − discount =
 * Σ payments.methods.value = prepaid + pending.
 */

export interface OrderDocumentLine {
  id: string;
  productName: string;
  quantity: number;
  /** Direto's unit price: the product with its options, as charged. */
  unitPrice: string;
  totalPrice: string;
  options: readonly OrderItemOption[];
  notes: string | null;
  /** The product's 'Código PDV' now; null when it has none (or was deleted). */
  productExternalCode: string | null;
  productId: string | null;
}

/** One part of a conta's payment (issue 33); an order without parts is paid by its own method. */
interface OrderDocumentPaymentPart {
  method: PaymentMethod;
  cardBrand: PaymentBrand | null;
  amount: string;
}

interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface OrderDocumentSource {
  id: string;
  restaurantId: string;
  restaurantName: string;
  /** The merchant id the POS gave in PUT /v1/merchantOnboarding; the restaurant's id when none. */
  posMerchantId: string | null;
  status: OrderStatus;
  orderType: PlacedOrderType;
  createdAt: Date;
  deliveredAt: Date | null;
  scheduledFor: Date | null;
  slotMinutes: number;
  /** Minutes of the promised range, as placed (delivery or pickup); null = none promised. */
  maxTimeMinutes: number | null;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  serviceCharge: string;
  total: string;
  couponCode: string | null;
  customerId: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerOrdersCount: number;
  address: Address | null;
  /** The address as one text, when a spec client sent only that (no structured address). */
  deliveryAddressText: string | null;
  /** The address's coordinates (issue 34 part 3); null when unknown. */
  coordinates: Coordinates | null;
  /** True when the coordinates are the city's centre rather than the address's. */
  coordinatesApproximate: boolean;
  notes: string | null;
  tableName: string | null;
  paymentMethod: PaymentMethod | null;
  cardBrand: PaymentBrand | null;
  changeFor: string | null;
  paymentStatus: PaymentStatus;
  paymentParts: readonly OrderDocumentPaymentPart[];
  multiFlavourPricing: 'average' | 'highest';
  /** 'Código PDV' of the options chosen, by option id. */
  optionExternalCodes: ReadonlyMap<string, string>;
  lines: readonly OrderDocumentLine[];
  displayId: string;
  lastEvent: string | null;
  appId: string;
}

/** Money as the document's Price object (BRL, two decimals). */
const price = (cents: number) => ({ value: Number(fromCents(cents)), currency: 'BRL' });
const amount = (cents: number) => Number(fromCents(cents));
const iso = (date: Date) => date.toISOString();
const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** The promised time when none was placed with the order (a table's, a counter's): 45 minutes. */
const DEFAULT_PROMISE_MINUTES = 45;

const ORDER_TYPES: Record<PlacedOrderType, 'DELIVERY' | 'TAKEOUT' | 'INDOOR'> = { delivery: 'DELIVERY', pickup: 'TAKEOUT', table: 'INDOOR' };

const FRACTIONS: Record<number, string> = { 2: '1/2', 3: '1/3', 4: '1/4' };

/** A POS without Direto's codes still gets something stable to map: Direto's id. */
const codeOr = (code: string | null | undefined, id: string | null) => code || id || 'SEM-CODIGO';

interface MappedOption {
  optionId: string;
  name: string;
  quantity: number;
  unitCents: number;
}

/**
 * The options of one unit of the line, priced so that they add up to what the line charged for
 * them. A multi-flavour pizza's flavours ('1/2 Calabresa', '1/2 Margherita', one unit each, as the
 * document's own examples) share the flavour price by the restaurant's rule: 'highest' puts it on
 * the dearest, 'average' splits it (the remainder centavo on the first).
 */
function mapOptions(line: OrderDocumentLine, rule: OrderDocumentSource['multiFlavourPricing']): MappedOption[] {
  const flavours = line.options.filter((option) => option.isFlavour);
  const flavourUnits = flavours.reduce((sum, option) => sum + option.quantity, 0);
  const mapped: MappedOption[] = line.options
    .filter((option) => !option.isFlavour || flavourUnits <= 1)
    .map((option) => ({ optionId: option.optionId, name: option.name, quantity: option.quantity, unitCents: toCents(option.price) }));
  if (flavourUnits <= 1) return mapped;
  const units = flavours.flatMap((option) => Array.from({ length: option.quantity }, () => option));
  const prices = units.map((option) => toCents(option.price));
  const label = FRACTIONS[flavourUnits] ?? `1/${flavourUnits}`;
  let shares: number[];
  if (rule === 'highest') {
    const top = prices.indexOf(Math.max(...prices));
    shares = prices.map((cents, index) => (index === top ? cents : 0));
  } else {
    const charged = Math.floor((2 * prices.reduce((sum, cents) => sum + cents, 0) + units.length) / (2 * units.length));
    const each = Math.floor(charged / units.length);
    shares = units.map((_, index) => (index === 0 ? charged - each * (units.length - 1) : each));
  }
  units.forEach((option, index) => mapped.push({ optionId: option.optionId, name: `${label} ${option.name}`, quantity: 1, unitCents: shares[index] ?? 0 }));
  return mapped;
}

function mapItem(line: OrderDocumentLine, index: number, source: OrderDocumentSource) {
  let options = mapOptions(line, source.multiFlavourPricing);
  const chargedCents = toCents(line.unitPrice);
  let optionsCents = options.reduce((sum, option) => sum + option.quantity * option.unitCents, 0);
  // Options priced by a group rule Direto no longer knows (max/avg of extras) may read dearer than charged: never a negative base.
  if (optionsCents > chargedCents) {
    options = options.map((option) => ({ ...option, unitCents: 0 }));
    optionsCents = 0;
  }
  const baseCents = chargedCents - optionsCents;
  return {
    id: line.id,
    index: index + 1,
    name: line.productName,
    externalCode: codeOr(line.productExternalCode, line.productId),
    unit: 'UN',
    quantity: line.quantity,
    ...(line.notes ? { specialInstructions: line.notes } : {}),
    unitPrice: price(baseCents),
    optionsPrice: price(optionsCents),
    totalPrice: price(line.quantity * (baseCents + optionsCents)),
    ...(options.length > 0
      ? {
          options: options.map((option, optionIndex) => ({
            index: optionIndex + 1,
            id: option.optionId,
            name: option.name,
            externalCode: codeOr(source.optionExternalCodes.get(option.optionId), option.optionId),
            unit: 'UN',
            quantity: option.quantity,
            unitPrice: price(option.unitCents),
            totalPrice: price(option.quantity * option.unitCents),
          })),
        }
      : {}),
  };
}

const METHODS: Record<PaymentMethod, string> = {
  cash: 'CASH',
  credit: 'CREDIT',
  debit: 'DEBIT',
  meal_voucher: 'MEAL_VOUCHER',
  food_voucher: 'FOOD_VOUCHER',
  pix: 'PIX',
};

/** Direto's brands in the document's enum; Alelo has none there (OTHER, named in methodInfo), Pluxee is Sodexo renamed. */
const BRANDS: Record<PaymentBrand, string> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  elo: 'ELO',
  hipercard: 'HIPERCARD',
  amex: 'AMEX',
  vr: 'VR_BENEFICIOS',
  pluxee: 'SODEXO',
  ticket: 'TICKET',
  alelo: 'OTHER',
};
const BRAND_INFO: Partial<Record<PaymentBrand, string>> = { pluxee: 'Pluxee', alelo: 'Alelo' };

interface PaymentPart {
  method: PaymentMethod | null;
  brand: PaymentBrand | null;
  cents: number;
}

/** One payment method entry. Pix is PREPAID once the owner confirmed it in the bank; the rest is paid on delivery (or at the conta). */
function mapPayment(part: PaymentPart, source: OrderDocumentSource, paidAtConta: boolean) {
  const prepaid = paidAtConta || (part.method === 'pix' && source.paymentStatus === 'confirmed');
  const info = part.brand ? BRAND_INFO[part.brand] : undefined;
  return {
    value: amount(part.cents),
    currency: 'BRL',
    type: prepaid ? 'PREPAID' : 'PENDING',
    method: part.method ? METHODS[part.method] : 'OTHER',
    ...(part.brand ? { brand: BRANDS[part.brand] } : {}),
    ...(info ? { methodInfo: info } : {}),
    ...(part.method === null ? { methodInfo: source.orderType === 'table' ? 'Pago ao fechar a conta' : 'A combinar na entrega' } : {}),
    ...(part.method === 'pix' ? { methodInfo: prepaid ? 'Pix confirmado pelo restaurante' : 'Pix na chave do restaurante, aguardando confirmação' } : {}),
    // The document: changeFor is mandatory for CASH; without change asked, the customer hands over the amount due.
    ...(part.method === 'cash' ? { changeFor: amount(!paidAtConta && source.changeFor ? toCents(source.changeFor) : part.cents) } : {}),
  };
}

function mapPayments(source: OrderDocumentSource, orderAmountCents: number) {
  const paidAtConta = source.paymentParts.length > 0;
  const parts: PaymentPart[] = paidAtConta
    ? source.paymentParts.map((part) => ({ method: part.method, brand: part.cardBrand, cents: toCents(part.amount) }))
    : [{ method: source.paymentMethod, brand: source.cardBrand, cents: orderAmountCents }];
  const methods = parts.map((part) => mapPayment(part, source, paidAtConta));
  const prepaidCents = parts.filter((_, index) => methods[index]?.type === 'PREPAID').reduce((sum, part) => sum + part.cents, 0);
  return { prepaid: amount(prepaidCents), pending: amount(orderAmountCents - prepaidCents), methods };
}

/** The fees the order carries: the delivery fee and a table's service charge. */
function mapFees(source: OrderDocumentSource) {
  const fees = [];
  const deliveryFee = toCents(source.deliveryFee);
  const serviceCharge = toCents(source.serviceCharge);
  if (deliveryFee > 0) fees.push({ name: 'Taxa de entrega', type: 'DELIVERY_FEE', receivedBy: 'MERCHANT', price: price(deliveryFee) });
  if (serviceCharge > 0) fees.push({ name: 'Taxa de serviço', type: 'SERVICE_FEE', receivedBy: 'MERCHANT', price: price(serviceCharge) });
  return fees;
}

/** A coupon or an automatic offer: what it took off the items, paid by the restaurant. */
function mapDiscounts(source: OrderDocumentSource) {
  const discount = toCents(source.discount);
  if (discount === 0) return [];
  const sponsor = { name: 'MERCHANT', amount: price(discount), ...(source.couponCode ? { discountCode: source.couponCode } : {}) };
  return [{ amount: price(discount), target: 'CART', sponsorshipValues: [sponsor] }];
}

/** When the order is promised: the slot's end for a scheduled one, else the placed range's end. */
function promisedAt(source: OrderDocumentSource): Date {
  if (source.scheduledFor) return addMinutes(source.scheduledFor, source.slotMinutes);
  return addMinutes(source.createdAt, source.maxTimeMinutes ?? DEFAULT_PROMISE_MINUTES);
}

/** A spec client's one-line address: the whole text as the street, the rest unknown (the document requires the fields). */
function textAddress(text: string): Address {
  return { cep: '', street: text, number: 'S/N', complement: null, district: '', city: '', state: '', reference: null };
}

function mapDeliveryAddress(address: Address, source: OrderDocumentSource) {
  const approximate = source.coordinatesApproximate ? 'localização aproximada' : null;
  const reference = [address.reference, approximate].filter(Boolean).join(' · ');
  return {
    country: 'BR',
    state: address.state,
    city: address.city,
    district: address.district,
    street: address.street,
    number: address.number || 'S/N',
    ...(address.complement ? { complement: address.complement } : {}),
    ...(reference ? { reference } : {}),
    formattedAddress: address.city ? addressLine({ ...address, reference: null }) : address.street,
    postalCode: address.cep,
    // Required by the document; part 3 of the issue fills every delivery's (the city's centre at worst).
    coordinates: source.coordinates ?? { latitude: 0, longitude: 0 },
  };
}

/** The customer, by the restaurant's record when there is no account; the document wants a uuid either way. */
function mapCustomer(source: OrderDocumentSource) {
  return {
    id: source.customerId ?? source.id,
    name: source.customerName || 'Cliente',
    phone: { number: source.customerPhone || 'não informado' },
    ordersCountOnMerchant: source.customerOrdersCount,
  };
}

export function toOpenDeliveryOrder(source: OrderDocumentSource) {
  const items = source.lines.map((line, index) => mapItem(line, index, source));
  const itemsCents = items.reduce((sum, item) => sum + toCents(item.totalPrice.value), 0);
  const feesCents = toCents(source.deliveryFee) + toCents(source.serviceCharge);
  const discountCents = toCents(source.discount);
  const orderAmountCents = itemsCents + feesCents - discountCents;
  const type = ORDER_TYPES[source.orderType];
  const fees = mapFees(source);
  const discounts = mapDiscounts(source);
  const deliveryAddress = source.address ?? (source.deliveryAddressText ? textAddress(source.deliveryAddressText) : null);
  const preparationStart = source.scheduledFor ? addMinutes(source.scheduledFor, -source.slotMinutes) : source.createdAt;
  return {
    id: source.id,
    type,
    displayId: source.displayId,
    sourceAppId: source.appId,
    salesChannel: 'DIRETO',
    category: 'FOOD',
    createdAt: iso(source.createdAt),
    ...(source.lastEvent ? { lastEvent: source.lastEvent } : {}),
    orderTiming: source.scheduledFor ? 'SCHEDULED' : 'INSTANT',
    preparationStartDateTime: iso(preparationStart < source.createdAt ? source.createdAt : preparationStart),
    merchant: { id: source.posMerchantId ?? source.restaurantId, name: source.restaurantName },
    items,
    ...(fees.length > 0 ? { otherFees: fees } : {}),
    ...(discounts.length > 0 ? { discounts } : {}),
    total: { itemsPrice: price(itemsCents), otherFees: price(feesCents), discount: price(discountCents), orderAmount: price(orderAmountCents) },
    payments: mapPayments(source, orderAmountCents),
    ...(type !== 'INDOOR' || source.customerName ? { customer: mapCustomer(source) } : {}),
    ...(source.scheduledFor ? { schedule: { scheduledDateTimeStart: iso(source.scheduledFor), scheduledDateTimeEnd: iso(promisedAt(source)) } } : {}),
    ...(type === 'DELIVERY' && deliveryAddress
      ? {
          delivery: {
            deliveredBy: 'MERCHANT',
            deliveryAddress: mapDeliveryAddress(deliveryAddress, source),
            estimatedDeliveryDateTime: iso(promisedAt(source)),
            ...(source.deliveredAt ? { deliveryDateTime: iso(source.deliveredAt) } : {}),
          },
        }
      : {}),
    ...(type === 'TAKEOUT' ? { takeout: { mode: 'DEFAULT', takeoutDateTime: iso(promisedAt(source)) } } : {}),
    ...(type === 'INDOOR' ? { indoor: { mode: 'PLACE', indoorDateTime: iso(source.createdAt), ...(source.tableName ? { place: `Mesa ${source.tableName}` } : {}) } } : {}),
    ...(source.notes ? { extraInfo: source.notes } : {}),
    sendPreparing: true,
    sendDelivered: type === 'DELIVERY',
    sendPickedUp: type === 'TAKEOUT',
    sendTracking: false,
  };
}

export type OpenDeliveryOrder = ReturnType<typeof toOpenDeliveryOrder>;
