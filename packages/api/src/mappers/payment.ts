import { settingsVersion } from '../services/settings-version';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import {
  fromCents,
  normalizeMoney,
  toCents,
  type AcceptedPaymentMethod,
  type OrderPayment,
  type PaymentMethodSetting,
  type PaymentSettings,
} from '@direto/contracts';
import type { IRestaurant, OrderValues, TableRow } from '@direto/db';

/** The payment columns of a restaurant, as an entity or a raw row gives them. */
interface PaymentColumns {
  paymentMethods: PaymentMethodSetting[];
  pixEnabled: boolean;
}

/** What the checkout offers: the enabled methods and brands, then Pix when it is on (never its key). */
export function acceptedPaymentMethods(columns: PaymentColumns): AcceptedPaymentMethod[] {
  const onDelivery = columns.paymentMethods
    .filter((entry) => entry.enabled)
    .map(({ method, brands }) => (brands && brands.length > 0 ? { method, brands } : { method }));
  return columns.pixEnabled ? [...onDelivery, { method: 'pix' }] : onDelivery;
}

/** A `restaurants` row's payment columns. */
type PaymentRow = Pick<TableRow<'restaurants'>, 'payment_methods' | 'pix_enabled'>;

export const acceptedPaymentMethodsFromRow = (row: PaymentRow) =>
  acceptedPaymentMethods({ paymentMethods: row.payment_methods, pixEnabled: row.pix_enabled });

export function toPaymentSettingsDto(restaurant: IRestaurant): PaymentSettings {
  const settings = {
    methods: restaurant.paymentMethods,
    pix: {
      enabled: restaurant.pixEnabled,
      keyType: restaurant.pixKeyType ?? null,
      key: restaurant.pixKey ?? null,
      receiverName: restaurant.pixReceiverName ?? '',
      receiverCity: restaurant.pixReceiverCity ?? '',
      requireConfirmation: restaurant.pixRequireConfirmation,
    },
  };
  return { ...settings, version: settingsVersion(settings) };
}

/** An order's payment; the BR Code and the receiver's name inside it only for a Pix order. */
export function toOrderPaymentDto(order: OrderValues): OrderPayment {
  const changeFor = order.changeFor ? normalizeMoney(order.changeFor) : null;
  const payment: OrderPayment = {
    method: order.paymentMethod ?? null,
    brand: order.cardBrand ?? null,
    changeFor,
    changeDue: changeFor ? fromCents(toCents(changeFor) - toCents(order.total)) : null,
    status: order.paymentStatus,
    confirmedAt: order.paymentConfirmedAt ? order.paymentConfirmedAt.toISOString() : null,
  };
  if (!order.pixPayload) return payment;
  return { ...payment, pixPayload: order.pixPayload, pixReceiverName: getPixPayloadInfo(order.pixPayload)?.merchantName ?? '' };
}
