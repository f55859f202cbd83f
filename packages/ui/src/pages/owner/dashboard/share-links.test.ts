import { describe, expect, it } from 'vitest';
import { facebookShareUrl, restaurantInviteLink, whatsappShareUrl } from './share-links';

describe('share links', () => {
  const link = restaurantInviteLink('https://direto.app', 'cantina-da-nonna');

  it('invites through /r/{slug} on the current origin', () => {
    expect(link).toBe('https://direto.app/r/cantina-da-nonna');
  });

  it('opens WhatsApp and Facebook with the link encoded', () => {
    expect(whatsappShareUrl('Cantina & Cia', link)).toBe(
      'https://wa.me/?text=Pe%C3%A7a%20direto%20no%20Cantina%20%26%20Cia%3A%20https%3A%2F%2Fdireto.app%2Fr%2Fcantina-da-nonna',
    );
    expect(facebookShareUrl(link)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdireto.app%2Fr%2Fcantina-da-nonna');
  });
});
