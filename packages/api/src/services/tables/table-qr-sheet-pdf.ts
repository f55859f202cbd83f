import { TABLE_QR_PER_PAGE, tableLabel } from '@direto/contracts';
import { loadPdfKit } from '../lazy-libraries';
import { printableText } from '../printed-menu-pdf';

/** One card of the sheet: the table and its QR code (a PNG of its absolute link). */
export interface TableQrCard {
  tableName: string;
  qrPng: Buffer;
}

const MARGIN = 28;
const COLUMNS = 2;
const ROWS = TABLE_QR_PER_PAGE / COLUMNS;
const QR_SIZE = 150;
const TEXT = '#111111';
const MUTED = '#555555';
const CUT = '#bbbbbb';
const TABLE_QR_CAPTION = 'Aponte a câmera para ver o cardápio e pedir';

/**
 * The QR sheet (issue 33): A4, six cards a page (two columns, three rows) separated by dashed cut
 * lines; each card has the restaurant's name, 'Mesa 12' in large type, the code and the caption.
 */
export async function renderTableQrSheetPdf(restaurantName: string, cards: TableQrCard[]): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: `QR codes das mesas — ${printableText(restaurantName)}`, Author: 'Direto' } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  cards.forEach((card, index) => {
    const slot = index % TABLE_QR_PER_PAGE;
    if (slot === 0) {
      doc.addPage();
      drawCutLines(doc);
    }
    drawCard(doc, restaurantName, card, slot);
  });
  doc.end();
  return finished;
}

function cellSize(doc: PDFKit.PDFDocument) {
  return { width: (doc.page.width - 2 * MARGIN) / COLUMNS, height: (doc.page.height - 2 * MARGIN) / ROWS };
}

function drawCutLines(doc: PDFKit.PDFDocument): void {
  const { width, height } = cellSize(doc);
  doc.save().strokeColor(CUT).lineWidth(0.5).dash(4, { space: 4 });
  for (let column = 1; column < COLUMNS; column++) doc.moveTo(MARGIN + column * width, MARGIN).lineTo(MARGIN + column * width, doc.page.height - MARGIN).stroke();
  for (let row = 1; row < ROWS; row++) doc.moveTo(MARGIN, MARGIN + row * height).lineTo(doc.page.width - MARGIN, MARGIN + row * height).stroke();
  doc.undash().restore();
}

function drawCard(doc: PDFKit.PDFDocument, restaurantName: string, card: TableQrCard, slot: number): void {
  const { width, height } = cellSize(doc);
  const x = MARGIN + (slot % COLUMNS) * width;
  const top = MARGIN + Math.floor(slot / COLUMNS) * height;
  const inner = width - 32;
  const left = x + 16;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(MUTED).text(printableText(restaurantName), left, top + 16, { width: inner, align: 'center', lineBreak: false, ellipsis: true });
  doc.font('Helvetica-Bold').fontSize(26).fillColor(TEXT).text(printableText(tableLabel(card.tableName)), left, top + 34, { width: inner, align: 'center', lineBreak: false, ellipsis: true });
  doc.image(card.qrPng, x + (width - QR_SIZE) / 2, top + 72, { width: QR_SIZE, height: QR_SIZE });
  doc.font('Helvetica').fontSize(10).fillColor(TEXT).text(TABLE_QR_CAPTION, left, top + 72 + QR_SIZE + 8, { width: inner, align: 'center' });
}
