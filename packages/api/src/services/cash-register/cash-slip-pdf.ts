import { loadPdfKit } from '../lazy-libraries';
import { CASH_SLIP_SIGNATURE, type CashSlipRow } from '@direto/contracts';
import { printableText } from '../printed-menu-pdf';

/** 80 mm paper in PDF points (1 mm = 72 / 25.4 pt), with the 4 mm a thermal head leaves blank on each side. */
const PAPER_WIDTH = (80 * 72) / 25.4;
const MARGIN = (4 * 72) / 25.4;
const CONTENT_WIDTH = PAPER_WIDTH - 2 * MARGIN;
const VALUE_WIDTH = 70;
const FONT_SIZE = 8;
const ROW_GAP = 2;
const SIGNATURE_SPACE = 56;

function rowHeight(doc: PDFKit.PDFDocument, row: CashSlipRow): number {
  if (row.rule) return 8;
  doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
  const textWidth = row.value ? CONTENT_WIDTH - VALUE_WIDTH : CONTENT_WIDTH;
  return doc.heightOfString(printableText(row.text) || ' ', { width: textWidth }) + ROW_GAP;
}

/**
 * Issue 32: the closing slip as a PDF one 80 mm roll strip long (the page is as tall as its rows),
 * ending with a signature line ('Assinatura'). Drawn from the same rows the printed page shows.
 */
export async function renderCashSlipPdf(rows: readonly CashSlipRow[], title: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const measure = new PDFDocument({ size: [PAPER_WIDTH, 1000], margin: MARGIN });
  const height = MARGIN * 2 + rows.reduce((total, row) => total + rowHeight(measure, row), 0) + SIGNATURE_SPACE + 24;
  const doc = new PDFDocument({ size: [PAPER_WIDTH, height], margin: MARGIN, info: { Title: printableText(title), Author: 'Direto' } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = MARGIN;
  for (const row of rows) {
    const step = rowHeight(doc, row);
    if (row.rule) {
      doc.moveTo(MARGIN, y + 3).lineTo(PAPER_WIDTH - MARGIN, y + 3).lineWidth(0.5).strokeColor('#000000').dash(2, { space: 2 }).stroke().undash();
    } else {
      const textWidth = row.value ? CONTENT_WIDTH - VALUE_WIDTH : CONTENT_WIDTH;
      doc.fillColor('#000000').text(printableText(row.text), MARGIN, y, { width: textWidth });
      if (row.value) doc.text(printableText(row.value), PAPER_WIDTH - MARGIN - VALUE_WIDTH, y, { width: VALUE_WIDTH, align: 'right' });
    }
    y += step;
  }
  y += SIGNATURE_SPACE;
  doc.moveTo(MARGIN, y).lineTo(PAPER_WIDTH - MARGIN, y).lineWidth(0.7).strokeColor('#000000').stroke();
  doc.font('Helvetica').fontSize(FONT_SIZE).text(CASH_SLIP_SIGNATURE, MARGIN, y + 3, { width: CONTENT_WIDTH, align: 'center' });
  doc.end();
  return finished;
}
