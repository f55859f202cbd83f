import { fileURLToPath } from 'node:url';

/** The repository's root folder (this file is e2e/src/harness/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const UI_DIR = `${REPO_ROOT}packages/ui`;

/** Failure screenshots and the server log (git-ignored). */
export const RESULTS_DIR = `${REPO_ROOT}test-results/e2e`;
