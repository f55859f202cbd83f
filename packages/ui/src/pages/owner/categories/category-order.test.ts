import { describe, expect, it } from 'vitest';
import { moveCategory } from './category-order';

describe('moveCategory', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveCategory(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveCategory(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the order at either end or for an unknown id', () => {
    expect(moveCategory(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveCategory(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(moveCategory(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });
});
