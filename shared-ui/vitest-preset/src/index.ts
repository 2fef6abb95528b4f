/** Vitest settings for the React packages: jsdom, jest-dom matchers, cleanup between tests. */
import { fileURLToPath } from 'node:url';
import { compiledCatalogs } from '@ladrive/i18n/build';
// Typings of the jest-dom matchers setup.ts registers, for the tests of every package whose config uses this.
import type {} from '@testing-library/jest-dom/vitest';

export const reactTestConfig = {
  // the catalogs as the build compiles them
  plugins: [compiledCatalogs()],
  test: {
    environment: 'jsdom',
    // One jsdom per worker, each test file still in a context of its own: creating a jsdom for every file was
    // half of each app's test time (shared-ui: 57 → 10 s on this machine, same tests).
    pool: 'vmThreads',
    globals: true,
    setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
    css: false,
    // A page that loads part of itself lazily (the car page's calendar) transforms that code inside the test
    // that first renders it: with every test file running at once on a 2-core machine, that takes seconds. The
    // async utilities' own wait is set in setup.ts; a test gets room for two such waits.
    testTimeout: 40_000,
  },
};
