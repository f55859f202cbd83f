import { describe, expect, it } from 'vitest';
import { remainingMessage, rewardWords, wonMessage } from './reward-words';

describe('the loyalty reward in words (the banner, a personal coupon’s title)', () => {
  it('words every reward, a free item by its product without guessing its gender', () => {
    expect(rewardWords({ type: 'free_delivery' }, null)).toBe('frete grátis');
    expect(rewardWords({ type: 'percent', percent: 10 }, null)).toBe('10% de desconto');
    expect(rewardWords({ type: 'amount', amount: '5.00' }, null)).toBe('R$ 5,00 de desconto');
    expect(rewardWords({ type: 'free_item', productId: '00000000-0000-4000-8000-000000000001' }, 'Pizza Margherita')).toBe('1 Pizza Margherita grátis');
    expect(rewardWords({ type: 'free_item', productId: '00000000-0000-4000-8000-000000000001' }, null)).toBe('1 item grátis');
  });

  it('counts down and announces the reward', () => {
    expect(remainingMessage(2, '1 Pastel de carne grátis')).toBe('Faltam 2 pedidos para ganhar 1 Pastel de carne grátis');
    expect(remainingMessage(1, 'frete grátis')).toBe('Falta 1 pedido para ganhar frete grátis');
    expect(wonMessage('1 Pastel de carne grátis', '13/12')).toBe('Você ganhou 1 Pastel de carne grátis! Será aplicado no seu próximo pedido até 13/12');
  });
});
