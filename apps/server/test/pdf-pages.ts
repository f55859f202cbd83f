import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** PDF.js's own copies of the 14 standard fonts, for rendering a PDF that uses them without embedding (PDFKit's Helvetica). */
const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

export interface PdfPage {
  /** The page's text as a person reads it: pieces joined by single spaces. */
  text: string;
  /** How many images the page paints. */
  images: number;
}

/** Each page's text and image count, read with PDF.js (PDFKit compresses page content). */
export async function readPdfPages(pdf: Uint8Array): Promise<PdfPage[]> {
  const loading = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS });
  try {
    const document = await loading.promise;
    const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim();
      const operators = await page.getOperatorList();
      pages.push({ text, images: operators.fnArray.filter((op) => op === OPS.paintImageXObject).length });
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}

/** A page drawn as a printer would (white paper), as RGBA pixels and a PNG; `scale` 1 = 72 dpi. */
export async function renderPdfPage(pdf: Uint8Array, pageNumber: number, scale: number): Promise<{ rgba: Uint8ClampedArray; width: number; height: number; png: Buffer }> {
  const loading = getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS });
  try {
    const document = await loading.promise;
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    // PDF.js's Node canvas (@napi-rs/canvas, prebuilt: no native build).
    const { canvas, context } = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory.create(viewport.width, viewport.height);
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, viewport, canvas } as unknown as Parameters<typeof page.render>[0]).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return { rgba: image.data, width: image.width, height: image.height, png: canvas.toBuffer('image/png') };
  } finally {
    await loading.destroy();
  }
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: { width: number; height: number; toBuffer(type: 'image/png'): Buffer };
    context: { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number; height: number } };
  };
}
