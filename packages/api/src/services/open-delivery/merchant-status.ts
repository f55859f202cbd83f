import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { OpenDeliveryMerchant, Restaurant, queries } from '@direto/db';
import { now } from '../../clock';
import { notFound } from '../../errors';
import { clearPause } from '../opening-hours';

/**
 * What a POS may tell Direto about the restaurant (docs/open-delivery-webhook.md "Merchant
 * routes"). Direto stays the owner of the menu: the POS opens or pauses the store and switches
 * items on and off by their 'Código PDV'; every other kind of update is answered but not applied,
 * and GET /v1/merchantStatus says so.
 */

export type MerchantUpdateStatus = 'SUCCESS' | 'PROCESSING' | 'FAIL';

/** POST /v1/merchantUpdate, already shaped by the route (unknown fields dropped). */
export interface MerchantUpdate {
  merchantStatus?: 'AVAILABLE' | 'UNAVAILABLE';
  entityType?: string;
  /** For ITEM: the items' codes and whether each is on sale. */
  updatedObjects?: readonly { externalCode?: string; status?: 'AVAILABLE' | 'UNAVAILABLE' }[];
}

const MERCHANT_MENU_OWNED_BY_DIRETO = 'Direto: cardápio gerenciado no Direto; só status da loja e disponibilidade de itens (ITEM com externalCode) são aplicados';
const MERCHANT_STATUS_NEVER_UPDATED = 'Nenhuma atualização do estabelecimento recebida ainda (POST /v1/merchantUpdate)';

/** PUT /v1/merchantOnboarding: the POS's id for the restaurant and, when sent, its webhook URL (already checked). */
export async function registerPosOnboarding(em: EntityManager, restaurantId: string, input: { posMerchantId: string | null; webhookUrl?: string }): Promise<void> {
  const merchant = await em.findOneOrFail(OpenDeliveryMerchant, { restaurant: restaurantId });
  if (input.posMerchantId) merchant.posMerchantId = input.posMerchantId;
  if (input.webhookUrl !== undefined) merchant.webhookUrl = input.webhookUrl;
  await em.flush();
}

/** Products, then group options, whose 'Código PDV' is one of `codes`: on sale or not. Returns the codes found. */
async function setAvailabilityByCode(em: EntityManager, restaurantId: string, codes: readonly string[], available: boolean): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const db = queries(em);
  const products = await db
    .updateTable('products')
    .set({ is_available: available })
    .where('restaurant_id', '=', restaurantId)
    .where('external_code', 'in', codes)
    .returning('external_code')
    .execute();
  const options = await db
    .updateTable('group_options')
    .set({ is_available: available })
    .where('external_code', 'in', codes)
    .where('group_id', 'in', (eb) => eb.selectFrom('option_groups').select('id').where('restaurant_id', '=', restaurantId))
    .returning('external_code')
    .execute();
  return new Set([...products, ...options].flatMap((row) => (row.external_code ? [row.external_code] : [])));
}

/**
 * POST /v1/merchantUpdate for the token's restaurant, in one transaction: merchantStatus pauses the
 * store until reopened (UNAVAILABLE, like the owner's switch) or ends the pause (AVAILABLE: the
 * opening hours decide again); ITEM updates switch products and options by externalCode. The
 * result (SUCCESS, or FAIL with what was not applied) is what GET /v1/merchantStatus reports.
 */
export async function applyMerchantUpdate(em: EntityManager, restaurantId: string, update: MerchantUpdate): Promise<void> {
  await em.transactional(async (tx) => {
    const problems: string[] = [];
    if (update.merchantStatus) {
      const restaurant = await tx.findOneOrFail(Restaurant, restaurantId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (update.merchantStatus === 'AVAILABLE') clearPause(restaurant);
      else {
        restaurant.isOpen = false;
        restaurant.pausedUntil = null;
      }
    }
    if (update.entityType === 'ITEM') {
      const objects = update.updatedObjects ?? [];
      const withCode = objects.flatMap((object) => (object.externalCode && object.status ? [{ code: object.externalCode, status: object.status }] : []));
      const found = new Set<string>();
      for (const status of ['AVAILABLE', 'UNAVAILABLE'] as const) {
        const codes = withCode.filter((object) => object.status === status).map((object) => object.code);
        for (const code of await setAvailabilityByCode(tx, restaurantId, codes, status === 'AVAILABLE')) found.add(code);
      }
      const unknown = withCode.map((object) => object.code).filter((code) => !found.has(code));
      if (unknown.length > 0) problems.push(`Código PDV não encontrado: ${[...new Set(unknown)].join(', ')}`.slice(0, 200));
      if (withCode.length < objects.length) problems.push('itens sem externalCode ou status ignorados');
    } else if (update.entityType || !update.merchantStatus) {
      // Another kind of update, or an empty body ('read GET /merchant again'): the menu is Direto's.
      problems.push(MERCHANT_MENU_OWNED_BY_DIRETO);
    }
    const merchant = await tx.findOneOrFail(OpenDeliveryMerchant, { restaurant: restaurantId });
    merchant.merchantUpdateAt = now();
    merchant.merchantUpdateStatus = problems.length > 0 ? 'FAIL' : 'SUCCESS';
    merchant.merchantUpdateInfo = problems.length > 0 ? problems.join('; ').slice(0, 300) : null;
    await tx.flush();
  });
}

/** GET /v1/merchantStatus: the last update's time and result; 404 before the first. */
export async function readMerchantStatus(em: EntityManager, restaurantId: string): Promise<{ lastRead: string; status: MerchantUpdateStatus; moreInfo?: string }> {
  const merchant = await em.findOne(OpenDeliveryMerchant, { restaurant: restaurantId });
  if (!merchant?.merchantUpdateAt || !merchant.merchantUpdateStatus) throw notFound(MERCHANT_STATUS_NEVER_UPDATED);
  return {
    lastRead: new Date(merchant.merchantUpdateAt).toISOString(),
    status: merchant.merchantUpdateStatus,
    ...(merchant.merchantUpdateInfo ? { moreInfo: merchant.merchantUpdateInfo } : {}),
  };
}
