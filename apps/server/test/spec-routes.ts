import { existsSync, readFileSync } from 'node:fs';
import { REPO_ROOT } from '../src/config';

/** The REST lists of the shared spec: the spec's calls, and the calls its open issues add. */
export const SPEC_ROUTE_LISTS = ['rest-routes.txt', 'rest-routes-wave2.txt', 'rest-routes-wave3.txt'] as const;
export type SpecRouteList = (typeof SPEC_ROUTE_LISTS)[number];

/** The team's shared folder, beside the repo. */
export const sharedSpecFile = (list: SpecRouteList) => `${REPO_ROOT}../shared/spec/${list}`;
/** A committed copy, for checkouts without the shared folder (e.g. GitHub Actions). */
export const committedSpecFile = (list: SpecRouteList) => `${REPO_ROOT}docs/spec/${list}`;

function readList(list: SpecRouteList): string[] {
  const file = existsSync(sharedSpecFile(list)) ? sharedSpecFile(list) : committedSpecFile(list);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Every line of rest-routes.txt ("GET /api/user", ...), from the shared spec when present. */
export function readSpecRoutes(): string[] {
  return readList('rest-routes.txt');
}

/** The routes the open issues add (rest-routes-wave2.txt, rest-routes-wave3.txt): the only REST paths allowed beyond the spec's. */
export function readIssueRoutes(): string[] {
  return [...readList('rest-routes-wave2.txt'), ...readList('rest-routes-wave3.txt')];
}
