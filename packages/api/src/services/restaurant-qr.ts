import type { EntityManager } from '@mikro-orm/postgresql';
import { restaurantInviteLink } from '@direto/contracts';
import { queries } from '@direto/db';
import { notFound } from '../errors';
import { loadQrCode } from './lazy-libraries';
import { RESTAURANT_NOT_FOUND } from './restaurant-ownership';

/**
 * The QR code of the restaurant's public link (PUBLIC_URL/r/{slug}) as an SVG with only a
 * viewBox, so it scales to any size: the poster nests it, a printer scales it. Public, like the
 * link it encodes.
 */
export async function restaurantQrSvg(em: EntityManager, publicUrl: string, restaurantId: string): Promise<string> {
  const row = await queries(em).selectFrom('restaurants').where('id', '=', restaurantId).select('shareable_slug').executeTakeFirst();
  if (!row) throw notFound(RESTAURANT_NOT_FOUND);
  const QRCode = await loadQrCode();
  return QRCode.toString(restaurantInviteLink(publicUrl, row.shareable_slug), { type: 'svg', ...RESTAURANT_QR_OPTIONS });
}

/** Level M survives a smudge or a fold (15 %) and keeps the code coarse enough to scan from a wall; 4 modules of quiet zone. */
export const RESTAURANT_QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
