import { PRINTABLE_WIDTH_MM, type PaperWidth } from './paper';

/**
 * The ticket's own stylesheet, written into the document that prints it (a hidden frame, or the
 * ticket page) as a <style> element — the CSP allows inline styles, not inline scripts. It does
 * not rely on the app's Tailwind build, which the print frame does not load. Pure black on
 * white: thermal heads print no greys.
 */
export function ticketStyleSheet(paper: PaperWidth): string {
  const width = `${PRINTABLE_WIDTH_MM[paper]}mm`;
  return `
.kitchen-ticket { box-sizing: border-box; width: ${width}; margin: 0 auto; padding: 3mm 0 8mm; background: #fff; color: #000;
  font-family: ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace;
  font-size: ${paper === 80 ? 12 : 11}px; line-height: 1.3; overflow-wrap: anywhere; }
.kitchen-ticket + .kitchen-ticket { break-before: page; }
.kitchen-ticket * { box-sizing: border-box; margin: 0; padding: 0; }
.kitchen-ticket ul { list-style: none; }
.kt-head { text-align: center; }
.kt-restaurant { font-size: 1.2em; font-weight: 700; text-transform: uppercase; }
.kt-order-id { font-size: 1.7em; font-weight: 800; }
.kt-banner { margin-top: 1.5mm; border: 2px solid #000; text-align: center; font-weight: 800; }
/* Issue 33: a table's order, read across the kitchen: 'MESA 12' in large type, white on black. */
.kt-table { margin-top: 1.5mm; padding: 1mm 0; background: #000; color: #fff; text-align: center; font-size: 2.4em; font-weight: 900; line-height: 1.1; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.kt-rule { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.kt-item { display: grid; grid-template-columns: auto 1fr auto; column-gap: 1.5mm; align-items: baseline; margin: 1.2mm 0; }
.kt-qty { font-size: 1.5em; font-weight: 800; }
.kt-name { font-size: 1.15em; font-weight: 700; }
.kt-price { white-space: nowrap; }
.kt-item .kt-obs { grid-column: 2 / -1; }
.kt-item .kt-opt { grid-column: 2 / -1; font-size: 1.05em; font-weight: 600; }
.kt-obs { font-weight: 700; white-space: pre-wrap; }
.kt-notes { border: 2px solid #000; padding: 1.5mm; font-size: 1.15em; }
.kt-field dt { display: inline; font-weight: 700; }
.kt-field dd { display: inline; white-space: pre-wrap; }
.kt-amount { display: flex; justify-content: space-between; gap: 2mm; }
.kt-amount dd { white-space: nowrap; }
.kt-grand-total { font-size: 1.35em; font-weight: 800; }
.kt-payment { margin-top: 2mm; border: 2px solid #000; padding: 1.5mm; font-size: 1.15em; font-weight: 800; }
.kt-foot { margin-top: 3mm; text-align: center; }
@media screen {
  .kitchen-ticket-paper { width: ${paper}mm; margin: 0 auto; background: #fff; box-shadow: 0 1px 6px rgb(0 0 0 / 0.25); }
}
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body { width: ${width}; margin: 0 auto !important; }
  .kitchen-ticket-screen-only { display: none !important; }
  .kitchen-ticket-stage, .kitchen-ticket-stage > main { min-height: 0 !important; padding: 0 !important; background: none !important; }
  .kitchen-ticket { box-shadow: none !important; }
}
`;
}

/** Millimetres per CSS pixel (CSS fixes 96 px to the inch). */
const MM_PER_PX = 25.4 / 96;
/** A page longer than this (a 200-inch PDF limit is near) is left to break over pages. */
const LONGEST_PAGE_MM = 3000;

/**
 * The @page rule: zero margin, the roll's width and the ticket's own height, so each copy is
 * exactly one page — the printer feeds and cuts once per copy, with no blank paper after it.
 * (`size: 80mm auto` is not valid CSS: browsers drop it and print on Letter.)
 */
export function pageRule(paper: PaperWidth, ticketHeightPx: number): string {
  const heightMm = Math.min(LONGEST_PAGE_MM, Math.ceil(ticketHeightPx * MM_PER_PX) + 2);
  return `@page { size: ${paper}mm ${heightMm}mm; margin: 0; }`;
}

const PAGE_STYLE_ATTRIBUTE = 'data-kitchen-ticket-page';

/**
 * Sizes the printed page of `doc` to its first ticket (all copies are alike), replacing the
 * rule of a previous ticket. Returns a function that removes the rule.
 */
export function fitPageToTicket(doc: Document, paper: PaperWidth): () => void {
  const ticket = doc.querySelector('.kitchen-ticket');
  doc.head.querySelector(`style[${PAGE_STYLE_ATTRIBUTE}]`)?.remove();
  const style = doc.createElement('style');
  style.setAttribute(PAGE_STYLE_ATTRIBUTE, '');
  style.textContent = pageRule(paper, ticket?.getBoundingClientRect().height ?? 0);
  doc.head.append(style);
  return () => style.remove();
}
