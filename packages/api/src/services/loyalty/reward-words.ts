import { formatBRL, type CouponBenefit } from '@direto/contracts';

/**
 * Issue 31: a benefit in words, as the loyalty banner and a personal coupon's title say it:
 * 'frete grátis', '10% de desconto', 'R$ 5,00 de desconto', '1 Pizza Margherita grátis' (a number,
 * not 'um'/'uma': the product's gender is not known).
 */
export function rewardWords(benefit: CouponBenefit, freeProductName: string | null): string {
  switch (benefit.type) {
    case 'free_delivery':
      return 'frete grátis';
    case 'percent':
      return `${benefit.percent}% de desconto`;
    case 'amount':
      return `${formatBRL(benefit.amount)} de desconto`;
    case 'free_item':
      return `1 ${freeProductName ?? 'item'} grátis`;
  }
}

/** 'Faltam 2 pedidos para ganhar frete grátis', 'Falta 1 pedido para ganhar …'. */
export function remainingMessage(remaining: number, reward: string): string {
  return remaining === 1 ? `Falta 1 pedido para ganhar ${reward}` : `Faltam ${remaining} pedidos para ganhar ${reward}`;
}

/** 'Você ganhou frete grátis! Será aplicado no seu próximo pedido até 25/12'. */
export function wonMessage(reward: string, untilDayMonth: string): string {
  return `Você ganhou ${reward}! Será aplicado no seu próximo pedido até ${untilDayMonth}`;
}
