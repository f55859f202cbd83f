import type { EntityManager } from '@mikro-orm/postgresql';
import { restaurantInviteLink } from '@direto/contracts';
import type { Context } from '../context';
import { loadQrCode } from './lazy-libraries';
import { readPrintedMenu } from './printed-menu-data';
import { readPrintedMenuLogo } from './printed-menu-logo';
import { renderPrintedMenuPdf } from './printed-menu-pdf';
import { RESTAURANT_QR_OPTIONS } from './restaurant-qr';

/**
 * GET /api/restaurants/{id}/menu.pdf: the current menu as an A4 PDF — public like the menu, also
 * while the store is paused (a printed menu hangs on the wall whatever the day). The logo is read
 * from `objects`; one left out is reported on `log`.
 */
export async function printedMenuPdf(em: EntityManager, { objects, log }: Pick<Context, 'objects' | 'log'>, publicUrl: string, restaurantId: string): Promise<Buffer> {
  const menu = await readPrintedMenu(em, restaurantId);
  const link = restaurantInviteLink(publicUrl, menu.shareableSlug);
  // The same code as the QR poster's (8 pixels a module: sharp when printed at ~3,7 cm).
  const QRCode = await loadQrCode();
  const qrPng = await QRCode.toBuffer(link, { type: 'png', ...RESTAURANT_QR_OPTIONS, scale: 8 });
  return renderPrintedMenuPdf({ menu, logo: await readPrintedMenuLogo(objects, log, menu.imageUrl), link, qrPng });
}
