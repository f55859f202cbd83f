import { formatBRL, fromCents, toCents } from './money';
import type { PlacedOrderType } from './schemas/delivery';
import { PAYMENT_BRAND_LABELS, PAYMENT_METHOD_LABELS, type OrderPayment } from './schemas/payment';

const CARD_WORDS: Record<string, string> = {
  credit: 'CRÉDITO',
  debit: 'DÉBITO',
  meal_voucher: 'VALE-REFEIÇÃO',
  food_voucher: 'VALE-ALIMENTAÇÃO',
};

/**
 * The payment line of the order detail and the ticket, what the courier or the counter must do:
 * 'COBRAR R$ 43,00 — DINHEIRO, troco p/ R$ 50,00 (levar R$ 7,00)', 'LEVAR MAQUININHA — CRÉDITO ELO',
 * 'PIX · aguardando confirmação'.
 */
export function paymentInstruction(payment: OrderPayment, total: string, orderType: PlacedOrderType = 'delivery'): string {
  const charge = `COBRAR ${formatBRL(total)}`;
  switch (payment.method) {
    case null:
      // A table's order is paid with its conta (issue 33).
      if (orderType === 'table') return 'PAGAMENTO NA CONTA DA MESA';
      return `${charge} — pagamento na entrega, a combinar`;
    case 'pix':
      return payment.status === 'confirmed' ? 'PIX · pago (recebimento confirmado)' : 'PIX · aguardando confirmação';
    case 'cash':
      if (!payment.changeFor || toCents(payment.changeFor) === toCents(total)) return `${charge} — DINHEIRO, sem troco`;
      return `${charge} — DINHEIRO, troco p/ ${formatBRL(payment.changeFor)} (${orderType === 'delivery' ? 'levar' : 'devolver'} ${formatBRL(payment.changeDue ?? '0')})`;
    default: {
      const brand = payment.brand ? ` ${PAYMENT_BRAND_LABELS[payment.brand].toUpperCase()}` : '';
      const machine = orderType === 'delivery' ? 'LEVAR MAQUININHA' : `${charge} NA MAQUININHA`;
      return `${machine} — ${CARD_WORDS[payment.method]}${brand}`;
    }
  }
}

/** How the customer reads their choice: 'Dinheiro · troco para R$ 50,00', 'Cartão de crédito · Elo', 'Pix'. */
export function paymentSummary(payment: OrderPayment): string {
  if (payment.method === null) return 'Pagamento na entrega, a combinar';
  const label = PAYMENT_METHOD_LABELS[payment.method];
  if (payment.method === 'cash') return payment.changeFor && payment.changeDue !== '0.00' ? `${label} · troco para ${formatBRL(payment.changeFor)}` : `${label} · sem troco`;
  if (payment.method === 'pix') return payment.status === 'confirmed' ? `${label} · pagamento confirmado` : `${label} · aguardando confirmação da loja`;
  return payment.brand ? `${label} · ${PAYMENT_BRAND_LABELS[payment.brand]}` : label;
}

const NOTES_CENTS = [1000, 2000, 5000, 10000, 20000];

/**
 * Quick 'Troco para' amounts: the next round notes above the total (R$ 43,00 → 50, 60, 100),
 * at most three, smallest first.
 */
export function changeSuggestions(total: string, count = 3): string[] {
  const totalCents = toCents(total);
  const amounts = new Set(NOTES_CENTS.map((note) => Math.ceil((totalCents + 1) / note) * note));
  return [...amounts]
    .sort((a, b) => a - b)
    .slice(0, count)
    .map(fromCents);
}
