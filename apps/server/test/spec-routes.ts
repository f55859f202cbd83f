import { existsSync, readFileSync } from 'node:fs';
import { REPO_ROOT } from '../src/config';

/** The product spec's list of REST calls, as the team's shared folder holds it beside the repo. */
export const SHARED_SPEC_ROUTES_FILE = `${REPO_ROOT}../shared/spec/rest-routes.txt`;
/** A committed copy, for checkouts without the shared folder (e.g. GitHub Actions). */
export const COMMITTED_SPEC_ROUTES_FILE = `${REPO_ROOT}docs/spec/rest-routes.txt`;

/** Every line of rest-routes.txt ("GET /api/user", ...), from the shared spec when present. */
export function readSpecRoutes(): string[] {
  const file = existsSync(SHARED_SPEC_ROUTES_FILE) ? SHARED_SPEC_ROUTES_FILE : COMMITTED_SPEC_ROUTES_FILE;
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
