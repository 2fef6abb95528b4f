/** Vitest settings for the React apps: jsdom, jest-dom matchers, cleanup between tests. */
import { fileURLToPath } from 'node:url';

export const reactTestConfig = {
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
    css: false,
  },
};
