import { settingsVersion } from '../services/settings-version';
import { normalizeMoney, type Address, type DeliveryArea as DeliveryAreaDto, type DeliverySettings, type RestaurantDeliveryInfo } from '@direto/contracts';
import type { IDeliveryArea, IRestaurant, TableRow } from '@direto/db';

type Money = string | null | undefined;
const money = (value: Money) => (value === null || value === undefined ? null : normalizeMoney(value));

/** The delivery columns of a restaurant, as an entity or a raw row gives them. */
interface DeliveryColumns {
  offersDelivery: boolean;
  offersPickup: boolean;
  pickupMinTime: number;
  pickupMaxTime: number;
  minOrder: Money;
  freeDeliveryAbove: Money;
  address: Address | null | undefined;
  deliveryFeeFrom: Money;
}

/** What every client sees of the restaurant's delivery (the menu header). */
export function toDeliveryInfo(columns: DeliveryColumns): RestaurantDeliveryInfo {
  return {
    delivery: columns.offersDelivery,
    pickup: columns.offersPickup,
    pickupTime: { min: columns.pickupMinTime, max: columns.pickupMaxTime },
    feeFrom: money(columns.deliveryFeeFrom),
    minOrder: money(columns.minOrder),
    freeDeliveryAbove: money(columns.freeDeliveryAbove),
    address: columns.address ?? null,
  };
}

/** A `restaurants` row's delivery columns. */
type DeliveryRow = Pick<
  TableRow<'restaurants'>,
  'offers_delivery' | 'offers_pickup' | 'pickup_min_time' | 'pickup_max_time' | 'min_order' | 'free_delivery_above' | 'address' | 'delivery_fee_from'
>;

export function deliveryInfoFromRow(row: DeliveryRow): RestaurantDeliveryInfo {
  return toDeliveryInfo({
    offersDelivery: row.offers_delivery,
    offersPickup: row.offers_pickup,
    pickupMinTime: row.pickup_min_time,
    pickupMaxTime: row.pickup_max_time,
    minOrder: row.min_order,
    freeDeliveryAbove: row.free_delivery_above,
    address: row.address,
    deliveryFeeFrom: row.delivery_fee_from,
  });
}

export function toDeliverySettingsDto(restaurant: IRestaurant): DeliverySettings {
  const { delivery, pickup, pickupTime, minOrder, freeDeliveryAbove, address } = toDeliveryInfo(restaurant);
  const settings = { delivery, pickup, pickupTime, minOrder, freeDeliveryAbove, address };
  return { ...settings, version: settingsVersion(settings) };
}

export function toDeliveryAreaDto(area: IDeliveryArea): DeliveryAreaDto {
  return {
    id: area.id,
    district: area.district,
    city: area.city,
    fee: normalizeMoney(area.fee),
    minTime: area.minTime,
    maxTime: area.maxTime,
    minOrder: money(area.minOrder),
    isActive: area.isActive,
  };
}
