import type { EntityManager } from '@mikro-orm/postgresql';
import { notDeliveredMessage, parseTimeRange, normalizeMoney, type DeliveryQuote } from '@direto/contracts';
import { Restaurant } from '@direto/db';
import { notFound } from '../errors';
import { lookupCep } from './cep-lookup';
import { findDeliveryArea } from './delivery-areas';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';

interface QuoteQuery {
  id: string;
  cep?: string;
  district?: string;
  city?: string;
}

/**
 * GET /api/restaurants/{id}/delivery-quote: what delivering to a bairro costs and takes, before
 * the order (the same rules as placement). Without district and city, the CEP is looked up.
 */
export async function quoteDelivery(em: EntityManager, ip: string, query: QuoteQuery): Promise<DeliveryQuote> {
  const restaurant = await em.findOne(Restaurant, query.id);
  if (!restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  if (!restaurant.offersDelivery) {
    return { deliverable: false, fee: null, minTime: null, maxTime: null, minOrder: null, reason: `${restaurant.name} não faz entregas. Escolha retirada no local.` };
  }
  const minOrder = restaurant.minOrder ? normalizeMoney(restaurant.minOrder) : null;
  if (restaurant.deliveryFeeFrom === null || restaurant.deliveryFeeFrom === undefined) {
    const time = parseTimeRange(restaurant.deliveryTime);
    return { deliverable: true, fee: normalizeMoney(restaurant.deliveryFee), minTime: time?.min ?? null, maxTime: time?.max ?? null, minOrder };
  }
  let { district, city } = query;
  if ((!district || !city) && query.cep) ({ district, city } = await lookupCep(em, ip, query.cep));
  const area = district && city ? await findDeliveryArea(em, restaurant.id, district, city) : null;
  if (!area) {
    return { deliverable: false, fee: null, minTime: null, maxTime: null, minOrder: null, reason: notDeliveredMessage(district || 'este endereço', restaurant.offersPickup) };
  }
  return {
    deliverable: true,
    fee: normalizeMoney(area.fee),
    minTime: area.minTime,
    maxTime: area.maxTime,
    minOrder: area.minOrder ? normalizeMoney(area.minOrder) : minOrder,
  };
}
