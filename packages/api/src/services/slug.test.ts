import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases, strips accents and joins words with hyphens', () => {
    expect(slugify('Cantina da Nonna')).toBe('cantina-da-nonna');
    expect(slugify('Açaí & Cia. — São João!')).toBe('acai-cia-sao-joao');
    expect(slugify('  Pão de Queijo   Mineiro  ')).toBe('pao-de-queijo-mineiro');
    expect(slugify('Doces & Sobremesas 24h')).toBe('doces-sobremesas-24h');
  });

  it('never yields an empty or over-long slug', () => {
    expect(slugify('!!!')).toBe('restaurante');
    expect(slugify('寿司')).toBe('restaurante');
    const long = slugify('Restaurante '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
