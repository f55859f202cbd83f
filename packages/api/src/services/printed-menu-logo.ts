import type { Readable } from 'node:stream';
import type { ContextLog, ObjectStorage } from '../context';
import { loadGifReader, loadPngEncoder, loadWebp } from './lazy-libraries';
import { webpSize } from './webp-size';

const OBJECT_PATH_PREFIX = '/objects/';
/** Bigger than any upload the server accepts: a stored file past it is not read into memory. */
const MAX_LOGO_BYTES = 12 * 1024 * 1024;
/** PDFKit draws these as they are. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
/**
 * The widest or tallest WebP or GIF decoded for the PDF (at most 64 MiB of pixels): a logo
 * printed 64 points wide needs far less, and a small file claiming more is not decoded.
 */
const MAX_DECODED_SIDE = 4096;

interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * The restaurant's logo as bytes PDFKit reads (PNG or JPEG), or null to print without it: not in
 * our storage, too big, or a WebP or GIF that cannot be decoded (the reason is logged). A WebP or
 * GIF (its first frame) is decoded here and written as a PNG, transparency kept.
 */
export async function readPrintedMenuLogo(objects: ObjectStorage, log: ContextLog, imageUrl: string | null): Promise<Buffer | null> {
  if (!imageUrl?.startsWith(OBJECT_PATH_PREFIX)) return null;
  const stored = await objects.read(imageUrl.slice(OBJECT_PATH_PREFIX.length));
  if (!stored) return null;
  const { contentType } = stored;
  const convertible = contentType === 'image/webp' || contentType === 'image/gif';
  if ((!PDF_IMAGE_TYPES.has(contentType) && !convertible) || stored.size > MAX_LOGO_BYTES) {
    stored.body.destroy();
    return null;
  }
  const bytes = await readAll(stored.body);
  if (!convertible) return bytes;
  try {
    const pixels = contentType === 'image/webp' ? await decodeWebp(bytes) : await decodeGif(bytes);
    if ('tooLarge' in pixels) {
      log.warn({ imageUrl, contentType, ...pixels.tooLarge }, `Logo maior que ${MAX_DECODED_SIDE}×${MAX_DECODED_SIDE} pixels deixado fora do cardápio impresso.`);
      return null;
    }
    const encodePng = await loadPngEncoder();
    return Buffer.from(encodePng({ width: pixels.width, height: pixels.height, data: pixels.rgba, channels: 4, depth: 8 }));
  } catch (error) {
    log.warn({ err: error, imageUrl, contentType }, 'Logo ilegível deixado fora do cardápio impresso.');
    return null;
  }
}

type Decoded = Pixels | { tooLarge: { width: number; height: number } };

function withinLimit(size: { width: number; height: number }): boolean {
  return size.width > 0 && size.height > 0 && size.width <= MAX_DECODED_SIDE && size.height <= MAX_DECODED_SIDE;
}

/** libwebp (WebAssembly): a still WebP, lossy or lossless; an animated one fails to decode. */
async function decodeWebp(bytes: Buffer): Promise<Decoded> {
  const size = webpSize(bytes);
  if (!size) throw new Error('Cabeçalho WebP desconhecido');
  if (!withinLimit(size)) return { tooLarge: size };
  // A copy of its own: the decoder reads the whole ArrayBuffer, and a Buffer may be a slice of a shared one.
  // Typed as never null, but null is what the decoder answers for a damaged file.
  const webp = await loadWebp();
  const image: { width: number; height: number; data: Uint8ClampedArray } | null = await webp.decode(new Uint8Array(bytes).buffer);
  if (!image) throw new Error('WebP inválido');
  return { width: image.width, height: image.height, rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
}

/** The first frame of a GIF, on its logical screen (transparent where the frame does not paint). */
async function decodeGif(bytes: Buffer): Promise<Decoded> {
  const GifReader = await loadGifReader();
  const reader = new GifReader(bytes);
  const size = { width: reader.width, height: reader.height };
  if (!withinLimit(size)) return { tooLarge: size };
  // The frame's own size sets what the decoder allocates: it may claim more than the screen.
  const frame = reader.frameInfo(0);
  if (!withinLimit(frame)) return { tooLarge: { width: frame.width, height: frame.height } };
  const rgba = new Uint8Array(size.width * size.height * 4);
  reader.decodeAndBlitFrameRGBA(0, rgba);
  return { ...size, rgba };
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
