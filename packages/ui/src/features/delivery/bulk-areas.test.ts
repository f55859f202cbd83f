import { describe, expect, it } from 'vitest';
import { parseBulkAreas } from './bulk-areas';

describe('parseBulkAreas', () => {
  it('reads Bairro;Cidade;Taxa;Tempo mín;Tempo máx lines, skipping a header and blank lines', () => {
    const result = parseBulkAreas('Bairro;Cidade;Taxa;Tempo mín;Tempo máx\nSão Cristóvão;Rio de Janeiro;5,50;40;50\n\nTijuca;Rio de Janeiro;R$ 3;30;40\n');
    expect(result.errors).toEqual([]);
    expect(result.areas).toEqual([
      { district: 'São Cristóvão', city: 'Rio de Janeiro', fee: '5.50', minTime: 40, maxTime: 50 },
      { district: 'Tijuca', city: 'Rio de Janeiro', fee: '3.00', minTime: 30, maxTime: 40 },
    ]);
  });

  it('says what is wrong with each refused line', () => {
    const result = parseBulkAreas('Centro;Niterói;abc;30;40\nIcaraí;Niterói;4,00\nIngá;Niterói;4,00;50;40');
    expect(result.areas).toEqual([]);
    expect(result.errors).toEqual([
      'Linha 1: Taxa deve ser um valor válido',
      'Linha 2: use Bairro;Cidade;Taxa;Tempo mín;Tempo máx',
      'Linha 3: O tempo mínimo não pode passar do máximo',
    ]);
  });
});
