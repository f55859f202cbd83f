import { describe, expect, it } from 'vitest';
import { normalizePixKey, pixText } from './pix-key';

describe('normalizePixKey', () => {
  it('stores each key type in its directory form', () => {
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('email', ' Pizzaria@Exemplo.COM ')).toBe('pizzaria@exemplo.com');
    expect(normalizePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('random', '123E4567-E12B-12D1-A456-426655440000')).toBe('123e4567-e12b-12d1-a456-426655440000');
  });

  it('reads 11 digits as the type the owner chose, never guessing', () => {
    // 11 digits that are both a valid CPF and a mobile number.
    expect(normalizePixKey('cpf', '51998259765')).toBe('51998259765');
    expect(normalizePixKey('phone', '51998259765')).toBe('+5551998259765');
  });

  it('refuses a key that is not valid for the chosen type', () => {
    expect(normalizePixKey('cpf', '123.456.789-00')).toBeNull();
    expect(normalizePixKey('cpf', 'pizzaria@exemplo.com')).toBeNull();
    expect(normalizePixKey('cnpj', '11.222.333/0001-00')).toBeNull();
    expect(normalizePixKey('email', 'sem-arroba')).toBeNull();
    expect(normalizePixKey('phone', '(11) 3333-4444')).toBeNull();
    expect(normalizePixKey('random', 'not-a-uuid')).toBeNull();
  });
});

describe('pixText', () => {
  it('drops accents, upper-cases and cuts to what the BR Code holds', () => {
    expect(pixText('Pizzaria São João', 25)).toBe('PIZZARIA SAO JOAO');
    expect(pixText('Açaí da Praia & Cia — Filial Centro', 25)).toBe('ACAI DA PRAIA & CIA FILIA');
    expect(pixText('Florianópolis', 15)).toBe('FLORIANOPOLIS');
  });
});
