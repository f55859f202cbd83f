import { describe, expect, it } from 'vitest';
import '../zod-locale';
import { createProductInputSchema, normalizeTags, productFormSchema } from './product';

const valid = { name: 'Moqueca', description: 'Para dois', price: '89.9', prepTime: 40 };

function firstMessage(input: unknown): string | undefined {
  const result = productFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('product form schema (spec §5)', () => {
  it('shows the spec messages for each required field', () => {
    expect(firstMessage({ ...valid, name: '  ' })).toBe('Nome é obrigatório');
    expect(firstMessage({ ...valid, name: undefined })).toBe('Nome é obrigatório');
    expect(firstMessage({ ...valid, description: '' })).toBe('Descrição é obrigatória');
    expect(firstMessage({ ...valid, description: undefined })).toBe('Descrição é obrigatória');
    expect(firstMessage({ ...valid, price: '' })).toBe('Preço é obrigatório');
    expect(firstMessage({ ...valid, price: undefined })).toBe('Preço é obrigatório');
    expect(firstMessage({ ...valid, prepTime: '' })).toBe('Tempo de preparo é obrigatório');
    expect(firstMessage({ ...valid, prepTime: undefined })).toBe('Tempo de preparo é obrigatório');
  });

  it('normalises price to two decimals and reads prepTime typed as text', () => {
    const parsed = productFormSchema.parse({ ...valid, price: 12.5, prepTime: '20' });
    expect(parsed.price).toBe('12.50');
    expect(parsed.prepTime).toBe(20);
    expect(productFormSchema.parse({ ...valid, price: '99999999.99' }).price).toBe('99999999.99');
  });

  it('refuses prices that are not positive two-decimal amounts within decimal(10,2)', () => {
    expect(firstMessage({ ...valid, price: '0' })).toBe('Preço deve ser maior que zero');
    expect(firstMessage({ ...valid, price: '-5' })).toMatch(/Preço deve ser um valor válido/);
    expect(firstMessage({ ...valid, price: '12.345' })).toMatch(/Preço deve ser um valor válido/);
    expect(firstMessage({ ...valid, price: 0.1 + 0.2 })).toMatch(/Preço deve ser um valor válido/);
    expect(firstMessage({ ...valid, price: '100000000.00' })).toMatch(/Preço deve ser um valor válido/);
    expect(firstMessage({ ...valid, price: '1e3' })).toMatch(/Preço deve ser um valor válido/);
  });

  it('wants prepTime as a whole number of minutes, at least 1', () => {
    expect(firstMessage({ ...valid, prepTime: 0 })).toMatch(/pelo menos 1 minuto/);
    expect(firstMessage({ ...valid, prepTime: 2.5 })).toMatch(/inteiro/);
    expect(firstMessage({ ...valid, prepTime: 'abc' })).toBe('Tempo de preparo é obrigatório');
  });

  it('trims tags and drops empty and repeated ones, then bounds them', () => {
    expect(normalizeTags([' picante ', '', 'Picante', 'vegano', '   '])).toEqual(['picante', 'vegano']);
    expect(productFormSchema.parse({ ...valid, tags: [' a ', 'a', ''] }).tags).toEqual(['a']);
    expect(firstMessage({ ...valid, tags: ['x'.repeat(31)] })).toMatch(/30 caracteres/);
    expect(firstMessage({ ...valid, tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) })).toMatch(/20 tags/);
  });

  it('accepts only an uploaded object path as image', () => {
    expect(productFormSchema.parse({ ...valid, imageUrl: '/objects/0b6f7a44-6f5e-4f6e-9d7b-3c1b0e8d2a11' }).imageUrl).toBe(
      '/objects/0b6f7a44-6f5e-4f6e-9d7b-3c1b0e8d2a11',
    );
    expect(productFormSchema.parse({ ...valid, imageUrl: null }).imageUrl).toBeNull();
    expect(firstMessage({ ...valid, imageUrl: 'https://example.com/foto.png' })).toBeDefined();
  });

  it('needs the restaurant on create', () => {
    expect(createProductInputSchema.safeParse(valid).success).toBe(false);
  });
});
