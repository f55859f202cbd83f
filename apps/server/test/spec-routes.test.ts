import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMITTED_SPEC_ROUTES_FILE, SHARED_SPEC_ROUTES_FILE, readSpecRoutes } from './spec-routes';

describe('the list of REST calls of the spec', () => {
  it('is readable and not empty', () => {
    expect(readSpecRoutes().length).toBeGreaterThan(20);
  });

  it.runIf(existsSync(SHARED_SPEC_ROUTES_FILE))('has an up-to-date committed copy in docs/spec', () => {
    expect(readFileSync(COMMITTED_SPEC_ROUTES_FILE, 'utf8')).toBe(readFileSync(SHARED_SPEC_ROUTES_FILE, 'utf8'));
  });
});
