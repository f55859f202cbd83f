import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';
import { startStubCepProvider } from './cep-provider';
import { RESULTS_DIR } from './paths';
import { ensureUiBuild } from './ui-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server every browser test talks to, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Where that server writes its e-mails (no SMTP_URL: one .eml file each, issue 21). */
    outboxDir: string;
  }
}

/** Once per run: the web app build and the real server on a fresh embedded database with demo data. */
export default async function setup(project: TestProject) {
  const ui = ensureUiBuild((message) => console.log(`[e2e] ${message}`));
  // Issue 17: CEP lookups go to a local stub, never to the internet.
  const cepProvider = await startStubCepProvider();
  try {
    const server = await startAppServer({ logFile: `${RESULTS_DIR}/server.log`, uiDistDir: ui.distDir, cepLookupUrl: cepProvider.url });
    project.provide('baseUrl', server.baseUrl);
    project.provide('outboxDir', join(server.database.dataDir, 'outbox'));
    return async () => {
      await server.stop();
      await cepProvider.stop();
      ui.dispose();
    };
  } catch (error) {
    await cepProvider.stop();
    ui.dispose();
    throw error;
  }
}
