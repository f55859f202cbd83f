/**
 * The printable A5 poster of the share card's 'Baixar QR Code': the restaurant's name, the call to
 * order and the QR code of its link, as one SVG (it prints sharp at any size; the PNG is drawn
 * from it). Fonts are the system's: an SVG opened as an image cannot load web fonts.
 */

export const POSTER_TAGLINE = 'Peça direto pelo nosso cardápio';

/** A5 portrait, in millimetres; the drawing uses tenths of a millimetre. */
export const A5_MM = { width: 148, height: 210 } as const;
const UNITS_PER_MM = 10;
const WIDTH = A5_MM.width * UNITS_PER_MM;
const HEIGHT = A5_MM.height * UNITS_PER_MM;

const BRAND = '#c2410c';
const INK = '#1c1917';
const MUTED = '#57534e';
const FONT = "Arial, Helvetica, 'Liberation Sans', sans-serif";

const QR_SIZE = 1000;
const QR_TOP = 640;
/** Room for the name across the page, and a rough width of a bold character per unit of font size. */
const NAME_WIDTH = 1240;
const CHAR_WIDTH = 0.6;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Greedy word wrap at `max` characters a line; a longer word is cut. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > max) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, max));
      line = '';
      rest = rest.slice(max);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= max) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The name at the largest size that fits in two lines (three at the smallest, then cut with '…'). */
function nameLines(name: string): { size: number; lines: string[] } {
  for (const size of [110, 92, 76]) {
    const lines = wrap(name, Math.floor(NAME_WIDTH / (size * CHAR_WIDTH)));
    if (lines.length <= 2) return { size, lines };
  }
  const size = 62;
  const lines = wrap(name, Math.floor(NAME_WIDTH / (size * CHAR_WIDTH)));
  return { size, lines: lines.length <= 3 ? lines : [...lines.slice(0, 2), `${(lines[2] ?? '').slice(0, -1)}…`] };
}

/** Places a bare QR SVG (only a viewBox, as the server sends it) in the poster's square. */
function placedQr(qrSvg: string, x: number, y: number): string {
  if (!qrSvg.startsWith('<svg')) throw new Error('QR Code inválido');
  return qrSvg.replace('<svg', `<svg x="${x}" y="${y}" width="${QR_SIZE}" height="${QR_SIZE}"`);
}

export interface PosterContent {
  restaurantName: string;
  /** The QR code of `link`, an SVG with a viewBox (restaurant.qrSvg). */
  qrSvg: string;
  /** The link the code opens, also printed for those who type it. */
  link: string;
}

export function posterSvg({ restaurantName, qrSvg, link }: PosterContent): string {
  const name = nameLines(restaurantName.trim());
  const lineHeight = Math.round(name.size * 1.15);
  const nameTop = 330 - ((name.lines.length - 1) * lineHeight) / 2;
  const nameText = name.lines
    .map((line, i) => `<tspan x="${WIDTH / 2}" y="${Math.round(nameTop + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const printedLink = link.replace(/^https?:\/\//, '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${A5_MM.width}mm" height="${A5_MM.height}mm" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<title>${escapeXml(`${restaurantName} — ${POSTER_TAGLINE}`)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${WIDTH}" height="60" fill="${BRAND}"/>`,
    `<rect y="${HEIGHT - 60}" width="${WIDTH}" height="60" fill="${BRAND}"/>`,
    `<text text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${name.size}" fill="${INK}">${nameText}</text>`,
    `<text x="${WIDTH / 2}" y="540" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="70" fill="${BRAND}">${escapeXml(POSTER_TAGLINE)}</text>`,
    `<rect x="${(WIDTH - QR_SIZE) / 2 - 12}" y="${QR_TOP - 12}" width="${QR_SIZE + 24}" height="${QR_SIZE + 24}" rx="24" fill="none" stroke="${BRAND}" stroke-width="8"/>`,
    placedQr(qrSvg, (WIDTH - QR_SIZE) / 2, QR_TOP),
    `<text x="${WIDTH / 2}" y="${QR_TOP + QR_SIZE + 140}" text-anchor="middle" font-family="${FONT}" font-size="50" fill="${INK}">Aponte a câmera do celular para o código</text>`,
    `<text x="${WIDTH / 2}" y="${QR_TOP + QR_SIZE + 230}" text-anchor="middle" font-family="${FONT}" font-size="42" fill="${MUTED}">ou acesse ${escapeXml(printedLink)}</text>`,
    '</svg>',
  ].join('');
}
