import { loadPdfKit } from './lazy-libraries';
import { formatBRL, weeklyHoursLines } from '@direto/contracts';
import type { PrintedMenuData } from './printed-menu-data';

/** What the PDF is drawn from: the menu, its logo when it is an image PDF can hold, and the QR code. */
export interface PrintedMenuInput {
  menu: PrintedMenuData;
  /** A PNG or JPEG logo (the caller writes a WebP or GIF logo as a PNG). */
  logo: Buffer | null;
  /** The restaurant's public link, printed under its QR code. */
  link: string;
  /** The QR code of `link`, as a PNG. */
  qrPng: Buffer;
}

const MARGIN = 48;
const LOGO_SIZE = 64;
const QR_SIZE = 104;
const CAPTION_WIDTH = 220;
const PRICE_WIDTH = 90;
const TEXT = '#111111';
const MUTED = '#555555';
const RULE = '#cccccc';

/**
 * The built-in PDF fonts (Helvetica) write Windows-1252 only: any other character (an emoji, a
 * CJK name) would print as garbage, so it is left out.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function printableText(text: string): string {
  return [...text]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
    })
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The A4 printed menu (issue 35): header with logo, name, hours and the QR code, then each category's products; a product never splits across pages. */
export async function renderPrintedMenuPdf({ menu, logo, link, qrPng }: PrintedMenuInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Cardápio — ${printableText(menu.name)}`, Author: 'Direto' } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, menu, logo, link, qrPng);
  drawSections(doc, menu.sections);
  doc.end();
  return finished;
}

function drawHeader(doc: PDFKit.PDFDocument, menu: PrintedMenuData, logo: Buffer | null, link: string, qrPng: Buffer): void {
  const pageWidth = doc.page.width;
  const top = MARGIN;
  const qrX = pageWidth - MARGIN - QR_SIZE;
  doc.image(qrPng, qrX, top, { width: QR_SIZE, height: QR_SIZE });
  // The link under the code, right-aligned with it: wider than the code, so a usual link fits on one line.
  const captionX = pageWidth - MARGIN - CAPTION_WIDTH;
  doc.font('Helvetica').fontSize(7).fillColor(MUTED).text('Peça pelo link:', captionX, top + QR_SIZE + 2, { width: CAPTION_WIDTH, align: 'right' });
  doc.text(printableText(link), { width: CAPTION_WIDTH, align: 'right' });
  const qrBottom = doc.y;

  let textX = MARGIN;
  if (logo) {
    try {
      doc.image(logo, MARGIN, top, { fit: [LOGO_SIZE, LOGO_SIZE] });
      textX = MARGIN + LOGO_SIZE + 12;
    } catch {
      // A logo PDFKit cannot read (a damaged file) leaves the header without it.
    }
  }
  const textWidth = qrX - 16 - textX;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(TEXT).text(printableText(menu.name), textX, top, { width: textWidth });
  if (menu.description) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(MUTED).text(printableText(menu.description), { width: textWidth });
  const hours = weeklyHoursLines(menu.weeklyHours);
  if (hours.length > 0) {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).fillColor(TEXT).text('Horário de funcionamento', { width: textWidth });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    for (const line of hours) doc.text(line, { width: textWidth });
  }
  const bottom = Math.max(doc.y, qrBottom, logo ? top + LOGO_SIZE : top) + 12;
  doc.moveTo(MARGIN, bottom).lineTo(pageWidth - MARGIN, bottom).strokeColor(RULE).lineWidth(1).stroke();
  doc.x = MARGIN;
  doc.y = bottom + 14;
}

/** The height a product takes: name and price on one line, its description under them. */
function productHeight(doc: PDFKit.PDFDocument, product: PrintedMenuData['sections'][number]['products'][number], width: number): number {
  const nameHeight = doc.font('Helvetica-Bold').fontSize(11).heightOfString(printableText(product.name), { width: width - PRICE_WIDTH });
  const descriptionHeight = product.description ? 2 + doc.font('Helvetica').fontSize(9).heightOfString(printableText(product.description), { width: width - PRICE_WIDTH }) : 0;
  return nameHeight + descriptionHeight + 10;
}

function drawSections(doc: PDFKit.PDFDocument, sections: PrintedMenuData['sections']): void {
  const width = doc.page.width - 2 * MARGIN;
  const pageBottom = () => doc.page.height - MARGIN;
  if (sections.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text('Nenhum produto disponível no momento.', MARGIN, doc.y, { width });
    return;
  }
  for (const section of sections) {
    const headingHeight = doc.font('Helvetica-Bold').fontSize(14).heightOfString(printableText(section.category), { width }) + 10;
    // A heading never ends a page: it goes with its first product.
    const first = section.products[0];
    if (first && doc.y + headingHeight + productHeight(doc, first, width) > pageBottom()) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).fillColor(TEXT).text(printableText(section.category), MARGIN, doc.y, { width });
    const ruleY = doc.y + 2;
    doc.moveTo(MARGIN, ruleY).lineTo(MARGIN + width, ruleY).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y = ruleY + 8;
    for (const product of section.products) {
      const height = productHeight(doc, product, width);
      // A product never splits across pages.
      if (doc.y + height > pageBottom()) doc.addPage();
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(formatBRL(product.price), MARGIN + width - PRICE_WIDTH, top, { width: PRICE_WIDTH, align: 'right' });
      doc.font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(printableText(product.name), MARGIN, top, { width: width - PRICE_WIDTH });
      if (product.description) doc.moveDown(0.15).font('Helvetica').fontSize(9).fillColor(MUTED).text(printableText(product.description), { width: width - PRICE_WIDTH });
      doc.x = MARGIN;
      doc.y = top + height;
    }
    doc.y += 6;
  }
}
