import { describe, expect, it } from 'vitest';
import { customerWhatsappHref, mapsSearchHref, phoneCallHref } from './contact-links';

describe("links to the order's customer", () => {
  it('calls and chats on WhatsApp with the country code', () => {
    expect(phoneCallHref('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(customerWhatsappHref('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(customerWhatsappHref('+55 71 3333-4444')).toBe('https://wa.me/557133334444');
  });

  it('still calls a number WhatsApp cannot take, and offers no chat for it', () => {
    expect(phoneCallHref('190')).toBe('tel:190');
    expect(customerWhatsappHref('190')).toBeNull();
    expect(phoneCallHref('sem telefone')).toBeNull();
  });

  it('searches the address on Google Maps, encoded', () => {
    expect(mapsSearchHref('Rua Augusta, 1200,\napto 52 — São Paulo')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20Augusta%2C%201200%2C%20apto%2052%20%E2%80%94%20S%C3%A3o%20Paulo',
    );
  });
});
