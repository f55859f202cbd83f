import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_WINBACK_TEMPLATE,
  restaurantInviteLink,
  WINBACK_MESSAGES,
  WINBACK_OPT_OUT_LINE,
  zonedDateKey,
  type CouponBenefit,
  type Winback,
  type winbackInputSchema,
} from '@direto/contracts';
import type { IUser } from '@direto/db';
import type { z } from 'zod';
import { now } from '../../clock';
import { conflict } from '../../errors';
import { loadFreeItemProduct } from '../coupons/free-item-product';
import { loadRestaurantCustomer } from '../customers';
import { issuePersonalCoupon } from './personal-coupon';
import { rewardWords } from './reward-words';

/**
 * Issue 31, Clientes › Reativar clientes: one invitation at a time, sent by the owner from their
 * own WhatsApp (no bulk sending: unofficial automation gets numbers banned). Each invitation is a
 * personal single-use coupon for that customer; its creation is the 'convidado em'.
 */

type WinbackInput = z.output<typeof winbackInputSchema>;

/** Without a benefit chosen, an invitation offers 10% off. */
const DEFAULT_WINBACK_BENEFIT: CouponBenefit = { type: 'percent', percent: 10 };

/** The message: the template with its fields filled, and the opt-out line. */
function winbackMessage(template: string, fields: { nome: string; cupom: string; validade: string; link: string }): string {
  const filled = template.replace(/\{(nome|cupom|validade|link)\}/g, (_, key: keyof typeof fields) => fields[key]);
  return `${filled}\n\n${WINBACK_OPT_OUT_LINE}`;
}

/** POST /api/restaurants/{id}/customers/{customerId}/winback */
export async function inviteBack(em: EntityManager, owner: IUser, publicUrl: string, input: WinbackInput): Promise<Winback> {
  return em.transactional(async (tx) => {
    const customer = await loadRestaurantCustomer(tx, owner, input.id, input.customerId);
    if (customer.blocked) throw conflict(WINBACK_MESSAGES.blocked);
    if (!customer.marketingConsent) throw conflict(WINBACK_MESSAGES.noConsent);
    // Loaded by the ownership check above: the same entity, in this transaction's identity map.
    const restaurant = customer.restaurant;
    const benefit = input.benefit ?? DEFAULT_WINBACK_BENEFIT;
    const product = benefit.type === 'free_item' ? await loadFreeItemProduct(tx, restaurant.id, benefit.productId, 'benefit.productId') : null;
    if (input.template) restaurant.winbackTemplate = input.template;
    const coupon = await issuePersonalCoupon(tx, {
      restaurantId: restaurant.id,
      restaurantCustomerId: customer.id,
      source: 'winback',
      prefix: 'VOLTA',
      title: `Convite: ${rewardWords(benefit, product?.name ?? null)}`,
      benefit,
      validityDays: input.validityDays,
      at: now(),
    });
    await tx.flush();
    const [year, month, day] = zonedDateKey(coupon.endsAt, restaurant.timezone).split('-');
    const text = winbackMessage(restaurant.winbackTemplate || DEFAULT_WINBACK_TEMPLATE, {
      nome: customer.name.split(' ')[0] || customer.name,
      cupom: coupon.code,
      validade: `${day}/${month}/${year}`,
      link: restaurantInviteLink(publicUrl, restaurant.shareableSlug),
    });
    return { couponCode: coupon.code, whatsappUrl: `https://wa.me/${customer.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}` };
  });
}
