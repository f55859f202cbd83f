import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index';
import { findLengthBounds, tooLongProblem } from '../testing/length-bounds';
import { createProductInputSchema } from './product';

const schemas = Object.entries(contracts as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe('every length bound says its limit', () => {
  it('over-long text or lists get a message naming the limit, in every schema of contracts', () => {
    const bounds = schemas.flatMap(([name, schema]) => findLengthBounds(schema, name));
    expect(bounds.length).toBeGreaterThan(40);
    expect(bounds.map(tooLongProblem).filter(Boolean)).toEqual([]);
  });

  it('a 200-character product name is too long, not missing', () => {
    const result = createProductInputSchema.safeParse({ restaurantId: crypto.randomUUID(), name: 'x'.repeat(200), description: 'Com arroz', price: '10', prepTime: 10 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Nome deve ter no máximo 120 caracteres']);
  });

  it('the audit catches a bound that answers with the wrong message', () => {
    const [bound] = findLengthBounds(z.object({ name: z.string({ message: 'Nome é obrigatório' }).max(5) }));
    if (!bound) throw new Error('findLengthBounds não achou o limite de name');
    expect(tooLongProblem(bound)).toBe('$.name (max 5): "Nome é obrigatório" does not say the limit');
  });
});
