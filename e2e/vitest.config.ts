import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

// Browser tests: Chromium against the real server (run from the root as the 'e2e' project).
export default defineProject({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/harness/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // UI assertions wait for the screen to settle: expect.poll retries up to this long.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    // A group of its own: where Vitest runs files in parallel, the browser tests run after the
    // server and component tests instead of competing with them for the CPU. (With one worker,
    // as on 2 cores, every file runs one at a time anyway.)
    sequence: { groupOrder: 1 },
  },
});
