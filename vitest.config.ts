import { defineConfig } from 'vitest/config';

// One command runs every test of the workspace (`pnpm test`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/{api,db,contracts,client}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/ui',
      // Browser tests (Chromium against the real server); they run after the two above.
      'e2e',
    ],
  },
});
