import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC_ROUTE_LISTS, committedSpecFile, readIssueRoutes, readSpecRoutes, sharedSpecFile } from './spec-routes';

describe('the lists of REST calls of the spec', () => {
  it('are readable and not empty', () => {
    expect(readSpecRoutes().length).toBeGreaterThan(20);
    expect(readIssueRoutes().length).toBeGreaterThan(20);
  });

  for (const list of SPEC_ROUTE_LISTS) {
    it.runIf(existsSync(sharedSpecFile(list)))(`${list} has an up-to-date committed copy in docs/spec`, () => {
      expect(readFileSync(committedSpecFile(list), 'utf8')).toBe(readFileSync(sharedSpecFile(list), 'utf8'));
    });
  }
});
