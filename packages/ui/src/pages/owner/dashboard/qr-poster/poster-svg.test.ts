import { describe, expect, it } from 'vitest';
import { POSTER_TAGLINE, posterSvg } from './poster-svg';

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h37v37H0z"/></svg>';

/** The poster as a browser reads it (an XML parse error would be a broken image). */
function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

const lines = (document: Document) => [...document.querySelectorAll('tspan')].map((span) => span.textContent);

describe('the QR code poster', () => {
  it('is an A5 page with the name, the call to order, the code and the link', () => {
    const document = parse(posterSvg({ restaurantName: 'Sabor da Bahia', qrSvg: QR, link: 'https://direto.app/r/sabor-da-bahia' }));
    const root = document.documentElement;
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['148mm', '210mm']);
    expect(lines(document)).toEqual(['Sabor da Bahia']);
    expect(root.textContent).toContain(POSTER_TAGLINE);
    expect(root.textContent).toContain('ou acesse direto.app/r/sabor-da-bahia');
    const qr = root.querySelector('svg[viewBox="0 0 37 37"]');
    expect([qr?.getAttribute('width'), qr?.getAttribute('height')]).toEqual(['1000', '1000']);
  });

  it('writes any name as text, never as markup', () => {
    const document = parse(posterSvg({ restaurantName: 'Cantina & Cia <b>"Nonna"</b>', qrSvg: QR, link: 'https://direto.app/r/x' }));
    expect(lines(document).join(' ')).toBe('Cantina & Cia <b>"Nonna"</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it('wraps a long name, at most three lines, cut with … beyond', () => {
    const long = 'Restaurante e Pizzaria Cantina da Nonna Giuseppina Tradicional Italiana de Família desde 1952 na Mooca São Paulo Brasil';
    const wrapped = lines(parse(posterSvg({ restaurantName: long, qrSvg: QR, link: 'https://direto.app/r/x' })));
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.length).toBeLessThanOrEqual(3);
    expect(wrapped.at(-1)?.endsWith('…')).toBe(true);
    expect(lines(parse(posterSvg({ restaurantName: 'Cantina da Nonna Giuseppina', qrSvg: QR, link: 'https://direto.app/r/x' }))).join(' ')).toBe('Cantina da Nonna Giuseppina');
  });
});
