import { describe, expect, it } from 'vitest';
import { changeSuggestions, paymentInstruction, paymentSummary } from './payment-text';
import type { OrderPayment } from './schemas/payment';

const base: OrderPayment = { method: null, brand: null, changeFor: null, changeDue: null, status: 'not_applicable', confirmedAt: null };

describe('paymentInstruction', () => {
  it('tells the courier what to charge and bring', () => {
    expect(paymentInstruction({ ...base, method: 'cash', changeFor: '50.00', changeDue: '7.00' }, '43.00')).toBe('COBRAR R$ 43,00 — DINHEIRO, troco p/ R$ 50,00 (levar R$ 7,00)');
    expect(paymentInstruction({ ...base, method: 'cash', changeFor: '43.00', changeDue: '0.00' }, '43.00')).toBe('COBRAR R$ 43,00 — DINHEIRO, sem troco');
    expect(paymentInstruction({ ...base, method: 'cash' }, '43.00')).toBe('COBRAR R$ 43,00 — DINHEIRO, sem troco');
    expect(paymentInstruction({ ...base, method: 'credit', brand: 'elo' }, '43.00')).toBe('LEVAR MAQUININHA — CRÉDITO ELO');
    expect(paymentInstruction({ ...base, method: 'meal_voucher', brand: 'alelo' }, '43.00')).toBe('LEVAR MAQUININHA — VALE-REFEIÇÃO ALELO');
    expect(paymentInstruction({ ...base, method: 'pix', status: 'pending' }, '43.00')).toBe('PIX · aguardando confirmação');
    expect(paymentInstruction({ ...base, method: 'pix', status: 'confirmed' }, '43.00')).toBe('PIX · pago (recebimento confirmado)');
    expect(paymentInstruction(base, '43.00')).toBe('COBRAR R$ 43,00 — pagamento na entrega, a combinar');
  });

  it('speaks of the counter for a pickup', () => {
    expect(paymentInstruction({ ...base, method: 'debit', brand: 'visa' }, '43.00', 'pickup')).toBe('COBRAR R$ 43,00 NA MAQUININHA — DÉBITO VISA');
    expect(paymentInstruction({ ...base, method: 'cash', changeFor: '50.00', changeDue: '7.00' }, '43.00', 'pickup')).toBe('COBRAR R$ 43,00 — DINHEIRO, troco p/ R$ 50,00 (devolver R$ 7,00)');
  });
});

describe('paymentSummary', () => {
  it("reads the customer's choice back", () => {
    expect(paymentSummary({ ...base, method: 'cash', changeFor: '50.00', changeDue: '7.00' })).toBe('Dinheiro · troco para R$ 50,00');
    expect(paymentSummary({ ...base, method: 'credit', brand: 'amex' })).toBe('Cartão de crédito · American Express');
    expect(paymentSummary({ ...base, method: 'pix', status: 'pending' })).toBe('Pix · aguardando confirmação da loja');
  });
});

describe('changeSuggestions', () => {
  it('offers the next notes above the total', () => {
    expect(changeSuggestions('43.00')).toEqual(['50.00', '60.00', '100.00']);
    expect(changeSuggestions('50.00')).toEqual(['60.00', '100.00', '200.00']);
    expect(changeSuggestions('7.90')).toEqual(['10.00', '20.00', '50.00']);
    expect(changeSuggestions('187.35')).toEqual(['190.00', '200.00']);
  });
});
