import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // one embedded PostgreSQL + one s3rver for the run; each file gets its own database
    globalSetup: ['./test/global-setup.ts'],
    // files run one after another: a 2-core machine, and a database server shared by all of them
    fileParallelism: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
