import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils/is-valid-pix-payload';
import { fromCents } from '@direto/contracts';
import { brCodeFields, hasValidCrc } from '@direto/contracts/testing/br-code';
import { orderPixPayload, pixTxid } from './pix-br-code';

const BCB_EXAMPLE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const RECEIVER = { key: '52998224725', receiverName: 'PIZZARIA SAO JOAO', receiverCity: 'SAO PAULO' };
const ORDER_ID = '7f3c9a2e-41b5-4d0c-9e8f-0a1b2c3d4e5f';

describe('the Pix BR Code', () => {
  it('reproduces the Banco Central manual example byte for byte, with an independently computed CRC', () => {
    const payload = generatePixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' });
    expect(payload).toBe(BCB_EXAMPLE);
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
    expect(hasValidCrc(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
  });

  it("carries the order's total with two decimals, the receiver, a letters-and-digits txid and no point of initiation (static code)", () => {
    const payload = orderPixPayload(RECEIVER, ORDER_ID, 4300);
    const fields = brCodeFields(payload);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(fields.has('01')).toBe(false);
    expect(fields.get('54')).toBe('43.00');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('59')).toBe('PIZZARIA SAO JOAO');
    expect(fields.get('60')).toBe('SAO PAULO');
    const account = brCodeFields(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('52998224725');
    const txid = brCodeFields(fields.get('62') ?? '').get('05') ?? '';
    expect(txid).toBe(pixTxid(ORDER_ID));
    expect(txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(hasValidCrc(payload)).toBe(true);
    expect(isValidPixPayload(payload)).toBe(true);
  });

  it('puts a phone key in its +55 form, never reading it as a CPF', () => {
    const payload = orderPixPayload({ ...RECEIVER, key: '+5511987654321' }, ORDER_ID, 1250);
    expect(brCodeFields(brCodeFields(payload).get('26') ?? '').get('01')).toBe('+5511987654321');
  });

  it('is valid for any total, to the centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.uuid(), (cents, orderId) => {
        const payload = orderPixPayload(RECEIVER, orderId, cents);
        expect(brCodeFields(payload).get('54')).toBe(fromCents(cents));
        expect(hasValidCrc(payload)).toBe(true);
      }),
    );
  });
});
