import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests: jsdom + Testing Library (run from the root as the 'ui' project).
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'ui',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A journey through a page awaits several screens, each up to asyncUtilTimeout (setup.ts); on
    // two cores beside the server tests the default 5 s for the whole test is too tight.
    testTimeout: 20_000,
  },
});
