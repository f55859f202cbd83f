import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
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
