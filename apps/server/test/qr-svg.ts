import jsQR from 'jsqr';
import { required } from './required';

const PIXELS_PER_MODULE = 8;

/**
 * Reads a QR code drawn as the `qrcode` package writes SVG (a white square, then one path of
 * horizontal runs: `M4 4.5h7m8 0h2…`): paints it into RGBA pixels and decodes them with jsQR,
 * as a phone camera would. Returns the text, or null when no code is found.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(required(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1], 'o viewBox do SVG'));
  const path = required(/<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1], 'o caminho dos módulos escuros');
  const width = size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const paint = (moduleX: number, moduleY: number) => {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) {
        const offset = ((moduleY * PIXELS_PER_MODULE + dy) * width + moduleX * PIXELS_PER_MODULE + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  };
  let x = 0;
  let y = 0;
  for (const [, command, args = ''] of path.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const [a = 0, b = 0] = args.trim().split(/[\s,]+/).map(Number);
    if (command === 'M') [x, y] = [a, b];
    else if (command === 'm') [x, y] = [x + a, y + b];
    else if (command === 'h') {
      for (let i = 0; i < a; i++) paint(Math.floor(x + i), Math.floor(y));
      x += a;
    } else throw new Error(`Comando de caminho inesperado: ${command}`);
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
