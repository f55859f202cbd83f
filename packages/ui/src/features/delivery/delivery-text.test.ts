import { describe, expect, it } from 'vitest';
import { FLAT_DELIVERY } from '@/test/fixtures';
import { cartDeliveryFee, deliveryHeadlines, minimumOrderMessage } from './delivery-text';

describe('the menu header’s delivery lines', () => {
  it('show the flat fee with the time, the lowest bairro fee, and pickup', () => {
    expect(deliveryHeadlines({ deliveryFee: '5.00', deliveryTime: '40-50 min', delivery: FLAT_DELIVERY })).toEqual(['Entrega 40–50 min · R$ 5,00']);
    expect(deliveryHeadlines({ deliveryFee: '5.00', deliveryTime: '40-50 min', delivery: { ...FLAT_DELIVERY, feeFrom: '3.00', pickup: true } })).toEqual([
      'Entrega a partir de R$ 3,00',
      'Retirada 20–30 min',
    ]);
    expect(deliveryHeadlines({ deliveryFee: '5.00', deliveryTime: 'uma hora', delivery: FLAT_DELIVERY })).toEqual(['Entrega uma hora · R$ 5,00']);
    expect(deliveryHeadlines({ deliveryFee: '5.00', deliveryTime: '40-50 min', delivery: { ...FLAT_DELIVERY, delivery: false, pickup: true } })).toEqual(['Retirada 20–30 min']);
  });
});

describe('the minimum order', () => {
  it('says how much is missing, and nothing from the minimum on (≥)', () => {
    expect(minimumOrderMessage('22.50', '30.00')).toBe('Faltam R$ 7,50 para o pedido mínimo de R$ 30,00');
    expect(minimumOrderMessage('30.00', '30.00')).toBeNull();
    expect(minimumOrderMessage('10.00', null)).toBeNull();
  });
});

describe('the cart’s delivery fee before the address is known', () => {
  it('is free above the threshold, the lowest bairro fee with bairros, else the flat fee', () => {
    const restaurant = { deliveryFee: '5.00', delivery: { ...FLAT_DELIVERY, freeDeliveryAbove: '80.00' } };
    expect(cartDeliveryFee(restaurant, 7999)).toBe('5.00');
    expect(cartDeliveryFee(restaurant, 8000)).toBe('0.00');
    expect(cartDeliveryFee({ ...restaurant, delivery: { ...FLAT_DELIVERY, feeFrom: '3.00' } }, 1000)).toBe('3.00');
    expect(cartDeliveryFee({ ...restaurant, delivery: { ...FLAT_DELIVERY, delivery: false, pickup: true } }, 1000)).toBe('0.00');
  });
});
