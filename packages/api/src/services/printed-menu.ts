import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { restaurantInviteLink } from '@direto/contracts';
import type { ObjectStorage } from '../context';
import { readPrintedMenu } from './printed-menu-data';
import { renderPrintedMenuPdf } from './printed-menu-pdf';
import { RESTAURANT_QR_OPTIONS } from './restaurant-qr';

/** PDFKit reads these; a WebP or GIF logo is left out of the printed menu (the project has no image converter). */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const OBJECT_PATH_PREFIX = '/objects/';
/** Bigger than any upload the server accepts: a stored file past it is not read into memory. */
const MAX_LOGO_BYTES = 12 * 1024 * 1024;

/**
 * GET /api/restaurants/{id}/menu.pdf: the current menu as an A4 PDF — public like the menu, also
 * while the store is paused (a printed menu hangs on the wall whatever the day).
 */
export async function printedMenuPdf(em: EntityManager, objects: ObjectStorage, publicUrl: string, restaurantId: string): Promise<Buffer> {
  const menu = await readPrintedMenu(em, restaurantId);
  const link = restaurantInviteLink(publicUrl, menu.shareableSlug);
  // The same code as the QR poster's (8 pixels a module: sharp when printed at ~3,7 cm).
  const qrPng = await QRCode.toBuffer(link, { type: 'png', ...RESTAURANT_QR_OPTIONS, scale: 8 });
  return renderPrintedMenuPdf({ menu, logo: await readLogo(objects, menu.imageUrl), link, qrPng });
}

/** The logo's bytes when it is a PNG or JPEG in our storage; anything else prints no logo. */
async function readLogo(objects: ObjectStorage, imageUrl: string | null): Promise<Buffer | null> {
  if (!imageUrl?.startsWith(OBJECT_PATH_PREFIX)) return null;
  const stored = await objects.read(imageUrl.slice(OBJECT_PATH_PREFIX.length));
  if (!stored) return null;
  if (!PDF_IMAGE_TYPES.has(stored.contentType) || stored.size > MAX_LOGO_BYTES) {
    stored.body.destroy();
    return null;
  }
  return readAll(stored.body);
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
