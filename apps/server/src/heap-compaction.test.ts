import { expect, it } from 'vitest';
import { releaseStartUpGarbage, youngGenerationBytes } from './heap-compaction';

// The server relies on V8's `gc` extension taking the `last-resort` flavour (heap-compaction.ts):
// after it, the young generation is back to its smallest size. A V8 upgrade that drops the option
// fails here instead of silently leaving idle servers ~40 MB larger.
it('shrinks the young generation that a burst of allocations grew', () => {
  const survivors: number[][] = [];
  for (let round = 0; round < 400; round++) {
    survivors.push(Array.from({ length: 10_000 }, (_, index) => index));
    if (survivors.length > 50) survivors.shift();
  }
  const grown = youngGenerationBytes();
  survivors.length = 0;
  releaseStartUpGarbage();
  const after = youngGenerationBytes();
  expect(grown).toBeGreaterThan(4 * 1024 ** 2);
  expect(after).toBeLessThanOrEqual(2 * 1024 ** 2);
});
