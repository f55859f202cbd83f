import { crc32, deflateSync } from 'node:zlib';

/** Small real image files for upload tests, made in memory. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 opaque PNG of the given colour. */
export function pngImage(rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const pixels = deflateSync(Buffer.from([0, ...rgb]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 1×1 GIF. */
export function gifImage(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

/** A real 16×16 WebP logo (lossy with alpha: the extended format): left half green (20, 160, 40), right half transparent. */
export function webpLogo(): Buffer {
  return Buffer.from('UklGRmQAAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSBIAAAABDzD/ERFCLJjMX7o7g4j+Ry5WUDggLAAAAHABAJ0BKhAAEAAAwBIloAJ0AUAAAP79Oc//9qfF/7Vz//04j/81S//5zIAA', 'base64');
}

/** A real 16×16 GIF logo: left half blue (30, 60, 200), right half transparent. */
export function gifLogo(): Buffer {
  return Buffer.from('R0lGODlhEAAQAIAAAB48yP///yH5BAEAAAEALAAAAAAQABAAAAIfhG+hq4jM3IFLJhoswNly/XkYOIoUeZoQuqqRW8FKAQA7', 'base64');
}

/** A JPEG's leading bytes (SOI + JFIF APP0) followed by filler: what the magic-byte check reads. */
export function jpegImage(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
}

/** A RIFF/WEBP container header followed by filler. */
export function webpImage(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

/** `bytes` long, starting as a PNG: an image too large to accept. */
export function oversizedPng(bytes: number): Buffer {
  const image = Buffer.alloc(bytes, 7);
  pngImage().copy(image);
  return image;
}
