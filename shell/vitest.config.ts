import { reactTestConfig } from '@ladrive/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...reactTestConfig,
  test: {
    ...reactTestConfig.test,
    setupFiles: [...reactTestConfig.test.setupFiles, './src/test/setup.ts'],
  },
});
