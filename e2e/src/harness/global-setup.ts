import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';
import { RESULTS_DIR } from './paths';
import { ensureUiBuild } from './ui-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server every browser test talks to, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

/** Once per run: the web app build and the real server on a fresh embedded database with demo data. */
export default async function setup(project: TestProject) {
  const ui = ensureUiBuild((message) => console.log(`[e2e] ${message}`));
  try {
    const server = await startAppServer({ logFile: `${RESULTS_DIR}/server.log`, uiDistDir: ui.distDir });
    project.provide('baseUrl', server.baseUrl);
    return async () => {
      await server.stop();
      ui.dispose();
    };
  } catch (error) {
    ui.dispose();
    throw error;
  }
}
