import { changeSuggestions, fromCents, type PaymentBrand, type PaymentMethod, type PaymentStatus } from '@direto/contracts';

/**
 * Issue 16's demo: Sabor da Bahia takes Pix (a made-up random key — a payment to it goes
 * nowhere), so a newcomer sees the QR code at checkout.
 */
export const DEMO_PIX = {
  pixEnabled: true,
  pixKeyType: 'random',
  pixKey: '7d9f0b5e-3c1a-4e8b-9f2d-6a4c8e1b3d57',
  pixReceiverName: 'SABOR DA BAHIA',
  pixReceiverCity: 'SALVADOR',
} as const;

interface DemoPayment {
  paymentMethod: PaymentMethod | null;
  cardBrand: PaymentBrand | null;
  changeFor: string | null;
  paymentStatus: PaymentStatus;
}

/** The demo orders' payments, in turn: cash with change, credit, debit, and one the spec's way (to be agreed). */
export function demoPayment(orderIndex: number, totalCents: number): DemoPayment {
  const none = { paymentMethod: null, cardBrand: null, changeFor: null, paymentStatus: 'not_applicable' } as const;
  switch (orderIndex % 4) {
    case 0:
      return { ...none, paymentMethod: 'cash', changeFor: changeSuggestions(fromCents(totalCents), 1)[0] ?? null };
    case 1:
      return { ...none, paymentMethod: 'credit', cardBrand: 'elo' };
    case 2:
      return { ...none, paymentMethod: 'debit', cardBrand: 'visa' };
    default:
      return none;
  }
}
