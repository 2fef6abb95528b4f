import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // each module's tests sit next to it; the shared harness is in src/testing/
    include: ['src/**/*.test.ts'],
    // one embedded PostgreSQL + one s3rver for the run; each file gets its own database
    globalSetup: ['./src/testing/global-setup.ts'],
    // files run one after another: a 2-core machine, and a database server shared by all of them
    fileParallelism: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
