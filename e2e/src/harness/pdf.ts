import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** PDF.js's own copies of the 14 standard fonts (PDFKit's Helvetica is not embedded in the file). */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Points per millimetre (a PDF point is 1/72 inch). */
export const PT_PER_MM = 72 / 25.4;

/** Width and height in points of each page, read from the pages' /MediaBox entries in the file. */
export function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g)].map((match) => ({
    width: Number(match[3]) - Number(match[1]),
    height: Number(match[4]) - Number(match[2]),
  }));
}

/**
 * The text of each page as a person reads it: words joined by single spaces. Chromium
 * compresses page content, so the text is decoded with PDF.js.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS });
  try {
    const document = await loading.promise;
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const words = content.items.map((item) => ('str' in item ? item.str : ''));
      texts.push(words.join(' ').replace(/\s+/g, ' ').trim());
    }
    return texts;
  } finally {
    await loading.destroy();
  }
}


/** A page drawn on white paper as a PNG (PDF.js with its Node canvas, @napi-rs/canvas); `scale` 1 = 72 dpi. */
export async function pdfPagePng(pdf: Buffer, pageNumber: number, scale: number): Promise<Buffer> {
  const loading = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS });
  try {
    const document = await loading.promise;
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const factory = (document as unknown as { canvasFactory: { create(width: number, height: number): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void } } } }).canvasFactory;
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    context.fillStyle = 'white';
    context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({ canvasContext: context, viewport, canvas } as unknown as Parameters<typeof page.render>[0]).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await loading.destroy();
  }
}
