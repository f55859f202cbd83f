/**
 * A WebP's width and height as its header states them (simple lossy, lossless or extended
 * format), read before decoding so that a small file claiming a huge picture is never decoded;
 * null when the header is not one of these.
 */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ': // lossy: 14-bit sizes after the key frame's start code
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      // lossless: 14-bit width − 1 and height − 1 after the signature byte
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': // extended (alpha, animation, metadata): the canvas, 24-bit width − 1 and height − 1
      return { width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
    default:
      return null;
  }
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function uint24(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
}
