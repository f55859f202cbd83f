import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone, toE164Phone } from './phone';

describe('toE164Phone', () => {
  it('stores a mobile and a landline with DDD as E.164, however they were typed', () => {
    expect(toE164Phone('(11) 91234-5678')).toBe('+5511912345678');
    expect(toE164Phone('11912345678')).toBe('+5511912345678');
    expect(toE164Phone('+55 11 91234 5678')).toBe('+5511912345678');
    expect(toE164Phone('011 91234-5678')).toBe('+5511912345678');
    expect(toE164Phone('(21) 3123-4567')).toBe('+552131234567');
  });

  it('refuses what is not a Brazilian number with DDD', () => {
    for (const typed of ['', '91234-5678', '(11) 1234-5678', '(01) 91234-5678', '(11) 81234-56789', 'abc', '+1 415 555 0100']) {
      expect(toE164Phone(typed), typed).toBeNull();
    }
  });
});

describe('formatPhone', () => {
  it('shows a stored number with the mask of the field', () => {
    expect(formatPhone('+5511912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('+552131234567')).toBe('(21) 3123-4567');
  });
});

describe('maskPhone', () => {
  it('masks as the digits are typed and stops at 11 digits', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1191234')).toBe('(11) 9123-4');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('(11) 91234-56789')).toBe('(11) 91234-5678');
    expect(maskPhone('1131234567')).toBe('(11) 3123-4567');
    expect(maskPhone('')).toBe('');
  });
});
