/** Vitest settings for the React apps: jsdom, jest-dom matchers, cleanup between tests. */
import { fileURLToPath } from 'node:url';

export const reactTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
    css: false,
    // A page that loads part of itself lazily (the car page's calendar) transforms that code inside the test
    // that first renders it: with every test file running at once on this 2-core machine, that takes seconds.
    testTimeout: 15_000,
  },
};
