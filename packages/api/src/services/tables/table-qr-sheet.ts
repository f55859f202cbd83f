import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES } from '@direto/contracts';
import type { IUser } from '@direto/db';
import { conflict } from '../../errors';
import { loadQrCode } from '../lazy-libraries';
import { loadOwnedRestaurant } from '../restaurant-ownership';
import { RESTAURANT_QR_OPTIONS } from '../restaurant-qr';
import { renderTableQrSheetPdf } from './table-qr-sheet-pdf';
import { listTables } from './tables';

/**
 * GET /api/restaurants/{id}/tables/qr.pdf (owner): the active tables' QR codes to print, each
 * encoding the absolute link (PUBLIC_URL/m/{token}), as the restaurant's own QR code does.
 */
export async function tableQrSheetPdf(em: EntityManager, owner: IUser, publicUrl: string, restaurantId: string): Promise<Buffer> {
  const restaurant = await loadOwnedRestaurant(em, owner, restaurantId);
  const tables = (await listTables(em, owner, restaurantId)).filter((table) => table.active);
  if (tables.length === 0) throw conflict(TABLE_MESSAGES.noActiveTables);
  const QRCode = await loadQrCode();
  const cards = await Promise.all(
    tables.map(async (table) => ({ tableName: table.name, qrPng: await QRCode.toBuffer(`${publicUrl}${table.link}`, { type: 'png', ...RESTAURANT_QR_OPTIONS, scale: 8 }) })),
  );
  return renderTableQrSheetPdf(restaurant.name, cards);
}
