import { useEffect, useState } from 'react';
import { addressLine, fromCents, mapLink, parseTimeRange, toCents, type OrderType, type Restaurant, type TimeRange } from '@direto/contracts';
import { trpc } from '@/lib/trpc';
import { EMPTY_ADDRESS, isCompleteAddress, toAddressInput, toDraft, type AddressDraft } from './address-fields';
import { minimumOrderMessage } from './delivery-text';

type DeliveryRestaurant = Pick<Restaurant, 'id' | 'name' | 'deliveryFee' | 'deliveryTime' | 'delivery'>;

/** What the checkout adds to the order, and what it shows before 'Confirmar pedido'. */
export interface DeliveryChoice {
  restaurant: DeliveryRestaurant;
  orderType: OrderType;
  setOrderType: (type: OrderType) => void;
  /** The restaurant delivers by bairro: the structured address decides the fee. */
  structured: boolean;
  address: AddressDraft;
  setAddress: (address: AddressDraft) => void;
  /** The fee to charge ('0.00' for pickup), or null while the bairro is unknown or not served. */
  fee: string | null;
  time: TimeRange | null;
  /** Why the order cannot be placed now ('Não entregamos em …', 'Faltam R$ …'), or null. */
  blocked: string | null;
  quoting: boolean;
  /** The fields the order request gains (only the non-spec ones when they matter). */
  orderFields: () => { orderType?: OrderType; address?: ReturnType<typeof toAddressInput>; deliveryFee?: string };
  pickupMapLink: string | null;
}

/**
 * The checkout's delivery state (issue 17): delivery or pickup, the address (the customer's last
 * used one preselected), and the bairro's quote, for a restaurant and a cart subtotal.
 */
export function useDeliveryChoice(restaurant: DeliveryRestaurant, subtotalCents: number, signedIn: boolean): DeliveryChoice {
  const info = restaurant.delivery;
  const [orderType, setOrderType] = useState<OrderType>(info.delivery ? 'delivery' : 'pickup');
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const structured = info.delivery && info.feeFrom !== null;

  // The last used address of the book comes preselected, once.
  const book = trpc.userAddress.list.useQuery(undefined, { enabled: signedIn && structured });
  const [preselected, setPreselected] = useState(false);
  useEffect(() => {
    const last = book.data?.[0];
    if (preselected || !last) return;
    setPreselected(true);
    setAddress(toDraft(last));
  }, [book.data, preselected]);

  const wantsQuote = structured && orderType === 'delivery' && address.district.trim() !== '' && address.city.trim() !== '';
  const quote = trpc.delivery.quote.useQuery(
    { id: restaurant.id, district: address.district.trim(), city: address.city.trim() },
    { enabled: wantsQuote, placeholderData: (previous) => previous },
  );

  const subtotal = fromCents(subtotalCents);
  const free = info.freeDeliveryAbove !== null && subtotalCents >= toCents(info.freeDeliveryAbove);
  let fee: string | null = null;
  let time: TimeRange | null = null;
  let minOrder: string | null = null;
  let notServed: string | null = null;
  if (orderType === 'pickup') {
    fee = '0.00';
    time = info.pickupTime;
  } else if (!structured) {
    fee = free ? '0.00' : restaurant.deliveryFee;
    time = parseTimeRange(restaurant.deliveryTime);
    minOrder = info.minOrder;
  } else if (wantsQuote && quote.data) {
    if (quote.data.deliverable && quote.data.fee !== null) {
      fee = free ? '0.00' : quote.data.fee;
      time = quote.data.minTime !== null && quote.data.maxTime !== null ? { min: quote.data.minTime, max: quote.data.maxTime } : null;
      minOrder = quote.data.minOrder;
    } else notServed = quote.data.reason ?? `Não entregamos em ${address.district}.`;
  }
  const blocked = notServed ?? minimumOrderMessage(subtotal, minOrder);

  return {
    restaurant,
    orderType,
    setOrderType,
    structured,
    address,
    setAddress,
    fee,
    time,
    blocked,
    quoting: wantsQuote && quote.isFetching,
    orderFields: () => {
      if (orderType === 'pickup') return { orderType, deliveryFee: '0.00' };
      const fields = { ...(fee !== null ? { deliveryFee: fee } : {}) };
      return structured ? { ...fields, orderType, address: toAddressInput(address) } : fields;
    },
    pickupMapLink: info.address ? mapLink(info.address) : null,
  };
}

export { addressLine, isCompleteAddress };
